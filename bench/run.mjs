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
let failed = 0;
for (const f of scripts) {
  console.log(`\n### ${f}`);
  const cmd = f.endsWith('.ts') ? ['npx', ['tsx', path.join(dir, f)]] : [process.execPath, [path.join(dir, f)]];
  const r = spawnSync(cmd[0], cmd[1], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
