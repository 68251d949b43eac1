// A fresh, uniquely named PostgreSQL database on the server of `url`, dropped (forcibly) by `drop()`.
import crypto from 'node:crypto';
import { MIGRATIONS_DIR, openDatabase } from '../db/client';
import { migrationsDigest } from '../db/pglite-template';

type AdminClient = { query: (q: string, v?: unknown[]) => Promise<{ rows: unknown[] }>; end: () => Promise<void> };

async function admin(url: string): Promise<AdminClient> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
}

/** Statements that need the database they name to have no session may meet one that is still ending: a few tries. */
async function retried(c: AdminClient, q: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      await c.query(q);
      return;
    } catch (e) {
      if (i >= 20 || !/being accessed by other users/.test(String(e))) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * The name of a database holding every migration and nothing else, made on the server the first time it is asked
 * for (migrated under another name, then renamed: whoever gets there first; the others drop theirs). Copying it
 * takes ~50–100 ms where a new database and 40-odd migrations took ~600 ms — once per test server on PostgreSQL.
 * Older ones (other migrations) are dropped when a new one is made.
 */
async function migratedTemplate(url: string): Promise<string> {
  const name = `lockconsole_tpl_${migrationsDigest(MIGRATIONS_DIR)}`;
  const c = await admin(url);
  try {
    if ((await c.query('select 1 from pg_database where datname = $1', [name])).rows.length) return name;
    const building = `lockconsole_build_${crypto.randomBytes(6).toString('hex')}`;
    await c.query(`create database ${building}`);
    const u = new URL(url);
    u.pathname = `/${building}`;
    const h = await openDatabase({ databaseUrl: u.toString() });
    await h.close();
    try {
      await retried(c, `alter database ${building} rename to ${name}`);
    } catch (e) {
      await retried(c, `drop database if exists ${building}`);
      if (!(await c.query('select 1 from pg_database where datname = $1', [name])).rows.length) throw e;
      return name;
    }
    const old = await c.query(
      "select datname from pg_database where datname like 'lockconsole\\_tpl\\_%' and datname <> $1",
      [name],
    );
    for (const r of old.rows as { datname: string }[]) {
      await c.query(`drop database if exists ${r.datname}`).catch(() => undefined);
    }
    return name;
  } finally {
    await c.end();
  }
}

/**
 * `prefix` names what made it (tests "t", benches "bench_<kind>"), so leftovers can be told apart. `migrated`: a copy
 * of a migrated empty database (test servers), else an empty one (tests of migrating itself, benches).
 */
export async function freshPostgres(
  url: string,
  prefix = 't',
  o: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const template = o.migrated ? await migratedTemplate(url) : undefined;
  const c = await admin(url);
  try {
    if (template) await retried(c, `create database ${name} template ${template}`);
    else await c.query(`create database ${name}`);
  } finally {
    await c.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const d = await admin(url);
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}
