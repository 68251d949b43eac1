// `npm run check`: typecheck, lint, import cycles and formatting — in two lanes at once, each step's output printed
// whole when the lanes end. Exit status 1 when any step fails; every step runs, so one run names every problem. The
// TypeScript programs are `npm run typecheck`'s (scripts/typecheck.mjs: TypeScript 7). Times on this 2-core machine,
// each alone (2026-12-03): eslint ~41 s, the seven programs ~15 s together, prettier ~23 s, the cycle check ~4 s —
// so eslint has a lane of its own.
import { spawn } from 'node:child_process';
import { PROGRAMS, TSC } from './typecheck.mjs';

const tsc = (p) => ({ name: `tsc -p ${p}`, cmd: process.execPath, args: [...TSC, '-p', p] });
const npmRun = (s) => ({ name: s, cmd: 'npm', args: ['run', '--silent', s] });

const lanes = [[npmRun('lint')], [...PROGRAMS.map(tsc), npmRun('format:check'), npmRun('check:cycles')]];

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
