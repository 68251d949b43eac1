// /auth/list, /auth/create and /auth/revoke on a real database: only a lock's owner makes or unmakes authorized
// admins (per lock; −2018 for the others), an existing key gains keyRight 1, an account without a key gets a
// permanent admin key through the ekeys module, lists cover only the caller's own locks, bad input is −3.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { AuthAdmin } from '@lockconsole/shared/auth-admin/auth-admin';
import type { EkeyBatchResult } from '@lockconsole/shared/ekey/ekey';
import { ekeys } from '../../db/schema/devices';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { makeLock } from '../locks/locks.test-kit';
import { addKey } from '../lock-users/lock-users.test-kit';

const NOW = Date.parse('2026-07-01T10:00:00Z');
type User = { userId: number; token: string; email: string };
type Page<T> = { list: T[]; pageNo: number; pageSize: number; pages: number; total: number };

let t: TestApp;
let owner: User;
let admin: User;
let holder: User;
let other: User;
let l1: number;
let l2: number;
let lx: number;

const user = (nickname: string) => createUserWithSession(t.db, t.services.sessions, { nickname });
const ok = <T>(r: { body: { errorCode: number; errorMsg: string; data: T } }) => {
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data;
};
const keyOf = async (lockId: number, userId: number) =>
  (
    await t.db
      .select()
      .from(ekeys)
      .where(and(eq(ekeys.lockId, lockId), eq(ekeys.userId, userId), isNull(ekeys.deletedAt)))
  )[0];
const create = (who: User, params: Record<string, string | number | number[]>) =>
  t.post<{ results: EkeyBatchResult[] }>('/auth/create', params, { token: who.token });
const admins = (who: User, params: Record<string, string | number> = {}) =>
  t.get<Page<AuthAdmin>>('/auth/list', params, { token: who.token });

beforeAll(async () => {
  t = await createTestApp({ start: new Date(NOW) });
  owner = await user('Olga');
  admin = await user('Adam');
  holder = await user('Hanna');
  other = await user('Xaver');
  l1 = (await makeLock(t.db, owner.userId, { alias: 'Front' })).id;
  l2 = (await makeLock(t.db, owner.userId, { alias: 'Back' })).id;
  lx = (await makeLock(t.db, other.userId, { alias: 'Elsewhere' })).id;
  await addKey(t.db, l1, admin.userId, { keyRight: 1, createdAt: new Date(NOW - 1000) });
  await addKey(t.db, l1, holder.userId, { startDate: NOW - 1000, endDate: NOW + 86_400_000 });
  await addKey(t.db, lx, holder.userId, { keyRight: 1 });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /auth/list', () => {
  it('lists the authorized admins of the caller’s own locks, with those locks', async () => {
    expect(ok(await admins(owner))).toEqual({
      list: [
        {
          uid: admin.userId,
          username: admin.email,
          nickname: 'Adam',
          lockCount: 1,
          locks: [{ lockId: l1, lockAlias: 'Front', keyId: (await keyOf(l1, admin.userId))!.id }],
        },
      ],
      pageNo: 1,
      pageSize: 20,
      pages: 1,
      total: 1,
    });
    // Hanna administers Xaver's lock: that is Xaver's list, not Olga's; an admin owns nothing.
    expect(ok(await admins(other)).list.map((a) => [a.uid, a.locks.map((l) => l.lockId)])).toEqual([
      [holder.userId, [lx]],
    ]);
    expect(ok(await admins(admin)).total).toBe(0);
    expect((await admins(owner, { pageSize: 0 })).body.errorCode).toBe(-3);
  });

  it('pages by account (latest first) and searches by account or nickname', async () => {
    const o2 = await user('Otto');
    const lock = (await makeLock(t.db, o2.userId, { alias: 'Cellar' })).id;
    const names = ['Ada', 'Bea', 'Cem'];
    for (const [i, n] of names.entries()) {
      // Fixed e-mails: a random one (hex) could contain the searched "be" too.
      const a = await createUserWithSession(t.db, t.services.sessions, {
        nickname: n,
        email: `${n.toLowerCase()}@admins.test`,
      });
      await addKey(t.db, lock, a.userId, { keyRight: 1, createdAt: new Date(NOW - (10 - i) * 1000) });
    }
    const p1 = ok(await admins(o2, { pageNo: 1, pageSize: 2 }));
    const p2 = ok(await admins(o2, { pageNo: 2, pageSize: 2 }));
    expect(p1).toMatchObject({ pageNo: 1, pageSize: 2, pages: 2, total: 3 });
    expect([...p1.list, ...p2.list].map((a) => a.nickname)).toEqual(['Cem', 'Bea', 'Ada']);
    expect(ok(await admins(o2, { searchStr: 'be' })).list.map((a) => a.nickname)).toEqual(['Bea']);
  });
});

describe('POST /auth/create', () => {
  it('turns an existing key into an admin key; refuses per lock what the caller does not own', async () => {
    const before = (await keyOf(l1, holder.userId))!;
    const r = ok(
      await create(owner, { receiverUsername: holder.email, lockIds: JSON.stringify([l1, lx, 99_999_999]) }),
    );
    expect(r.results).toEqual([
      { lockId: l1, lockAlias: 'Front', keyId: before.id, errorCode: 0, errorMsg: expect.any(String) },
      { lockId: lx, lockAlias: '', keyId: null, errorCode: -2018, errorMsg: expect.any(String) },
      { lockId: 99_999_999, lockAlias: '', keyId: null, errorCode: -2018, errorMsg: expect.any(String) },
    ]);
    const after = (await keyOf(l1, holder.userId))!;
    expect(after).toMatchObject({ id: before.id, keyRight: 1, endDate: before.endDate });
    // Now an admin of Front: may rename it.
    expect(
      (await t.post('/lock/rename', { lockId: l1, lockAlias: 'Front' }, { token: holder.token })).body.errorCode,
    ).toBe(0);
    const listed = ok(await admins(owner)).list.find((a) => a.uid === holder.userId);
    expect(listed?.locks.map((l) => l.lockId)).toEqual([l1]);
  });

  it('sends a permanent admin key to an account without a key on that lock', async () => {
    const newcomer = await user('Nina');
    const r = ok(await create(owner, { receiverUsername: newcomer.email, lockIds: JSON.stringify([l2]) }));
    expect(r.results[0]).toMatchObject({ lockId: l2, lockAlias: 'Back', errorCode: 0 });
    const k = (await keyOf(l2, newcomer.userId))!;
    expect(k).toMatchObject({
      id: r.results[0]!.keyId,
      keyRight: 1,
      validityType: 1,
      startDate: 0,
      endDate: 0,
      remoteEnable: 1,
      senderUserId: owner.userId,
      keyStatus: '110401',
    });
    expect((await t.get('/lock/detail', { lockId: l2 }, { token: newcomer.token })).body.data).toMatchObject({
      userType: 'authorizedAdmin',
    });
  });

  it('answers an unregistered receiver per lock (−4064) unless createUser=1 (a waiting key)', async () => {
    const lockIds = JSON.stringify([l2]);
    const r = ok(await create(owner, { receiverUsername: 'nobody-yet@example.com', lockIds }));
    expect(r.results[0]).toMatchObject({ errorCode: -4064, keyId: null });
    const w = ok(await create(owner, { receiverUsername: 'nobody-yet@example.com', lockIds, createUser: 1 }));
    expect(w.results[0]).toMatchObject({ errorCode: 0 });
    const [row] = await t.db.select().from(ekeys).where(eq(ekeys.id, w.results[0]!.keyId!));
    expect(row).toMatchObject({ keyRight: 1, keyStatus: '110402', userId: null });
  });

  it('refuses an authorized admin and a key holder on every lock (−2018), and the owner itself (−2019)', async () => {
    const someone = await user('Sid');
    for (const who of [admin, holder]) {
      const r = ok(await create(who, { receiverUsername: someone.email, lockIds: JSON.stringify([l1]) }));
      expect(r.results).toMatchObject([{ lockId: l1, lockAlias: 'Front', keyId: null, errorCode: -2018 }]);
    }
    expect(await keyOf(l1, someone.userId)).toBeUndefined();
    const self = ok(await create(owner, { receiverUsername: owner.email, lockIds: JSON.stringify([l1]) }));
    expect(self.results[0]).toMatchObject({ errorCode: -2019 });
  });

  it('refuses malformed input with −3', async () => {
    const cases: Record<string, string | number>[] = [
      { receiverUsername: 'not an account', lockIds: JSON.stringify([l1]) },
      { receiverUsername: '0412345678', lockIds: JSON.stringify([l1]) },
      { receiverUsername: holder.email, lockIds: 'l1' },
      { receiverUsername: holder.email, lockIds: JSON.stringify([]) },
      { receiverUsername: holder.email, lockIds: JSON.stringify([l1]), remoteEnable: 3 },
    ];
    for (const params of cases) {
      expect((await create(owner, params)).body.errorCode, JSON.stringify(params)).toBe(-3);
    }
  });
});

describe('POST /auth/revoke', () => {
  it('sets keyRight back to 0 on the named locks or all the caller’s; the key stays', async () => {
    await addKey(t.db, l2, holder.userId, { keyRight: 1 });
    const revoke = (who: User, params: Record<string, string | number>) =>
      t.post<{ count: number }>('/auth/revoke', params, { token: who.token });
    // Foreign lock named: −2018, nothing changes.
    expect((await revoke(owner, { uid: holder.userId, lockIds: JSON.stringify([l2, lx]) })).body.errorCode).toBe(-2018);
    expect((await keyOf(l2, holder.userId))!.keyRight).toBe(1);
    expect((await keyOf(lx, holder.userId))!.keyRight).toBe(1);
    // An admin cannot revoke anybody.
    expect(ok(await revoke(admin, { uid: holder.userId }))).toEqual({ count: 0 });
    expect((await revoke(admin, { uid: holder.userId, lockIds: JSON.stringify([l1]) })).body.errorCode).toBe(-2018);
    expect(ok(await revoke(owner, { uid: holder.userId, lockIds: JSON.stringify([l2]) }))).toEqual({ count: 1 });
    expect((await keyOf(l1, holder.userId))!.keyRight).toBe(1);
    expect(ok(await revoke(owner, { uid: holder.userId }))).toEqual({ count: 1 });
    expect((await keyOf(l1, holder.userId))!).toMatchObject({ keyRight: 0, keyStatus: '110401' });
    expect((await keyOf(lx, holder.userId))!.keyRight).toBe(1);
    expect(ok(await admins(owner)).list.map((a) => a.uid)).not.toContain(holder.userId);
    expect((await revoke(owner, { uid: 'x' })).body.errorCode).toBe(-3);
  });
});
