// Where a bench's CPU goes: a CPU profile of this process while `run` runs (open the file in Chrome DevTools or
// speedscope; no file: `run` only), and the CPU time other processes of the machine used (PostgreSQL, the broker).
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

/**
 * CPU seconds used so far by the machine's processes named `name` (Linux /proc; 0 elsewhere), or by one process: what
 * PostgreSQL, the broker and the fleet spend per command, next to the server's own.
 */
export function procCpuMs(match: { name?: string; pid?: number }): number {
  let pids: string[];
  try {
    pids = match.pid ? [String(match.pid)] : fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (match.name && stat.slice(stat.indexOf('(') + 1, close) !== match.name) continue;
      const f = stat.slice(close + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]); // utime, stime (fields 14 and 15)
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10; // USER_HZ = 100
}
