// The records page (statements built once per shape) and filterWhere (exports, their counts) must select the same
// records for the same filters: both are checked against what each record is, for every kind of filter and together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lockRecords } from '../../db/schema/devices';
import { users } from '../../db/schema/accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { makeLock } from '../locks/locks.test-kit';
import { createRecordsRepo, type RecordQuery } from './records.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const T0 = Date.UTC(2026, 10, 1);
const day = (n: number) => new Date(T0 + n * 86_400_000);

describe('records page filters', () => {
  it('the page and the export count agree on every filter, alone and together, and page newest first', async () => {
    const { userId, email } = await createUserWithSession(t.db, t.services.sessions);
    await t.db.update(users).set({ nickname: 'Zoë Müller' }).where(eq(users.id, userId));
    // A search matches the passcode, the operator's name or e-mail (a random one: it may hold "10").
    const found = (r: { keyboardPwd: string; operatorUid: number | null }, term: string) =>
      r.keyboardPwd.toLowerCase().includes(term) ||
      (r.operatorUid === userId && ['zoë müller', email.toLowerCase()].some((s) => s.includes(term)));
    const lock = await makeLock(t.db, userId);
    // 40 records over 40 days: types 1/4/7/8, every 4th by the owner, codes 1000…, a key on every 5th.
    const made = Array.from({ length: 40 }, (_, i) => ({
      lockId: lock.id,
      seq: i + 1,
      recordType: [1, 4, 7, 8][i % 4]!,
      success: true,
      keyboardPwd: i % 4 === 1 ? String(1000 + i) : '',
      operatorUid: i % 4 === 0 ? userId : null,
      keyId: i % 5 === 0 ? 99 : null,
      lockDate: day(i),
      serverDate: day(i),
    }));
    await t.db.insert(lockRecords).values(made);
    const repo = createRecordsRepo(t.db);
    const cases: [Omit<RecordQuery, 'limit' | 'offset'>, (r: (typeof made)[number]) => boolean][] = [
      [{}, () => true],
      [{ startDate: day(10) }, (r) => r.lockDate >= day(10)],
      [{ endDate: day(10) }, (r) => r.lockDate <= day(10)],
      [{ types: [4, 8] }, (r) => [4, 8].includes(r.recordType)],
      [{ types: [] }, () => false],
      [{ search: '101' }, (r) => found(r, '101')],
      [{ search: 'zoë' }, (r) => found(r, 'zoë')],
      // Case-insensitive both ways: the term's capitals match the name's small letters.
      [{ search: 'ZO' }, (r) => found(r, 'zo')],
      [{ search: '%' }, () => false],
      [
        { startDate: day(5), endDate: day(30), types: [1, 4], search: '10' },
        (r) => r.lockDate >= day(5) && r.lockDate <= day(30) && [1, 4].includes(r.recordType) && found(r, '10'),
      ],
    ];
    for (const [q, want] of cases) {
      const expected = made
        .filter(want)
        .map((r) => r.seq)
        .reverse();
      const page = await repo.list(lock.id, { ...q, limit: 5, offset: 1 });
      expect(page.total, JSON.stringify(q)).toBe(expected.length);
      expect(
        page.rows.map((r) => r.r.seq),
        JSON.stringify(q),
      ).toEqual(expected.slice(1, 6));
      expect(await repo.countMatching([lock.id], q), JSON.stringify(q)).toBe(expected.length);
    }
    const byKey = await repo.list(lock.id, { keyId: 99, types: [1], limit: 50, offset: 0 });
    const keyed = made.filter((r) => r.keyId === 99 && r.recordType === 1).reverse();
    expect(byKey.rows.map((r) => r.r.seq)).toEqual(keyed.map((r) => r.seq));
    // The operator's name comes with each record (the owner's on every 4th).
    expect(byKey.rows.map((r) => r.nickname)).toEqual(keyed.map((r) => (r.operatorUid ? 'Zoë Müller' : null)));
  });
});
