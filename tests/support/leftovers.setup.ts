// Files that start servers, brokers or gateways share workers (each worker imports the server once): a file must leave
// nothing running — no socket, server or child process of its own — or it would load the next file in the worker (a
// gateway still connected, a server still listening). Checked after every file of the "servers" project: what it
// opened and did not close within two seconds fails that file, by kind.
import { afterAll, beforeAll, expect } from 'vitest';

// Timers are not counted: the runner's own come and go (a count of them would fail files at random); a leftover
// timer of a closed app fails as on a closed database (db/pglite-pool.ts) or writes to a closed socket.
const KINDS = ['TCPSocketWrap', 'TCPServerWrap', 'UDPWrap', 'ProcessWrap', 'PipeWrap'] as const;
const count = () => {
  const n: Record<string, number> = {};
  for (const k of process.getActiveResourcesInfo()) n[k] = (n[k] ?? 0) + 1;
  return n;
};
let before: Record<string, number> = {};

beforeAll(() => {
  before = count();
});

afterAll(async () => {
  let extra: string[] = [];
  for (let i = 0; i < 20; i++) {
    const now = count();
    extra = KINDS.filter((k) => (now[k] ?? 0) > (before[k] ?? 0)).map((k) => `${k} ×${now[k]! - (before[k] ?? 0)}`);
    if (!extra.length) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${expect.getState().testPath} left running: ${extra.join(', ')}`);
});
