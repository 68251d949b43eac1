// `npm run dev`: the API with reload (tsx watch) on :3000 and the Vite dev server (proxying /api and /dev to it).
import { spawn } from 'node:child_process';

const procs = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { PORT: '3000', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@lockconsole/web'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
