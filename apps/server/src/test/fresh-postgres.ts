// A fresh, uniquely named PostgreSQL database on the server of `url`, dropped (forcibly) by `drop()`.
import crypto from 'node:crypto';

/** `prefix` names what made it (tests "t", benches "bench_<kind>"), so leftovers can be told apart. */
export async function freshPostgres(url: string, prefix = 't'): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
