// `npm run check`: typecheck, lint, import cycles and formatting — in two lanes at once (each tool uses one core:
// tsc and the cycle check in one, eslint and prettier in the other), each lane's output printed whole when it ends.
// Exit status 1 when any step fails; every step runs, so one run names every problem.
import { spawn } from 'node:child_process';

const lanes = [
  ['typecheck', 'check:cycles'],
  ['lint', 'format:check'],
];

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ script, code, out, ms: Date.now() - started }));
  });

const results = (
  await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const script of lane) done.push(await run(script));
      return done;
    }),
  )
).flat();
for (const r of results) {
  process.stdout.write(`\n> ${r.script} (${(r.ms / 1000).toFixed(1)} s): ${r.code === 0 ? 'ok' : 'FAILED'}\n${r.out}`);
}
const failed = results.filter((r) => r.code !== 0).map((r) => r.script);
if (failed.length) {
  console.error(`\ncheck failed: ${failed.join(', ')}`);
  process.exit(1);
}
