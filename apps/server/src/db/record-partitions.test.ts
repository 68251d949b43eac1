// Unlock records by month (migration 0042, record-partitions.ts): each record lands in its month's partition, or in an
// edge (older / newer) when its time is outside the months; the kept months and two ahead exist after upkeep; a month
// made later takes its rows out of the newer edge; months older than RECORDS_KEEP_MONTHS are dropped whole with the
// older edge's rows; a (lock, seq) is one record even when sent again with another time; the records page reads the
// months newest first and stops (an ordered append: no default partition to merge with).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockRecords } from './schema/devices';
import { createTestApp, type TestApp } from '../test/harness';
import { createUserWithSession } from '../test/factories';
import { makePasscodeLock } from '../modules/passcodes/passcodes.test-kit';
import { createRecordsRepo } from '../modules/records/records.repo';
import { monthStart, partitionName } from './record-partitions';

let t: TestApp;
let lockId: number;
const DAY = 86_400_000;
// Near today, so the embedded test template's months (made with today's clock) are the kept ones here too.
const START = new Date(monthStart(new Date()).getTime() + 14 * DAY + 12 * 3_600_000);
/** The partition of the month `k` months from START's, and a time `day` days into that month. */
const M = (k: number) => partitionName(monthStart(START, k));
const at = (k: number, day = 9) => new Date(monthStart(START, k).getTime() + day * DAY + 8 * 3_600_000);

beforeAll(async () => {
  t = await createTestApp({ start: START, env: { RECORDS_KEEP_MONTHS: '6' } });
  const u = await createUserWithSession(t.db, t.services.sessions);
  lockId = (await makePasscodeLock(t.db, u.userId)).id;
});
afterAll(async () => {
  await t?.close();
});

const record = (seq: number, lockDate: Date, serverDate?: Date) => ({
  lockId,
  seq,
  recordType: 4,
  success: true,
  keyboardPwd: `code${seq}`,
  lockDate,
  serverDate: serverDate ?? t.clock.now(),
});

/** Which partition holds each record, by seq. */
async function placed(): Promise<Record<number, string>> {
  const r = (await t.db.execute(
    sql`select seq, tableoid::regclass::text as part from lock_records where lock_id = ${lockId} order by seq`,
  )) as unknown as { rows: { seq: number | string; part: string }[] };
  return Object.fromEntries(r.rows.map((x) => [Number(x.seq), x.part]));
}

async function parts(): Promise<string[]> {
  const r = (await t.db.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'lock_records'::regclass order by 1`)) as unknown as { rows: { name: string }[] };
  return r.rows.map((x) => x.name);
}

describe('unlock records by month', () => {
  it('names a month after its first day in UTC', () => {
    expect(partitionName(monthStart(new Date('2026-12-31T23:59:59Z'), 1))).toBe('lock_records_y2027m01');
    expect(partitionName(monthStart(new Date('2026-03-01T00:00:00Z'), -6))).toBe('lock_records_y2025m09');
  });

  it('after upkeep the six kept months, this one and two ahead exist between two edges; each record lands in its month', async () => {
    await t.services.retention.sweep();
    const names = await parts();
    for (let k = -6; k <= 2; k++) expect(names).toContain(M(k));
    expect(names).not.toContain(M(-7));
    expect(names).not.toContain(M(3));
    expect(names).toEqual(expect.arrayContaining(['lock_records_older', 'lock_records_newer']));

    const repo = createRecordsRepo(t.db);
    const stored = await repo.insertNew([
      record(1, at(-7), at(-7)), // older than the kept months, and arrived then
      record(2, at(-3)),
      record(3, START),
      record(4, at(4)), // beyond the months ahead: a lock clock running fast
    ]);
    expect(stored.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
    expect(await placed()).toEqual({ 1: 'lock_records_older', 2: M(-3), 3: M(0), 4: 'lock_records_newer' });
  });

  it('a (lock, seq) is stored once, even sent again with another time', async () => {
    const repo = createRecordsRepo(t.db);
    const again = await repo.insertNew([record(3, START), record(2, START), record(5, START)]);
    expect(again.map((r) => r.seq)).toEqual([5]);
    expect(Object.keys(await placed())).toEqual(['1', '2', '3', '4', '5']);
  });

  it('the records page reads across months newest first, from the newest month on (no merge of every month)', async () => {
    const { rows, total } = await createRecordsRepo(t.db).list(lockId, { limit: 3, offset: 0 });
    expect(total).toBe(5);
    expect(rows.map((r) => r.r.seq)).toEqual([4, 5, 3]);
    const plan = (await t.db.execute(sql`explain (costs off) select * from lock_records where lock_id = ${lockId}
      order by lock_date desc, seq desc limit 20`)) as unknown as { rows: Record<string, string>[] };
    const text = plan.rows.map((r) => Object.values(r).join(' ')).join('\n');
    expect(text).toContain('Append');
    expect(text).not.toContain('Merge Append');
  });

  it('months later: new months take their rows from the newer edge; old months and the older edge’s rows go', async () => {
    t.clock.set(at(2, 19));
    const swept = await t.services.retention.sweep();
    // Kept from month -4: months -6 and -5 dropped whole, record 1 (in the older edge) with them.
    expect(swept.records).toEqual({ months: 2, rows: 1 });
    const names = await parts();
    expect(names).not.toContain(M(-5));
    expect(names).toContain(M(4));
    expect(await placed()).toEqual({ 2: M(-3), 3: M(0), 4: M(4), 5: M(0) });
    // A new record of that month lands in its partition, and the page still reads newest first.
    await createRecordsRepo(t.db).insertNew([record(6, at(4, 10))]);
    expect((await placed())[6]).toBe(M(4));
    const { rows } = await createRecordsRepo(t.db).list(lockId, { limit: 2, offset: 0 });
    expect(rows.map((r) => r.r.seq)).toEqual([6, 4]);
  });

  it('a month older than the kept ones is dropped with its records', async () => {
    t.clock.set(monthStart(START, 4)); // kept from month -2: months -4 and -3 go, record 2 with them
    const swept = await t.services.retention.sweep();
    expect(swept.records).toEqual({ months: 2, rows: 0 });
    expect(Object.keys(await placed())).toEqual(['3', '4', '5', '6']);
    expect(await t.db.$count(lockRecords)).toBe(4);
  });

  it('a lock whose clock went back years keeps its new records (the older edge goes by arrival)', async () => {
    await createRecordsRepo(t.db).insertNew([record(7, new Date('2001-01-01T00:00:00Z'))]);
    expect((await placed())[7]).toBe('lock_records_older');
    t.clock.set(monthStart(START, 5));
    expect((await t.services.retention.sweep()).records.months).toBe(1);
    expect((await placed())[7]).toBe('lock_records_older');
  });
});
