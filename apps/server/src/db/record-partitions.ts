// Monthly partitions of unlock records (migration 0042; why: docs/ARCHITECTURE.md "Unlock records at 10 M"). The
// layout is always: lock_records_older for everything before the first month, one partition per month
// (lock_records_yYYYYmMM) without a gap, and lock_records_newer for everything after the last — ranges to MINVALUE and
// MAXVALUE rather than a default partition, because with a default partition PostgreSQL cannot read the partitions
// in time order (the records page then descends into every month instead of stopping in the newest). The edges hold
// what a lock with a clock far off reports. Upkeep makes the kept months and AHEAD ahead (the edges detached, the new
// months made, the edges' rows of those months moved into them, the edges attached again with their new bounds) and
// drops months older than the kept ones whole, and the older edge's rows that arrived before them. Any node may run
// it: one at a time (advisory lock), each change in one transaction, so no insert ever finds a range without a
// partition. The first run after the migration on a large database moves every kept record out of the newer edge
// in that one transaction: the records table waits for it (docs/ARCHITECTURE.md says how to do it off-hours).
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Clock } from '../platform/clock';

/** db/client.ts's Db (not imported from there: client.ts makes the test template's partitions with this file). */
type Db = PgDatabase<PgQueryResultHKT>;

const AHEAD = 2;
const OLDER = 'lock_records_older';
const NEWER = 'lock_records_newer';
/** pg_advisory_xact_lock key of the upkeep ("lockrecp" as a number). */
const UPKEEP_LOCK = 0x6c6f636b72656370n;
const NAME = /^lock_records_y(\d{4})m(\d{2})$/;

/** First instant (UTC) of the month `offset` months from `d`'s. */
export const monthStart = (d: Date, offset = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));

export const partitionName = (start: Date) =>
  `lock_records_y${start.getUTCFullYear()}m${String(start.getUTCMonth() + 1).padStart(2, '0')}`;

const literal = (d: Date) => sql.raw(`'${d.toISOString()}'`);

type Runner = Pick<Db, 'execute'>;
/** The rows of a statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = async <T>(db: Runner, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

type Layout = { months: Date[]; older: boolean; newer: boolean };

async function layoutOf(db: Runner): Promise<Layout> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid where i.inhparent = 'lock_records'::regclass`,
  );
  const months: Date[] = [];
  for (const { name } of rows) {
    const m = NAME.exec(name);
    if (m) months.push(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
  }
  months.sort((a, b) => a.getTime() - b.getTime());
  const names = new Set(rows.map((r) => r.name));
  return { months, older: names.has(OLDER), newer: names.has(NEWER) };
}

const ms = (d: Date) => d.getTime();

export function createRecordPartitions(d: { db: Db; clock: Clock; keepMonths: number }) {
  const locked = <T>(work: (tx: Runner) => Promise<T>) =>
    d.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${UPKEEP_LOCK.toString()}::bigint)`);
      return work(tx);
    });

  /** Detaches an edge, or makes it (empty) when it is not there. */
  async function detachEdge(tx: Runner, name: string, there: boolean) {
    const t = sql.identifier(name);
    if (there) await tx.execute(sql`alter table lock_records detach partition ${t}`);
    else await tx.execute(sql`create table ${t} (like lock_records including defaults)`);
  }

  const attachEdges = async (tx: Runner, lo: Date, hi: Date) => {
    await tx.execute(
      sql`alter table lock_records attach partition ${sql.identifier(OLDER)} for values from (minvalue) to (${literal(lo)})`,
    );
    await tx.execute(
      sql`alter table lock_records attach partition ${sql.identifier(NEWER)} for values from (${literal(hi)}) to (maxvalue)`,
    );
  };

  /** The kept months, AHEAD more and any between exist; returns how many were made. */
  async function ensure(): Promise<number> {
    const now = d.clock.now();
    const want = { lo: monthStart(now, -d.keepMonths), hi: monthStart(now, AHEAD + 1) };
    const missing = (l: Layout) => {
      const lo = new Date(Math.min(ms(want.lo), ...l.months.map(ms)));
      const hi = new Date(Math.max(ms(want.hi), ...l.months.map((m) => ms(monthStart(m, 1)))));
      const have = new Set(l.months.map(ms));
      const out: Date[] = [];
      for (let m = lo; m < hi; m = monthStart(m, 1)) if (!have.has(ms(m))) out.push(m);
      return { lo, hi, out, edges: l.older && l.newer };
    };
    const first = missing(await layoutOf(d.db));
    if (!first.out.length && first.edges) return 0;
    return locked(async (tx) => {
      const l = await layoutOf(tx);
      const { lo, hi, out, edges } = missing(l);
      if (!out.length && edges) return 0;
      await detachEdge(tx, OLDER, l.older);
      await detachEdge(tx, NEWER, l.newer);
      for (const m of out) {
        await tx.execute(
          sql`create table ${sql.identifier(partitionName(m))} partition of lock_records
            for values from (${literal(m)}) to (${literal(monthStart(m, 1))})`,
        );
      }
      // Each edge's rows where they now belong: the months in [lo, hi) take theirs, the other edge the rest.
      const [older, newer] = [sql.identifier(OLDER), sql.identifier(NEWER)];
      for (const edge of [older, newer]) {
        await tx.execute(sql`with moved as (delete from ${edge} where lock_date >= ${lo} and lock_date < ${hi}
          returning *) insert into lock_records select * from moved`);
      }
      await tx.execute(
        sql`with moved as (delete from ${older} where lock_date >= ${hi} returning *) insert into ${newer} select * from moved`,
      );
      await tx.execute(
        sql`with moved as (delete from ${newer} where lock_date < ${lo} returning *) insert into ${older} select * from moved`,
      );
      await attachEdges(tx, lo, hi);
      return out.length;
    });
  }

  /** Drops the months before the oldest kept one and deletes the older edge's rows before it; how many of each. */
  async function dropOld(): Promise<{ months: number; rows: number }> {
    const cutoff = monthStart(d.clock.now(), -d.keepMonths);
    const first = await layoutOf(d.db);
    if (!first.older || !first.newer) return { months: 0, rows: 0 }; // not laid out yet: ensure() first
    return locked(async (tx) => {
      const l = await layoutOf(tx);
      const old = l.months.filter((m) => monthStart(m, 1) <= cutoff);
      const kept = l.months.filter((m) => monthStart(m, 1) > cutoff);
      // The older edge's rows go by their arrival (server time), not the lock's time: a lock whose clock was reset
      // to years ago keeps its new records for the kept months like any other.
      const older = sql.identifier(OLDER);
      const stale = sql`${older} where server_date < ${cutoff}`;
      const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${stale}`);
      if (n) await tx.execute(sql`delete from ${stale}`);
      if (!old.length) return { months: 0, rows: n };
      // The older edge now reaches to the first kept month (or, with none left, to where the newer edge starts: the
      // months are contiguous); its rows are all before the dropped months, so it is attached again as it is.
      const lo = kept[0] ?? monthStart(old.at(-1)!, 1);
      await tx.execute(sql`alter table lock_records detach partition ${older}`);
      for (const m of old) await tx.execute(sql`drop table ${sql.identifier(partitionName(m))}`);
      await tx.execute(
        sql`alter table lock_records attach partition ${older} for values from (minvalue) to (${literal(lo)})`,
      );
      return { months: old.length, rows: n };
    });
  }

  return { ensure, dropOld };
}

export type RecordPartitions = ReturnType<typeof createRecordPartitions>;
