// The embedded database in a worker thread (db/pglite-worker.mjs), with the part of PGlite's API drizzle uses:
// query, exec, transaction, close. Measured in bench/README.md (issue 21 item 10): PGlite's engine and parser took
// ~40 % of the server's main thread under read load, and every step of a remote unlock waited behind them. Statements
// still run one at a time, in order; a transaction holds the database until it commits or rolls back.
import { Worker } from 'node:worker_threads';
import { laneGate } from './lanes';

type Options = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Answer = {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: { message: string; fields: Record<string, unknown> };
};
export type ThreadClient = {
  query<T = unknown>(sql: string, params?: unknown[], options?: Options): Promise<T>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(f: (tx: Pick<ThreadClient, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** drizzle passes identity parsers (times stay text) as functions, which cannot cross threads: their type ids can. */
const portable = (o?: Options) => o && { rowMode: o.rowMode, identityOids: Object.keys(o.parsers ?? {}).map(Number) };

const WORKER = new URL('./pglite-worker.mjs', import.meta.url);

/** `template`: a tarball a new `dataDir` is loaded from (db/pglite-template.ts ownTemplateFor). */
export async function openPgliteThread(
  dataDir: string | undefined,
  sharedBuffers?: string,
  template?: string,
): Promise<ThreadClient> {
  const worker = new Worker(WORKER, { workerData: { dataDir, sharedBuffers, template } });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  let txSeq = 0;
  let dead: Error | null = null;
  worker.on('message', (a: Answer) => {
    const w = waiting.get(a.id);
    waiting.delete(a.id);
    if (!w) return;
    if (a.ok) w.resolve(a.result);
    else w.reject(Object.assign(new Error(a.error?.message ?? 'database error'), a.error?.fields ?? {}));
  });
  const fail = (e: Error) => {
    dead = e;
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`database thread exited (${code})`)));
  const call = <T>(m: Record<string, unknown>): Promise<T> =>
    dead
      ? Promise.reject(dead)
      : new Promise<T>((resolve, reject) => {
          const id = ++next;
          waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
          worker.postMessage({ ...m, id });
        });
  // The worker runs one statement at a time anyway; holding the line here (three in flight, so it never waits for
  // the next) lets urgent work go first (db/lanes.ts). Statements inside a transaction go straight through: the
  // transaction holds its turn until it ends.
  const gate = laneGate(3);
  const on = (txId?: number) => {
    const send = <T>(m: Record<string, unknown>) => (txId ? call<T>({ ...m, txId }) : gate(() => call<T>(m)));
    return {
      query: <T>(sql: string, params: unknown[] = [], options?: Options) =>
        send<T>({ op: 'query', sql, params, options: portable(options) }),
      exec: (sql: string) => send({ op: 'exec', sql }),
    };
  };
  // The database is ready (it opened its files) before the server goes on.
  await call({ op: 'query', sql: 'select 1', params: [] });
  return {
    ...on(),
    transaction<T>(f: (tx: Pick<ThreadClient, 'query' | 'exec'>) => Promise<T>): Promise<T> {
      return gate(async () => {
        const txId = ++txSeq;
        await call({ op: 'begin', txId });
        let result: T;
        try {
          result = await f(on(txId));
        } catch (e) {
          await call({ op: 'rollback', txId }).catch(() => {});
          throw e;
        }
        await call({ op: 'commit', txId });
        return result;
      });
    },
    async close() {
      if (!dead) await call({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
}
