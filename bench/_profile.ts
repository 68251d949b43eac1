// A CPU profile of this process while `run` runs (open the file in Chrome DevTools or speedscope): what a bench
// measures, profiled without its setup. No file: `run` only.
import fs from 'node:fs';

export async function profiled<T>(file: string | undefined, run: () => Promise<T>): Promise<T> {
  if (!file) return run();
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}
