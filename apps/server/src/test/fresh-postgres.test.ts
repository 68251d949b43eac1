// Test servers on PostgreSQL start from a copy of one migrated database: every migration applied, the migrations'
// own rows there, nothing a test wrote into another copy; an empty database when asked for one (tests of migrating).
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshPostgres } from './fresh-postgres';

const PG = process.env.DATABASE_URL;

async function ask<T>(url: string, q: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(q)).rows as T[];
  } finally {
    await c.end();
  }
}

describe.runIf(PG)('fresh PostgreSQL databases for tests', () => {
  it('copies a migrated database, each copy its own', async () => {
    const [a, b] = await Promise.all([
      freshPostgres(PG!, 't', { migrated: true }),
      freshPostgres(PG!, 't', { migrated: true }),
    ]);
    try {
      const applied = await ask<{ n: number }>(a.url, 'select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied[0]!.n).toBeGreaterThan(40);
      await ask(a.url, "insert into users (email, password_hash) values ('only@a.test', 'x')");
      expect(await ask(b.url, 'select id from users')).toEqual([]);
      expect((await ask(b.url, 'select id from service_packages')).length).toBeGreaterThan(0);
    } finally {
      await Promise.all([a.drop(), b.drop()]);
    }
  });

  it('makes an empty database when not asked for a migrated one', async () => {
    const e = await freshPostgres(PG!);
    try {
      expect(await ask(e.url, "select 1 from pg_namespace where nspname = 'drizzle'")).toEqual([]);
    } finally {
      await e.drop();
    }
  });
});
