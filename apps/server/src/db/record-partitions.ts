// Monthly partitions of unlock records (migration 0042; why: docs/ARCHITECTURE.md "Unlock records at 10 M"). Each
// month of the lock's time is a partition named lock_records_yYYYYmMM; what falls outside them (a lock whose clock is
// far off, or a month not made yet) lands in lock_records_default. Upkeep makes the months from the oldest kept one to
// AHEAD months ahead — moving rows of a new month out of the default partition first, since PostgreSQL refuses a
// partition whose rows the default one holds — and drops the months older than the kept ones whole (no row-by-row
// delete); old rows in the default partition go in batches. Any node may run it: one at a time (advisory lock).
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Clock } from '../platform/clock';

/** db/client.ts's Db (not imported from there: client.ts makes the test template's partitions with this file). */
type Db = PgDatabase<PgQueryResultHKT>;

const AHEAD = 2;
const BATCH = 5000;
const DEFAULT_PART = 'lock_records_default';
/** pg_advisory_xact_lock key of the upkeep ("lockrecp" as a number). */
const UPKEEP_LOCK = 0x6c6f636b72656370n;
const NAME = /^lock_records_y(\d{4})m(\d{2})$/;

/** First instant (UTC) of the month `offset` months from `d`'s. */
export const monthStart = (d: Date, offset = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));

export const partitionName = (start: Date) =>
  `lock_records_y${start.getUTCFullYear()}m${String(start.getUTCMonth() + 1).padStart(2, '0')}`;

const literal = (d: Date) => `'${d.toISOString()}'`;

type Runner = Pick<Db, 'execute'>;
/** The rows of a statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = async <T>(db: Runner, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

export function createRecordPartitions(d: { db: Db; clock: Clock; keepMonths: number }) {
  /** The monthly partitions there are, by name, with the first instant of their month. */
  async function months(): Promise<Map<string, Date>> {
    const rows = await rowsOf<{ name: string }>(
      d.db,
      sql`select c.relname as name from pg_inherits i
        join pg_class c on c.oid = i.inhrelid where i.inhparent = 'lock_records'::regclass`,
    );
    const out = new Map<string, Date>();
    for (const { name } of rows) {
      const m = NAME.exec(name);
      if (m) out.set(name, new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
    }
    return out;
  }

  /** Makes the month starting at `from`, moving its rows out of the default partition when it holds any. */
  async function make(from: Date) {
    const name = partitionName(from);
    const to = monthStart(from, 1);
    const range = sql.raw(`from (${literal(from)}) to (${literal(to)})`);
    await d.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${UPKEEP_LOCK.toString()}::bigint)`);
      const [made] = await rowsOf<{ made: boolean }>(tx, sql`select to_regclass(${name}) is not null as made`);
      if (made?.made) return;
      const inDefault = sql`${sql.identifier(DEFAULT_PART)} where lock_date >= ${from} and lock_date < ${to}`;
      const [held] = await rowsOf<{ held: boolean }>(tx, sql`select exists (select 1 from ${inDefault}) as held`);
      const table = sql.identifier(name);
      if (!held?.held) {
        await tx.execute(sql`create table ${table} partition of lock_records for values ${range}`);
        return;
      }
      await tx.execute(sql`create table ${table} (like lock_records including defaults)`);
      await tx.execute(
        sql`with moved as (delete from ${inDefault} returning *) insert into ${table} select * from moved`,
      );
      await tx.execute(sql`alter table lock_records attach partition ${table} for values ${range}`);
    });
  }

  /** The kept months and AHEAD more exist; returns how many were made. */
  async function ensure(): Promise<number> {
    const now = d.clock.now();
    const have = await months();
    let made = 0;
    for (let i = -d.keepMonths; i <= AHEAD; i++) {
      const from = monthStart(now, i);
      if (!have.has(partitionName(from))) {
        await make(from);
        made++;
      }
    }
    return made;
  }

  /** Drops the months before the oldest kept one and deletes older rows of the default partition; how many of each. */
  async function dropOld(): Promise<{ months: number; rows: number }> {
    const cutoff = monthStart(d.clock.now(), -d.keepMonths);
    let dropped = 0;
    for (const [name, from] of await months()) {
      if (monthStart(from, 1) > cutoff) continue;
      await d.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${UPKEEP_LOCK.toString()}::bigint)`);
        await tx.execute(sql`drop table if exists ${sql.identifier(name)}`);
      });
      dropped++;
    }
    const part = sql.identifier(DEFAULT_PART);
    let rows = 0;
    for (;;) {
      const n = (
        await rowsOf(
          d.db,
          sql`delete from ${part} where ctid = any(array(
            select ctid from ${part} where lock_date < ${cutoff} limit ${BATCH})) returning 1`,
        )
      ).length;
      rows += n;
      if (n < BATCH) break;
    }
    return { months: dropped, rows };
  }

  return { ensure, dropOld };
}

export type RecordPartitions = ReturnType<typeof createRecordPartitions>;
