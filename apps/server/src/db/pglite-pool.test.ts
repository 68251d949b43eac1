// A test database given back and taken again looks new: no rows of the last holder, the migrations' own rows, the
// sequences where they started, no table the template did not have; and the last holder's view of it is closed.
// One whose record partitions were moved (an upkeep at another date) is not reused. Only embedded databases: the
// PostgreSQL step of CI leaves this file out (tests/same-on-any-database.json); that test apps use the pool is
// pglite-pool.harness.test.ts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../platform/clock';
import { openDatabase, type Db } from './client';
import { pglitePoolStats } from './pglite-pool';
import { createRecordPartitions } from './record-partitions';

async function stateOf(db: Db) {
  const rows = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: unknown[] }).rows;
  return {
    relations: await rows(
      sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p', 'S') order by 1`,
    ),
    bounds: await rows(
      sql`select c.relname, pg_get_expr(c.relpartbound, c.oid) as bound from pg_inherits i
           join pg_class c on c.oid = i.inhrelid where i.inhparent = 'lock_records'::regclass order by 1`,
    ),
    packages: await rows(sql`select * from service_packages order by id`),
    users: await rows(sql`select count(*)::int as n from users`),
    nextUserId: await rows(sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id`),
  };
}

describe('in-memory databases reused within a process', () => {
  it('gives the next holder a database it cannot tell from a new one', async () => {
    const first = await openDatabase({ reuse: true });
    const asNew = await stateOf(first.db);
    expect((asNew.packages as unknown[]).length).toBeGreaterThan(0);
    // What a holder may leave behind: rows (in a table with references to it), a sequence moved on, a changed seeded
    // row, a partition of another month.
    await first.db.execute(sql`insert into users (email, password_hash) values ('left@behind.test', 'x')`);
    await first.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), 5000)`);
    await first.db.execute(sql`update service_packages set amount = 1`);
    await first.db.execute(sql`create table left_behind (x int)`);
    await first.close();
    const late = await first.db.execute(sql`select 1`).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(String(late?.cause)).toMatch(/closed/);

    const before = pglitePoolStats();
    const second = await openDatabase({ reuse: true });
    expect(pglitePoolStats().reused).toBe(before.reused + 1);
    // The reset cannot be told from a new database... and the seeded rows came back whole.
    expect(await stateOf(second.db)).toEqual(asNew);
    await second.close();
  });

  it('does not reuse a database whose record partitions were moved', async () => {
    const first = await openDatabase({ reuse: true });
    const asNew = await stateOf(first.db);
    const longAgo = manualClock(new Date('2001-03-15T00:00:00Z'));
    await createRecordPartitions({ db: first.db, clock: longAgo, keepMonths: 1 }).ensure();
    expect(await stateOf(first.db)).not.toEqual(asNew);
    await first.close();
    const before = pglitePoolStats();
    const second = await openDatabase({ reuse: true });
    expect(pglitePoolStats()).toEqual({ made: before.made + 1, reused: before.reused });
    expect(await stateOf(second.db)).toEqual(asNew);
    await second.close();
  });

  it('gives two holders at once two databases', async () => {
    const [a, b] = await Promise.all([openDatabase({ reuse: true }), openDatabase({ reuse: true })]);
    await a.db.execute(sql`update service_packages set amount = 7`);
    const amounts = (await b.db.execute(sql`select distinct amount from service_packages`)) as unknown as {
      rows: { amount: number }[];
    };
    expect(amounts.rows.map((r) => r.amount)).not.toContain(7);
    await Promise.all([a.close(), b.close()]);
  });
});
