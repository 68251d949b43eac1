// `npm run bench [-- name ...]`: runs the benchmark scripts in bench/ one after another. Each prints its numbers
// next to a baseline measured in the same run, as a ratio; none of them is part of `npm test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const scripts = fs
  .readdirSync(dir)
  .filter((f) => /\.(mjs|ts)$/.test(f) && f !== 'run.mjs' && !f.startsWith('_'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
// The device hub at the size and on the parts of its target (issue 13 item 3): 1,000 gateways × 10 locks, PostgreSQL
// (a fresh database beside BENCH_PG_URL's, dropped after) and the machine's Mosquitto (MQTT_URL). Run alone, the
// script's own default is a small fleet on the embedded database and broker.
const BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FULL = {
  'device-hub.ts': {
    args: ['--gateways', '1000', '--locks', '10', '--broker', 'external'],
    env: { DATABASE_URL: BASE },
  },
};
let failed = 0;
for (const f of scripts) {
  console.log(`\n### ${f}`);
  const full = FULL[f] ?? { args: [], env: {} };
  const cmd = f.endsWith('.ts') ? ['npx', ['tsx', path.join(dir, f)]] : [process.execPath, [path.join(dir, f)]];
  const r = spawnSync(cmd[0], [...cmd[1], ...full.args], { stdio: 'inherit', env: { ...process.env, ...full.env } });
  if (r.status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
