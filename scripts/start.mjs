// `npm start`: serve the API and the console on one port with embedded defaults (PGlite, outbox, embedded broker).
// Builds the web app in the background when it is missing or older than its sources; the server answers at once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist/index.html');

function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

const sourcesAt = Math.max(newest(path.join(root, 'apps/web')), newest(path.join(root, 'packages/shared/src')));
const needsBuild = !fs.existsSync(dist) || fs.statSync(dist).mtimeMs < sourcesAt;

const env = { NODE_ENV: 'production', ...process.env, ...(process.argv.includes('--demo') ? { DEMO: '1' } : {}) };
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  env,
  stdio: 'inherit',
});

if (needsBuild) {
  console.log('Building the web app (first start or sources changed)…');
  if (fs.existsSync(dist)) fs.rmSync(dist);
  // Lower priority than the server, so the API and the "being prepared" page answer at once.
  const build = spawn('nice', ['-n', '10', 'npm', 'run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  build.on('exit', (code) => {
    if (code !== 0) console.error(`Web build failed (exit ${code}); the API keeps running.`);
    else console.log('Web app built.');
  });
}

for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
