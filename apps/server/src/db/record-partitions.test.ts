// Unlock records by month (migration 0042, record-partitions.ts): each record lands in its month's partition; the kept
// months and two ahead exist after upkeep; a month made later takes its rows out of the default partition; months
// older than RECORDS_KEEP_MONTHS are dropped whole and old rows of the default partition deleted; a (lock, seq) is one
// record even when sent again with another time; the records page reads across months, newest first.
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
const START = new Date('2031-05-15T12:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ start: START, env: { RECORDS_KEEP_MONTHS: '6' } });
  const u = await createUserWithSession(t.db, t.services.sessions);
  lockId = (await makePasscodeLock(t.db, u.userId)).id;
});
afterAll(async () => {
  await t?.close();
});

const record = (seq: number, lockDate: Date) => ({
  lockId,
  seq,
  recordType: 4,
  success: true,
  keyboardPwd: `code${seq}`,
  lockDate,
  serverDate: t.clock.now(),
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

  it('after upkeep the six kept months, this one and two ahead exist; each record lands in its month', async () => {
    await t.services.retention.sweep();
    const names = await parts();
    for (const m of ['2030m11', '2030m12', '2031m01', '2031m04', '2031m05', '2031m06', '2031m07'])
      expect(names).toContain(`lock_records_y${m}`);
    expect(names).not.toContain('lock_records_y2030m10');
    expect(names).not.toContain('lock_records_y2031m08');
    expect(names).toContain('lock_records_default');

    const repo = createRecordsRepo(t.db);
    const stored = await repo.insertNew([
      record(1, new Date(START.getTime() - 200 * DAY)), // 2030-10: older than the kept months
      record(2, new Date('2031-02-10T08:00:00Z')),
      record(3, START),
      record(4, new Date('2031-09-03T10:00:00Z')), // beyond the months ahead: a lock clock running fast
    ]);
    expect(stored.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
    expect(await placed()).toEqual({
      1: 'lock_records_default',
      2: 'lock_records_y2031m02',
      3: 'lock_records_y2031m05',
      4: 'lock_records_default',
    });
  });

  it('a (lock, seq) is stored once, even sent again with another time', async () => {
    const repo = createRecordsRepo(t.db);
    const again = await repo.insertNew([record(3, START), record(2, START), record(5, START)]);
    expect(again.map((r) => r.seq)).toEqual([5]);
    expect(Object.keys(await placed())).toEqual(['1', '2', '3', '4', '5']);
  });

  it('the records page reads across months, newest lock time first', async () => {
    const { rows, total } = await createRecordsRepo(t.db).list(lockId, { limit: 3, offset: 0 });
    expect(total).toBe(5);
    expect(rows.map((r) => r.r.seq)).toEqual([4, 5, 3]);
  });

  it('months later: the new month takes its rows from the default partition, old months and rows go', async () => {
    t.clock.set(new Date('2031-07-20T00:00:00Z'));
    const swept = await t.services.retention.sweep();
    // Kept from 2031-01: 2030-11 and 2030-12 dropped whole (record 1 was in the default partition: deleted).
    expect(swept.records).toEqual({ months: 2, rows: 1 });
    const names = await parts();
    expect(names).not.toContain('lock_records_y2030m12');
    expect(names).toContain('lock_records_y2031m09');
    expect(await placed()).toEqual({
      2: 'lock_records_y2031m02',
      3: 'lock_records_y2031m05',
      4: 'lock_records_y2031m09',
      5: 'lock_records_y2031m05',
    });
    // The moved record is still found by the page, and a new one of that month lands in its partition.
    await createRecordsRepo(t.db).insertNew([record(6, new Date('2031-09-04T10:00:00Z'))]);
    expect((await placed())[6]).toBe('lock_records_y2031m09');
    const { rows } = await createRecordsRepo(t.db).list(lockId, { limit: 2, offset: 0 });
    expect(rows.map((r) => r.r.seq)).toEqual([6, 4]);
  });

  it('a month older than the kept ones is dropped with its records', async () => {
    t.clock.set(new Date('2031-09-01T00:00:00Z')); // kept from 2031-03: January and February go, record 2 with them
    const swept = await t.services.retention.sweep();
    expect(swept.records).toEqual({ months: 2, rows: 0 });
    expect(Object.keys(await placed())).toEqual(['3', '4', '5', '6']);
    expect(await t.db.$count(lockRecords)).toBe(4);
  });
});
