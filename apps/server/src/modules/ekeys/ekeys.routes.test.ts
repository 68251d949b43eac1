// /key/send, /key/sendBatch, /lock/listKey, /key/list through the full pipeline on a real database: every
// validity type, the time rules, refusals (bad input in the caller's language, unregistered receiver, self,
// owner, strangers, beyond own validity), replacing, batches per lock, and waiting keys claimed on register.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { createTestApp, type TestApp } from '../../test/harness';
import { lastCode, sendCode, signUp, translated } from '../accounts/accounts.test-kit';
import { giveKey } from '../locks/locks.test-kit';
import { ekeys } from '../../db/schema/devices';
import { account, ekeyLock, keyRow, lockKeys, sendKey, type Account } from './ekeys.test-kit';

const H = 3_600_000;
const DAY = 24 * H;

let t: TestApp;
let owner: Account;
let now: number;

beforeAll(async () => {
  t = await createTestApp({ start: new Date('2026-07-01T10:00:00Z') });
  owner = await account(t, 'Olivia');
  now = t.clock.now().getTime();
});
afterAll(async () => {
  await t?.close();
});

describe('sending ekeys', () => {
  it('sends each validity type; the lock list and the holder’s own list show them', async () => {
    const lock = await ekeyLock(t, owner, { alias: 'Front door' });
    const [a, b, c, d] = await Promise.all([account(t, 'Ann'), account(t), account(t), account(t)]);
    const perm = await sendKey(t, owner, lock.id, a.email, {
      keyName: 'Ann forever',
      remoteEnable: 1,
      remarks: 'neighbour',
    });
    const limited = await sendKey(t, owner, lock.id, b.email, {
      validityType: 2,
      startDate: now,
      endDate: now + 7 * DAY,
    });
    const once = await sendKey(t, owner, lock.id, c.email, { validityType: 3, startDate: now + H });
    const cycle = await sendKey(t, owner, lock.id, d.email, {
      validityType: 4,
      endDate: now + 30 * DAY,
      cycleDays: JSON.stringify([2, 3, 4, 5, 6]),
      cycleStartMinute: 480,
      cycleEndMinute: 1080,
    });
    const list = await lockKeys(t, owner, lock.id);
    expect(list.map((k) => k.keyId)).toEqual([cycle, once, limited, perm]); // newest first, no admin key
    const byId = new Map(list.map((k) => [k.keyId, k]));
    expect(byId.get(perm)).toMatchObject({
      lockId: lock.id,
      lockAlias: 'Front door',
      uid: a.userId,
      username: a.email,
      nickname: 'Ann',
      keyName: 'Ann forever',
      keyStatus: '110401',
      keyType: 1,
      validityType: 1,
      startDate: 0,
      endDate: 0,
      cycleDays: [],
      cycleStartMinute: null,
      keyRight: 0,
      remoteEnable: 1,
      senderUid: owner.userId,
      senderUsername: 'Olivia',
      date: now,
      remarks: 'neighbour',
    });
    expect(byId.get(limited)).toMatchObject({
      validityType: 2,
      startDate: now,
      endDate: now + 7 * DAY,
      remoteEnable: 2,
    });
    expect(byId.get(once)).toMatchObject({ validityType: 3, startDate: now + H, endDate: now + 2 * H });
    expect(byId.get(cycle)).toMatchObject({
      keyType: 4,
      validityType: 4,
      cycleDays: [2, 3, 4, 5, 6],
      cycleStartMinute: 480,
      cycleEndMinute: 1080,
    });
    const mine = await t.get<{ list: EkeyItem[] }>('/key/list', {}, { token: d.token });
    expect(mine.body.data.list.map((k) => k.keyId)).toEqual([cycle]);
    // The holder now sees the lock (key holder role), nobody else's keys.
    expect((await t.get('/lock/detail', { lockId: lock.id }, { token: d.token })).body.errorCode).toBe(0);
    expect((await t.get('/lock/listKey', { lockId: lock.id }, { token: d.token })).body.errorCode).toBe(-2018);
  });

  it('refuses bad input with −3 in the caller’s language and changes nothing', async () => {
    const lock = await ekeyLock(t, owner);
    const r = await t.post(
      '/key/send',
      { lockId: lock.id, receiverUsername: 'someone@example.com', validityType: 2 },
      { token: owner.token, lang: 'de' },
    );
    expect(r.body.errorCode).toBe(-3);
    const errors = (r.body.data as { errors: { field: string; message: string }[] }).errors;
    expect(errors).toContainEqual({ field: 'keyName', message: translated('de', 'validation.required') });
    const bad = await t.post(
      '/key/send',
      {
        lockId: lock.id,
        receiverUsername: '0412345678',
        keyName: 'k',
        validityType: 4,
        cycleDays: '[0,8]',
        endDate: now + DAY,
      },
      { token: owner.token },
    );
    expect(bad.body.errorCode).toBe(-3);
    const fields = (bad.body.data as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['countryCode', 'cycleDays.0', 'cycleEndMinute']));
    expect(await lockKeys(t, owner, lock.id)).toEqual([]);
  });

  it('applies the time rules with their messages (past end, one-year same day/time, 3-year cap)', async () => {
    const lock = await ekeyLock(t, owner, { tzMinutes: 600 });
    const to = (await account(t)).email;
    const send = (startDate: number, endDate: number) =>
      t.post(
        '/key/send',
        { lockId: lock.id, receiverUsername: to, keyName: 'k', validityType: 2, startDate, endDate },
        { token: owner.token },
      );
    const msg = async (s: number, e: number) => {
      const r = await send(s, e);
      return r.body.errorCode === 0 ? 'ok' : (r.body.data as { errors: { message: string }[] }).errors[0]!.message;
    };
    expect(await msg(now - 2 * DAY, now - DAY)).toBe('The end time cannot be earlier than now');
    expect(await msg(now, Date.parse('2027-07-02T10:00:00Z'))).toBe(
      'A validity over one year must have the same day and time at start and end',
    );
    expect(await msg(now, Date.parse('2029-07-02T10:00:00Z'))).toBe('Validity cannot exceed 3 years');
    expect(await lockKeys(t, owner, lock.id)).toEqual([]);
    expect(await msg(now, Date.parse('2029-07-01T10:00:00Z'))).toBe('ok'); // exactly 3 years, same local day/time
  });

  it('refuses an unregistered receiver (−4064), yourself (−2019) and the lock’s owner (−2020)', async () => {
    const lock = await ekeyLock(t, owner);
    const admin = await account(t);
    await giveKey(t.db, lock.id, admin.userId, { keyRight: 1 });
    const send = (by: Account, to: string) =>
      t.post(
        '/key/send',
        { lockId: lock.id, receiverUsername: to, keyName: 'k', validityType: 1 },
        { token: by.token },
      );
    expect((await send(owner, 'nobody@example.com')).body.errorCode).toBe(-4064);
    expect((await send(owner, owner.email)).body.errorCode).toBe(-2019);
    expect((await send(admin, owner.email)).body.errorCode).toBe(-2020);
    expect((await lockKeys(t, owner, lock.id)).map((k) => k.uid)).toEqual([admin.userId]);
  });

  it('sending again to the same account replaces its key', async () => {
    const lock = await ekeyLock(t, owner);
    const a = await account(t);
    const first = await sendKey(t, owner, lock.id, a.email, { keyName: 'First' });
    const second = await sendKey(t, owner, lock.id, a.email.toUpperCase(), {
      keyName: 'Second',
      validityType: 2,
      endDate: now + DAY,
    });
    expect(second).not.toBe(first);
    expect((await lockKeys(t, owner, lock.id)).map((k) => [k.keyId, k.keyName])).toEqual([[second, 'Second']]);
    expect((await keyRow(t, first)).keyStatus).toBe('110408');
  });

  it('a key sent to an unregistered account waits (110402) and is claimed when it registers', async () => {
    const lock = await ekeyLock(t, owner);
    const r = await t.post<{ keyId: number }>(
      '/key/send',
      {
        lockId: lock.id,
        receiverUsername: 'Late.Comer@Example.com',
        keyName: 'For later',
        validityType: 1,
        createUser: 1,
      },
      { token: owner.token },
    );
    expect(r.body.errorCode, r.body.errorMsg).toBe(0);
    const mobile = await t.post<{ keyId: number }>(
      '/key/send',
      {
        lockId: lock.id,
        receiverUsername: '0412 345 678',
        countryCode: '+61',
        keyName: 'Phone',
        validityType: 1,
        createUser: 1,
      },
      { token: owner.token },
    );
    expect(mobile.body.errorCode, mobile.body.errorMsg).toBe(0);
    const waiting = await lockKeys(t, owner, lock.id);
    expect(waiting.map((k) => [k.username, k.uid, k.keyStatus])).toEqual([
      ['+61 412345678', null, '110402'],
      ['late.comer@example.com', null, '110402'],
    ]);
    // Waiting keys give no rights to anyone.
    const newcomer = await signUp(t, 'late.comer@example.com');
    const mine = await t.get<{ list: EkeyItem[] }>('/key/list', {}, { token: newcomer.token });
    expect(mine.body.data.list).toMatchObject([{ keyId: r.body.data.keyId, uid: newcomer.uid, keyStatus: '110401' }]);
    expect((await t.get('/lock/detail', { lockId: lock.id }, { token: newcomer.token })).body.errorCode).toBe(0);
    const after = await lockKeys(t, owner, lock.id, { keyStatus: '110402' });
    expect(after.map((k) => k.username)).toEqual(['+61 412345678']);
  });

  it('an existing account that binds the waiting e-mail claims the key; a duplicate for a lock it holds goes', async () => {
    const [lockA, lockB] = [await ekeyLock(t, owner), await ekeyLock(t, owner)];
    const someone = await account(t, 'Sam');
    const held = await sendKey(t, owner, lockB.id, someone.email, { keyName: 'Held' });
    const send = (lockId: number) =>
      t.post<{ keyId: number }>(
        '/key/send',
        { lockId, receiverUsername: 'sam.work@example.com', keyName: 'Work', validityType: 1, createUser: 1 },
        { token: owner.token },
      );
    const waitingA = (await send(lockA.id)).body.data.keyId;
    const waitingB = (await send(lockB.id)).body.data.keyId;
    const sent = await sendCode(t, { account: 'sam.work@example.com', type: 8 }, { token: someone.token, wait: false });
    expect(sent.body.errorCode, sent.body.errorMsg).toBe(0);
    const code = await lastCode(t, 'sam.work@example.com');
    const bound = await t.post(
      '/user/bindEmail',
      { email: 'sam.work@example.com', validationCode: code },
      { token: someone.token },
    );
    expect(bound.body.errorCode, bound.body.errorMsg).toBe(0);
    const mine = await t.get<{ list: EkeyItem[] }>('/key/list', {}, { token: someone.token });
    expect(mine.body.data.list.map((k) => [k.keyId, k.keyStatus]).sort()).toEqual(
      [
        [held, '110401'],
        [waitingA, '110401'],
      ].sort(),
    );
    expect((await keyRow(t, waitingB)).keyStatus).toBe('110408');
  });
});

describe('who may send', () => {
  it('an authorized admin with a limited key cannot send beyond it (−3039) nor authorize others', async () => {
    const lock = await ekeyLock(t, owner);
    const admin = await account(t);
    const adminKey = await sendKey(t, owner, lock.id, admin.email, {
      keyRight: 1,
      validityType: 2,
      startDate: now,
      endDate: now + 10 * DAY,
    });
    expect((await keyRow(t, adminKey)).keyRight).toBe(1);
    const [x, y] = [await account(t), await account(t)];
    const send = (o: Record<string, number>) =>
      t.post('/key/send', { lockId: lock.id, receiverUsername: x.email, keyName: 'k', ...o }, { token: admin.token });
    expect((await send({ validityType: 1 })).body.errorCode).toBe(-3039);
    expect((await send({ validityType: 2, startDate: now, endDate: now + 11 * DAY })).body.errorCode).toBe(-3039);
    expect((await send({ validityType: 2, startDate: now, endDate: now + 5 * DAY, keyRight: 1 })).body.errorCode).toBe(
      -2018,
    );
    expect((await lockKeys(t, owner, lock.id)).map((k) => k.keyId)).toEqual([adminKey]);
    const ok = await send({ validityType: 2, startDate: now, endDate: now + 10 * DAY });
    expect(ok.body.errorCode, ok.body.errorMsg).toBe(0);
    // A plain key holder cannot send at all; a stranger neither, and learns nothing.
    const holderKey = await sendKey(t, owner, lock.id, y.email);
    expect(holderKey).toBeGreaterThan(0);
    for (const who of [y, await account(t)]) {
      const r = await t.post(
        '/key/send',
        { lockId: lock.id, receiverUsername: x.email, keyName: 'k', validityType: 1 },
        { token: who.token },
      );
      expect(r.body.errorCode).toBe(-2018);
    }
    // The admin's key ended: no more rights.
    t.clock.advance(11 * DAY);
    expect((await send({ validityType: 3 })).body.errorCode).toBe(-2018);
    t.clock.advance(-11 * DAY);
  });

  it('sendBatch answers per lock: sent, not permitted (no alias leaked), and the rules of each lock', async () => {
    const [l1, l2] = [await ekeyLock(t, owner, { alias: 'One' }), await ekeyLock(t, owner, { alias: 'Two' })];
    const other = await account(t);
    const foreign = await ekeyLock(t, other, { alias: 'Secret' });
    const to = await account(t);
    const r = await t.post<{
      results: { lockId: number; lockAlias: string; keyId: number | null; errorCode: number; errorMsg: string }[];
    }>(
      '/key/sendBatch',
      {
        lockIds: JSON.stringify([l1.id, foreign.id, l2.id, 99_999_999]),
        receiverUsername: to.email,
        keyName: 'Batch',
        validityType: 1,
      },
      { token: owner.token },
    );
    expect(r.body.errorCode, r.body.errorMsg).toBe(0);
    expect(r.body.data.results.map((x) => [x.lockId, x.lockAlias, x.errorCode])).toEqual([
      [l1.id, 'One', 0],
      [foreign.id, '', -2018],
      [l2.id, 'Two', 0],
      [99_999_999, '', -2018],
    ]);
    expect(r.body.data.results[1]!.errorMsg).toBe('The request failed, the user lacks the permission');
    expect(await lockKeys(t, other, foreign.id)).toEqual([]);
    const mine = await t.get<{ list: EkeyItem[] }>('/key/list', {}, { token: to.token });
    expect(mine.body.data.list.map((k) => k.lockId).sort()).toEqual([l1.id, l2.id].sort());
    // The receiver is the owner of one lock: that lock alone refuses.
    const mixed = await t.post<{ results: { lockId: number; errorCode: number; keyId: number | null }[] }>(
      '/key/sendBatch',
      { lockIds: JSON.stringify([l1.id, foreign.id]), receiverUsername: other.email, keyName: 'B', validityType: 1 },
      { token: owner.token },
    );
    expect(mixed.body.data.results.map((x) => [x.errorCode, x.keyId === null])).toEqual([
      [0, false],
      [-2018, true],
    ]);
    const bad = await t.post(
      '/key/sendBatch',
      { lockIds: '[]', receiverUsername: to.email, keyName: 'B', validityType: 1 },
      { token: owner.token },
    );
    expect(bad.body.errorCode).toBe(-3);
  });
});

describe('lists', () => {
  it('searches and filters by status; overdue is computed from the end', async () => {
    const lock = await ekeyLock(t, owner);
    const [a, b] = [await account(t, 'Zed'), await account(t)];
    const ka = await sendKey(t, owner, lock.id, a.email, { keyName: 'Garden', validityType: 2, endDate: now + DAY });
    const kb = await sendKey(t, owner, lock.id, b.email, { keyName: 'Office' });
    expect((await lockKeys(t, owner, lock.id, { searchStr: 'gard' })).map((k) => k.keyId)).toEqual([ka]);
    expect((await lockKeys(t, owner, lock.id, { searchStr: 'zed' })).map((k) => k.keyId)).toEqual([ka]);
    t.clock.advance(2 * DAY);
    try {
      expect((await lockKeys(t, owner, lock.id, { keyStatus: '110412' })).map((k) => [k.keyId, k.keyStatus])).toEqual([
        [ka, '110412'],
      ]);
      expect((await lockKeys(t, owner, lock.id, { keyStatus: '110401' })).map((k) => k.keyId)).toEqual([kb]);
      // The overdue key gives no rights any more.
      expect((await t.get('/lock/detail', { lockId: lock.id }, { token: a.token })).body.errorCode).toBe(-2018);
    } finally {
      t.clock.advance(-2 * DAY);
    }
    const paged = await t.get<{ list: EkeyItem[]; total: number; pages: number }>(
      '/lock/listKey',
      { lockId: lock.id, pageNo: 2, pageSize: 1 },
      { token: owner.token },
    );
    expect(paged.body.data).toMatchObject({ total: 2, pages: 2 });
    expect(paged.body.data.list.map((k) => k.keyId)).toEqual([ka]);
    expect(ekeys).toBeDefined();
  });
});
