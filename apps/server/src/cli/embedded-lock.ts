// The embedded database (PGlite) may be opened by one process at a time: the server writes its pid to
// DATA_DIR/server.pid; command-line tools refuse to open the data directory while that process lives.
import fs from 'node:fs';
import path from 'node:path';

export const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function assertEmbeddedDbFree(dataDir: string): void {
  const f = pidFile(dataDir);
  if (!fs.existsSync(f)) return;
  const pid = Number(fs.readFileSync(f, 'utf8'));
  if (Number.isInteger(pid) && pid !== process.pid && alive(pid)) {
    throw new Error(
      `The server (pid ${pid}) is using the embedded database in ${dataDir}. Stop it first, or use DATABASE_URL.`,
    );
  }
}

export function claimEmbeddedDb(dataDir: string): () => void {
  assertEmbeddedDbFree(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(pidFile(dataDir), String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(pidFile(dataDir), 'utf8') === String(process.pid)) fs.rmSync(pidFile(dataDir));
    } catch {
      /* already gone */
    }
  };
}
