// The card endpoints without a device stack (no broker): refusals before anything is sent (number format, a number
// the lock has, 1,000 cards, the time rules, cycle days, an authorized admin beyond their own key), pushes that cannot
// be sent ending add failed with the real cause in the caller's language, delete of a card never sent, resync stopping
// after repeated failures, lists (search, order, paging, account-wide by number) and the lost report's scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CardItem } from '@lockconsole/shared/card/card';
import type { CardPage } from '@lockconsole/shared/card/list';
import type { CardGroupPage } from '@lockconsole/shared/card/list-all';
import type { CardLockResult } from '@lockconsole/shared/card/lost';
import type { ImportCardResult } from '@lockconsole/shared/card/issue';
import { lockGateways } from '../../db/schema/devices';
import { credentials } from '../../db/schema/credentials';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { makeGateway } from '../locks/locks.test-kit';
import { addKey } from '../lock-users/lock-users.test-kit';
import { makePasscodeLock } from '../passcodes/passcodes.test-kit';

const DAY = 86_400_000;
const NOW = Date.parse('2026-07-01T10:00:00Z'); // 12:00 at the lock (UTC+2)
type User = { userId: number; token: string };
type Answer<T> = { status: number; body: { errorCode: number; errorMsg: string; data: T } };
type Fields = { errors: { field: string; message: string }[] };

let t: TestApp;
let owner: User;
let admin: User;
let stranger: User;

beforeAll(async () => {
  t = await createTestApp({ start: new Date(NOW) });
  owner = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Olga' });
  admin = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Adam' });
  stranger = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Sam' });
});
afterAll(async () => {
  await t?.close();
});

const ok = <T>(r: Answer<T>) => {
  expect(r.status).toBe(200);
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data;
};
const fieldsOf = (r: Answer<unknown>) => {
  expect(r.status).toBe(200);
  expect(r.body.errorCode).toBe(-3);
  return (r.body.data as Fields).errors.map((e) => [e.field, e.message]);
};

async function newLock(o: { gateway?: 'offline'; adminKey?: { startDate: number; endDate: number } } = {}) {
  const l = await makePasscodeLock(t.db, owner.userId, { tzOffsetMinutes: 120 });
  if (o.gateway) {
    const g = await makeGateway(t.db, owner.userId, { online: false });
    await t.db.insert(lockGateways).values({ lockId: l.id, gatewayId: g.id, rssi: -60 });
  }
  await addKey(t.db, l.id, admin.userId, { keyRight: 1, ...(o.adminKey ? { validityType: 2, ...o.adminKey } : {}) });
  const post = <T = CardItem>(path: string, p: Record<string, string | number>, who: User = owner, lang = 'en') =>
    t.post<T>(path, { lockId: l.id, ...p }, { token: who.token, lang });
  const list = async (q: Record<string, string | number> = {}) =>
    ok(await t.get<CardPage>('/card/list', { lockId: l.id, ...q }, { token: owner.token }));
  return { ...l, post, list };
}

describe('POST /card/add', () => {
  it('refuses a bad number, a bad period and bad cycle days with field errors; nothing is stored', async () => {
    const l = await newLock();
    expect(fieldsOf(await l.post('/card/add', { cardNumber: '12ab', validityType: 1 }))).toEqual([
      ['cardNumber', 'Enter the card number: 1 to 20 digits'],
    ]);
    // More than 8 bytes is no card's number (a reversed reader's would lose its top bytes).
    const tooBig = { cardNumber: '18446744073709551616', reversed: 1, validityType: 1 };
    expect(fieldsOf(await l.post('/card/add', tooBig))).toEqual([
      ['cardNumber', 'Enter the card number: 1 to 20 digits'],
    ]);
    expect(fieldsOf(await l.post('/card/add', { cardNumber: '123', validityType: 2 }))).toEqual([
      ['endDate', 'Choose an end time'],
    ]);
    expect(
      fieldsOf(await l.post('/card/add', { cardNumber: '123', validityType: 2, startDate: NOW + DAY, endDate: NOW })),
    ).toEqual([['endDate', 'The start time must be earlier than the end time']]);
    const badCycle = JSON.stringify([{ weekDay: 8, startMinute: 0, endMinute: 60 }]);
    expect(
      fieldsOf(await l.post('/card/add', { cardNumber: '123', validityType: 3, cyclicConfig: badCycle }))[0]![0],
    ).toMatch(/^cyclicConfig/);
    const inverted = JSON.stringify([{ weekDay: 1, startMinute: 600, endMinute: 60 }]);
    expect(fieldsOf(await l.post('/card/add', { cardNumber: '123', validityType: 3, cyclicConfig: inverted }))).toEqual(
      [['cyclicConfig', 'Choose at least one day of the week, each with a start time earlier than its end']],
    );
    expect(fieldsOf(await l.post('/card/add', { cardNumber: '123', validityType: 3 }))).toEqual([
      ['cyclicConfig', 'Choose at least one day of the week, each with a start time earlier than its end'],
    ]);
    expect((await l.list()).total).toBe(0);
    // The largest 8-byte number is a card's.
    const max = '18446744073709551615';
    expect(ok(await l.post('/card/add', { cardNumber: max, validityType: 1 })).cardNumber).toBe(max);
  });

  it('no gateway: add failed at once with the cause in the caller’s language; delete of a card never sent is immediate', async () => {
    const l = await newLock();
    const c = ok(await l.post('/card/add', { cardNumber: '0012345', cardName: 'Olga', validityType: 1 }, owner, 'de'));
    expect(c).toMatchObject({ cardNumber: '12345', cardName: 'Olga', status: 5, failureCode: -2012, canResync: true });
    expect(c.failureReason).toMatch(/Gateway/);
    expect(c.senderUsername).toBe('Olga');
    // The same number on the same lock is refused, as typed or with leading zeros.
    expect((await l.post('/card/add', { cardNumber: '12345', validityType: 1 })).body).toMatchObject({
      errorCode: 10811,
      errorMsg: 'This card number is already on the lock',
    });
    ok(await l.post('/card/delete', { cardId: c.cardId }));
    expect((await l.list()).total).toBe(0);
  });

  it('gateway offline: resync fails again with its cause and stops after five failures', async () => {
    const l = await newLock({ gateway: 'offline' });
    const c = ok(await l.post('/card/add', { cardNumber: '777', validityType: 1 }));
    expect(c).toMatchObject({ status: 5, failureCode: -3002 });
    for (let i = 0; i < 4; i++) expect(ok(await l.post('/card/resync', { cardId: c.cardId })).status).toBe(5);
    const gaveUp = await l.post('/card/resync', { cardId: c.cardId });
    expect(gaveUp.body.errorCode).toBe(10815);
    expect(gaveUp.body.errorMsg).toMatch(/^Sync stopped after repeated failures: The gateway is offline/);
    // A change of period of a card never confirmed pushes the add again with the new period.
    const changed = ok(await l.post('/card/changePeriod', { cardId: c.cardId, validityType: 2, endDate: NOW + DAY }));
    expect(changed).toMatchObject({ status: 5, validityType: 2, endDate: NOW + DAY });
    // Rename is the server's alone.
    expect(ok(await l.post('/card/rename', { cardId: c.cardId, cardName: 'Desk' })).cardName).toBe('Desk');
    expect((await l.post('/card/resync', { cardId: 999_999_999 })).body.errorCode).toBe(-2010);
  });

  it('1,000 cards on the lock: the next is refused before anything is sent', async () => {
    const l = await newLock();
    await t.db.insert(credentials).values(
      Array.from({ length: 1000 }, (_, i) => ({
        lockId: l.id,
        kind: 'card',
        number: String(500_000 + i),
        validityType: 1,
        startDate: new Date(0),
      })),
    );
    expect((await l.post('/card/add', { cardNumber: '42', validityType: 1 })).body).toMatchObject({
      errorCode: 10812,
      errorMsg: 'The lock already holds 1,000 cards. Delete cards you no longer need first',
    });
    const page = await l.list({ pageSize: 200, pageNo: 5, orderBy: 0, searchStr: '5009' });
    expect(page.total).toBe(100);
    expect(page.list).toHaveLength(0);
    expect((await l.list({ searchStr: '500999' })).list.map((c) => c.cardNumber)).toEqual(['500999']);
  });

  it('an authorized admin gives no card beyond their own key', async () => {
    const l = await newLock({ adminKey: { startDate: NOW - DAY, endDate: NOW + 10 * DAY } });
    expect((await l.post('/card/add', { cardNumber: '91', validityType: 1 }, admin)).body.errorCode).toBe(-3039);
    expect(
      (await l.post('/card/add', { cardNumber: '92', validityType: 2, endDate: NOW + 20 * DAY }, admin)).body.errorCode,
    ).toBe(-3039);
    expect(
      ok(await l.post('/card/add', { cardNumber: '93', validityType: 2, endDate: NOW + 5 * DAY }, admin)).status,
    ).toBe(5);
    expect((await l.post('/card/add', { cardNumber: '94', validityType: 1 }, stranger)).body.errorCode).toBe(-2018);
  });
});

describe('account-wide calls', () => {
  it('issue to several locks answers per lock; a lock the caller does not manage refuses the whole call', async () => {
    const a = await newLock();
    const b = await newLock();
    const foreign = await makePasscodeLock(t.db, stranger.userId);
    const refused = await t.post(
      '/card/issue',
      {
        cardNumber: '5550001',
        lockIdList: JSON.stringify([a.id, foreign.id]),
        validityType: 1,
      },
      { token: owner.token },
    );
    expect(refused.body.errorCode).toBe(-2018);
    expect((await a.list()).total).toBe(0);

    const r = ok(
      await t.post<{ locks: CardLockResult[] }>(
        '/card/issue',
        { cardNumber: '5550001', cardName: 'Guest', lockIdList: JSON.stringify([a.id, b.id]), validityType: 1 },
        { token: owner.token },
      ),
    );
    expect(r.locks.map((x) => [x.lockId, x.status, x.errorCode])).toEqual([
      [a.id, 5, -2012],
      [b.id, 5, -2012],
    ]);
    const all = ok(await t.get<CardGroupPage>('/card/listAll', { searchStr: '5550001' }, { token: owner.token }));
    expect(all.total).toBe(1);
    expect(all.list[0]).toMatchObject({ cardNumber: '5550001', cardName: 'Guest', lost: false });
    expect(all.list[0]!.locks).toHaveLength(2);
    // The authorized admin of both sees it too; a stranger with a card of the same number on their own lock does not
    // see the owner's, and their lost report touches only their own lock.
    expect(
      ok(await t.get<CardGroupPage>('/card/listAll', { searchStr: '5550001' }, { token: admin.token })).total,
    ).toBe(1);
    await t.db
      .insert(credentials)
      .values({ lockId: foreign.id, kind: 'card', number: '5550001', validityType: 1, startDate: new Date(0) });
    const theirs = ok(await t.get<CardGroupPage>('/card/listAll', { searchStr: '5550001' }, { token: stranger.token }));
    expect(theirs.list[0]!.locks.map((c) => c.lockId)).toEqual([foreign.id]);
    const lost = ok(
      await t.post<{ locks: CardLockResult[] }>(
        '/card/reportLost',
        { cardNumber: '5550001' },
        { token: stranger.token },
      ),
    );
    expect(lost.locks.map((x) => x.lockId)).toEqual([foreign.id]);
    const ownerRows = await t.db
      .select()
      .from(credentials)
      .where(and(eq(credentials.number, '5550001'), eq(credentials.lockId, a.id)));
    expect(ownerRows[0]!.syncAction).toBe('add');
  });

  it('import validates the list and answers per lock and card', async () => {
    const a = await newLock();
    const bad = await t.post(
      '/card/import',
      { cards: JSON.stringify([{ cardNumber: 'x1' }]), lockIdList: JSON.stringify([a.id]), validityType: 1 },
      { token: owner.token },
    );
    expect(bad.body.errorCode).toBe(-3);
    const cards = [{ cardNumber: '61' }, { cardNumber: '62', cardName: 'Two' }, { cardNumber: '61' }];
    const r = ok(
      await t.post<ImportCardResult>(
        '/card/import',
        { cards: JSON.stringify(cards), lockIdList: JSON.stringify([a.id]), validityType: 1 },
        { token: owner.token },
      ),
    );
    // No gateway: both distinct numbers fail with the cause, and a second run retries them.
    expect(r.locks[0]).toMatchObject({ sent: 0, skipped: 0 });
    expect(r.locks[0]!.failed.map((f) => f.cardNumber).sort()).toEqual(['61', '62']);
    expect(r.locks[0]!.failed[0]!.errorMsg).toMatch(/gateway/i);
    expect((await a.list()).total).toBe(2);
  });
});
