// `npm run check`: typecheck, lint, import cycles and formatting — in two lanes at once (each tool uses one core),
// each step's output printed whole when the lanes end. Exit status 1 when any step fails; every step runs, so one run
// names every problem. The TypeScript programs are the ones `npm run typecheck` lists (one at a time there), spread
// over both lanes here by their times on this 2-core machine (idle, 2026-12-02): server ~21 s, web ~16 s, the tooling
// program ~18 s, the packages 3–6 s each; eslint ~41 s, prettier ~23 s, the cycle check ~4 s.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const programs = [...scripts.typecheck.matchAll(/tsc -p (\S+)/g)].map((m) => m[1]);
// The first lane's programs (~60 s together); every other program runs in the second lane after eslint and prettier.
const FIRST = ['apps/server', 'apps/web', 'tsconfig.tooling.json', 'packages/shared'];
const tsc = (p) => ({ name: `tsc -p ${p}`, cmd: 'node_modules/.bin/tsc', args: ['-p', p] });
const npmRun = (s) => ({ name: s, cmd: 'npm', args: ['run', '--silent', s] });

const lanes = [
  programs.filter((p) => FIRST.includes(p)).map(tsc),
  [
    npmRun('lint'),
    npmRun('format:check'),
    ...programs.filter((p) => !FIRST.includes(p)).map(tsc),
    npmRun('check:cycles'),
  ],
];

const run = ({ name, cmd, args }) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ name, code, out, ms: Date.now() - started }));
  });

const results = (
  await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const step of lane) done.push(await run(step));
      return done;
    }),
  )
).flat();
for (const r of results) {
  process.stdout.write(`\n> ${r.name} (${(r.ms / 1000).toFixed(1)} s): ${r.code === 0 ? 'ok' : 'FAILED'}\n${r.out}`);
}
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
if (failed.length) {
  console.error(`\ncheck failed: ${failed.join(', ')}`);
  process.exit(1);
}
