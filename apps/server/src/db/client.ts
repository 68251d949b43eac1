// Database client factory: embedded PGlite in DATA_DIR by default, node-postgres when DATABASE_URL is set.
// One SQL dialect (PostgreSQL) and one migration set for both.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Db = PgDatabase<PgQueryResultHKT>;
export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Connection URL (PostgreSQL only), e.g. for a LISTEN connection. */
  url?: string;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** `dataDir` undefined → in-memory PGlite (tests). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection lost (database restart, connections terminated by an admin) must not crash the process:
    // the pool drops it and opens another; queries in flight report their own errors.
    pool.on('error', () => {});
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Db, kind: 'postgres', url: opts.databaseUrl, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
