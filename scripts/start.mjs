// `npm start`: serve the API and the console on one port with embedded defaults (PGlite, outbox, embedded broker).
// Builds the web app in the background when it is missing or older than its sources; the server answers at once.
// Runs the compiled server (apps/server/dist/main.js, `npm run build`) with plain node when it is there and newer than
// the server's sources; otherwise the sources through tsx (and always for the demo, which needs the simulator).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compiledServerFile, newest, root } from './freshness.mjs';

const dist = path.join(root, 'apps/web/dist/index.html');

const sourcesAt = Math.max(newest(path.join(root, 'apps/web')), newest(path.join(root, 'packages/shared/src')));
const needsBuild = !fs.existsSync(dist) || fs.statSync(dist).mtimeMs < sourcesAt;

const demo = process.argv.includes('--demo');
const env = { NODE_ENV: 'production', ...process.env, ...(demo ? { DEMO: '1' } : {}) };
const compiled = demo ? undefined : compiledServerFile('main');
const useCompiled = Boolean(compiled);
const args = useCompiled
  ? ['--enable-source-maps', compiled]
  : ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')];
if (useCompiled) console.log('Starting the compiled server (apps/server/dist).');
const server = spawn(process.execPath, args, {
  cwd: root,
  env,
  stdio: 'inherit',
});

if (needsBuild) {
  console.log('Building the web app (first start or sources changed)…');
  if (fs.existsSync(dist)) fs.rmSync(dist);
  // Lower priority than the server, so the API and the "being prepared" page answer at once.
  const build = spawn('nice', ['-n', '10', 'npm', 'run', 'build', '-w', '@lockconsole/web', '--silent'], {
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
