// Cold start and idle memory of one API node (issue 24 item 1): the sources through tsx (what `npm start` ran before)
// against the compiled build (apps/server/dist/main.js, `node scripts/build-server.mjs`), each on a fresh embedded
// database: time from spawn until /api/ready answers 200, and the resident memory after 5 s idle. Median of 3 runs
// each; prints the compiled/tsx ratio.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function once(args, port, dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lockconsole-start-')), keep = false) {
  const started = performance.now();
  const p = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      MQTT_URL: '',
      PORT: String(port),
      MQTT_PORT: String(port + 1),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  let readyMs = NaN;
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) {
      readyMs = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 5000));
  const rss = rssMb(p.pid);
  const exited = new Promise((r) => p.on('exit', r));
  p.kill('SIGINT');
  await exited;
  if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  return { readyMs, rss };
}

const variants = {
  tsx: ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  compiled: [path.join(root, 'apps/server/dist/main.js')],
};
const result = {};
let port = 4610;
for (const [name, args] of Object.entries(variants)) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(args, (port += 2)));
  result[name] = { readyMs: median(runs.map((r) => r.readyMs)), rss: median(runs.map((r) => r.rss)) };
}
// The compiled build started again on the data directory of its first start (what every start after the first is).
const restarts = [];
for (let i = 0; i < RUNS; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lockconsole-start-'));
  await once(variants.compiled, (port += 2), dir, true);
  restarts.push(await once(variants.compiled, (port += 2), dir));
}
const restart = { readyMs: median(restarts.map((r) => r.readyMs)), rss: median(restarts.map((r) => r.rss)) };
console.log('| | tsx (sources) | compiled | ratio | compiled, started again |');
console.log('| --- | --- | --- | --- | --- |');
console.log(
  `| cold start → /api/ready | ${result.tsx.readyMs.toFixed(0)} ms | ${result.compiled.readyMs.toFixed(0)} ms | ${(result.compiled.readyMs / result.tsx.readyMs).toFixed(2)} | ${restart.readyMs.toFixed(0)} ms |`,
);
console.log(
  `| RSS after 5 s idle | ${result.tsx.rss.toFixed(0)} MB | ${result.compiled.rss.toFixed(0)} MB | ${(result.compiled.rss / result.tsx.rss).toFixed(2)} | ${restart.rss.toFixed(0)} MB |`,
);
const worst = Math.max(result.compiled.rss, restart.rss);
console.log(
  `idle RSS on the embedded database: ${worst.toFixed(0)} MB (target ≤ 400 MB: ${worst <= 400 ? 'met' : 'not met'})`,
);
