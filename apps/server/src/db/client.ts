// Database client factory: embedded PGlite in DATA_DIR by default, node-postgres when DATABASE_URL is set.
// One SQL dialect (PostgreSQL) and one migration set for both.
import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient } from 'pg';
import { laneGate } from './lanes';
import { leasePglite } from './pglite-pool';
import { migratedTemplate, ownTemplateFor } from './pglite-template';

export type Db = PgDatabase<PgQueryResultHKT>;
export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Connection URL (PostgreSQL only), e.g. for a LISTEN connection. */
  url?: string;
  close: () => Promise<void>;
};

/** The installed PGlite's version (its package.json, found next to its entry point). */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** apps/server/drizzle, found through the package (the same from the sources and from the compiled dist/main.js). */
export const MIGRATIONS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@lockconsole/server/package.json')),
  'drizzle',
);

/** Statement texts given a name so far (text → name); bounded so that varying texts cannot grow it forever. */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 4000;
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * node-postgres runs a query without a name as an unnamed statement: parsed and planned again on every call.
 * Naming each distinct text (a hash of it) makes the server keep it per connection, so a repeated query skips
 * parsing, and after five runs PostgreSQL may keep a generic plan and skip planning too (the lock list's
 * statement plans in ~1.5 ms and runs in less). Only single DML/SELECT statements sent as query objects.
 */
function namedStatementClient(Base: typeof PgClient): typeof PgClient {
  return class NamedStatementClient extends Base {
    // node-postgres overloads query(); the config object is rewritten and every argument passed on unchanged.
    override query(...args: unknown[]): never {
      const config = args[0];
      if (config && typeof config === 'object' && 'text' in config && !('name' in config && config.name)) {
        const text = (config as { text: string }).text;
        let name = statementNames.get(text);
        if (!name && statementNames.size < MAX_NAMED_STATEMENTS && NAMEABLE.test(text)) {
          name = `s${crypto.createHash('sha1').update(text).digest('base64url')}`;
          statementNames.set(text, name);
        }
        if (name) args[0] = { ...config, name };
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  };
}

/** The advisory lock key migrations are applied under (any constant no other code uses). */
export const MIGRATION_LOCK = 7_302_450_024;

/**
 * `dataDir` undefined → in-memory PGlite (tests). `thread`: PGlite runs in a worker thread (db/pglite-thread.ts), off
 * the server's main thread — the server's default; tests and CLI tools keep it in-process. `sharedBuffers`: the
 * embedded database's shared_buffers (PGlite's default is PostgreSQL's 128MB, resident in its WASM memory once used).
 */

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  thread?: boolean;
  sharedBuffers?: string;
  /**
   * In memory only (tests): given back at close to be handed, as new, to the next in-memory open of this process
   * (db/pglite-pool.ts). Only where something ends the process (a test runner's worker): an idle one keeps Node
   * running (the template's data, read from a Blob, holds a handle).
   */
  reuse?: boolean;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // No JIT: every statement here is a short read or write; JIT compiled the account-wide records search (its
    // estimated cost passes the threshold) for ~50 ms of a ~90 ms query (bench/records.ts).
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      options: '-c jit=off',
      Client: namedStatementClient(pg.Client),
    });
    // An idle connection lost (database restart, connections terminated by an admin) must not crash the process:
    // the pool drops it and opens another; queries in flight report their own errors.
    pool.on('error', () => {});
    // Statements outside transactions take turns for 9 of the 10 connections, urgent work first (db/lanes.ts);
    // transactions take a connection of their own.
    const gate = laneGate(9);
    const gatedPool = new Proxy(pool, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver) as unknown;
        if (typeof v !== 'function') return v;
        const f = (v as (...a: unknown[]) => unknown).bind(target);
        return prop === 'query' ? (...a: unknown[]) => gate(() => f(...a) as Promise<unknown>) : f;
      },
    });
    const db = drizzle(gatedPool);
    // Several nodes starting at once (issue 24): one applies the migrations, the others wait for it, then find
    // nothing left to do. The advisory lock belongs to one connection, held while migrate works on the others.
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lockHolder.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', url: opts.databaseUrl, close: () => pool.end() };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = opts.dataDir && path.join(opts.dataDir, 'pglite');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // A new data directory starts from the migrated template when this user's is there (db/pglite-template.ts).
  const template = dir ? ownTemplateFor(dir, MIGRATIONS_DIR, pgliteVersion()) : undefined;
  if (opts.thread) {
    const { openPgliteThread } = await import('./pglite-thread');
    type ThreadClient = Awaited<ReturnType<typeof openPgliteThread>>;
    const applied = async (t: ThreadClient) =>
      t.query<{ rows: { n: number }[] }>('select count(*)::int as n from drizzle.__drizzle_migrations').then(
        (r) => r.rows[0]?.n ?? 0,
        () => 0,
      );
    let thread = await openPgliteThread(dir, opts.sharedBuffers, template);
    try {
      const before = await applied(thread);
      // The driver needs only query, exec and transaction of a PGlite instance.
      await migrate(drizzle(thread as never), { migrationsFolder: MIGRATIONS_DIR });
      // (In memory — tests — the database is the thread: it stays.)
      if (dir && (template || (await applied(thread)) !== before)) {
        // A WASM engine never gives memory back: the thread that ran initdb or loaded the template (a new data
        // directory) or migrations kept ~600 MB more for its life. A fresh thread on the migrated files starts at
        // what a restart would (~0.3–1 s, once per upgrade; docs/ARCHITECTURE.md).
        await thread.close();
        thread = await openPgliteThread(dir, opts.sharedBuffers);
      }
    } catch (e) {
      await thread.close().catch(() => undefined);
      throw e;
    }
    const db = drizzle(thread as never);
    return { db: db as unknown as Db, kind: 'pglite', close: () => thread.close() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  let client: InstanceType<typeof PGlite>;
  let close: () => Promise<void>;
  if (dir) {
    const sb = opts.sharedBuffers;
    client = new PGlite(dir, {
      ...(sb ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sb}`] } : {}),
      ...(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}),
    });
    close = () => client.close();
  } else {
    // In memory: start from a migrated empty database kept on disk (db/pglite-template.ts).
    const template = await migratedTemplate(MIGRATIONS_DIR, pgliteVersion(), async () => {
      const fresh = await PGlite.create();
      await migrate(drizzle(fresh), { migrationsFolder: MIGRATIONS_DIR });
      // This month's record partitions too, so a test's server does not make them at its start.
      const { createRecordPartitions } = await import('./record-partitions');
      const { systemClock } = await import('../platform/clock');
      await createRecordPartitions({ db: drizzle(fresh) as unknown as Db, clock: systemClock, keepMonths: 6 }).ensure();
      return fresh;
    });
    const make = async () => {
      const made = await PGlite.create(template ? { loadDataDir: template } : {});
      await migrate(drizzle(made), { migrationsFolder: MIGRATIONS_DIR });
      return made;
    };
    if (opts.reuse) {
      const lease = await leasePglite(make);
      client = lease.client;
      close = lease.close;
    } else {
      const made = await make();
      client = made;
      close = () => made.close();
    }
  }
  const db = drizzle(client);
  if (dir) await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Db, kind: 'pglite', close };
}
