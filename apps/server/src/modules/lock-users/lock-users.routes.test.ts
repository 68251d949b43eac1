// /user/listKeyUser, /user/listExpireUser and /lockUser/* on a real database: scoped to the caller's managed locks
// (another account's users never appear, an authorized admin sees only the locks it administers), counts, paging,
// search, soon-to-expire windows, and delete / freeze / unfreeze of all of a user's keys with their effect on
// the holder's rights.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import type { KeyUser } from '@lockconsole/shared/lock-user/lock-user';
import { ekeys } from '../../db/schema/devices';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { makeLock } from '../locks/locks.test-kit';
import { addKey } from './lock-users.test-kit';

const DAY = 86_400_000;
const NOW = Date.parse('2026-07-01T10:00:00Z');
type User = { userId: number; token: string; email: string };
type Page<T> = { list: T[]; pageNo: number; pageSize: number; pages: number; total: number };

let t: TestApp;
let owner: User;
let admin: User;
let h1: User;
let h2: User;
let h3: User;
let other: User;
let otherOnly: User;
let stranger: User;
let l1: number;
let l2: number;
let lx: number;
let h2Key: number;

const user = (nickname: string) => createUserWithSession(t.db, t.services.sessions, { nickname });

beforeAll(async () => {
  t = await createTestApp({ start: new Date(NOW) });
  owner = await user('Olga');
  admin = await user('Adam');
  h1 = await user('Hanna');
  h2 = await user('Hugo');
  h3 = await user('Heidi');
  other = await user('Xaver');
  otherOnly = await user('Zoe');
  stranger = await user('Sam');
  l1 = (await makeLock(t.db, owner.userId, { alias: 'Front' })).id;
  l2 = (await makeLock(t.db, owner.userId, { alias: 'Back' })).id;
  lx = (await makeLock(t.db, other.userId, { alias: 'Elsewhere' })).id;
  const at = (d: number) => new Date(NOW - d * DAY);
  await addKey(t.db, l1, admin.userId, { keyRight: 1, createdAt: at(9) });
  await addKey(t.db, l1, h1.userId, { createdAt: at(8) });
  await addKey(t.db, l2, h1.userId, { createdAt: at(2) });
  h2Key = (await addKey(t.db, l1, h2.userId, { startDate: NOW - DAY, endDate: NOW + 3 * DAY, createdAt: at(5) })).id;
  await addKey(t.db, l2, h3.userId, { keyStatus: '110405', createdAt: at(4) });
  // Other owner's lock: h1 holds a key there too; Zoe only there.
  await addKey(t.db, lx, h1.userId, { createdAt: at(1) });
  await addKey(t.db, lx, otherOnly.userId, { startDate: NOW - DAY, endDate: NOW + DAY, createdAt: at(1) });
});
afterAll(async () => {
  await t?.close();
});

const keyUsers = (who: User, params: Record<string, string | number> = {}) =>
  t.get<Page<KeyUser>>('/user/listKeyUser', params, { token: who.token });
const ok = <T>(r: { body: { errorCode: number; errorMsg: string; data: T } }) => {
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data;
};
const statusOf = async (keyId: number) => (await t.db.select().from(ekeys).where(eq(ekeys.id, keyId)))[0]!.keyStatus;

describe('GET /user/listKeyUser', () => {
  it('lists the accounts holding keys on the owner’s locks with counts, latest send first', async () => {
    const page = ok(await keyUsers(owner));
    expect(page).toMatchObject({ pageNo: 1, pageSize: 20, pages: 1, total: 4 });
    expect(page.list.map((u) => u.nickname)).toEqual(['Hanna', 'Heidi', 'Hugo', 'Adam']);
    expect(page.list[0]).toEqual({
      uid: h1.userId,
      username: h1.email,
      nickname: 'Hanna',
      keyCount: 2,
      lockCount: 2,
      frozenCount: 0,
      lastSendDate: NOW - 2 * DAY,
    });
    expect(page.list[1]).toMatchObject({ uid: h3.userId, keyCount: 1, frozenCount: 1 });
  });

  it('never shows another account’s users, nor the caller or the owner', async () => {
    const mine = ok(await keyUsers(owner)).list.map((u) => u.uid);
    expect(mine).not.toContain(otherOnly.userId);
    expect(mine).not.toContain(owner.userId);
    const theirs = ok(await keyUsers(other));
    expect(theirs.list.map((u) => [u.nickname, u.keyCount])).toEqual([
      ['Zoe', 1],
      ['Hanna', 1],
    ]);
    expect(ok(await keyUsers(stranger))).toEqual({ list: [], pageNo: 1, pageSize: 20, pages: 0, total: 0 });
  });

  it('shows an authorized admin only the users of the locks it administers, not itself', async () => {
    const page = ok(await keyUsers(admin));
    expect(page.list.map((u) => [u.nickname, u.keyCount])).toEqual([
      ['Hugo', 1],
      ['Hanna', 1],
    ]);
  });

  it('pages and searches by nickname or account', async () => {
    const p1 = ok(await keyUsers(owner, { pageNo: 1, pageSize: 3 }));
    const p2 = ok(await keyUsers(owner, { pageNo: 2, pageSize: 3 }));
    expect(p1).toMatchObject({ pages: 2, total: 4 });
    expect([...p1.list, ...p2.list].map((u) => u.nickname)).toEqual(['Hanna', 'Heidi', 'Hugo', 'Adam']);
    expect(ok(await keyUsers(owner, { searchStr: 'hu' })).list.map((u) => u.nickname)).toEqual(['Hugo']);
    expect(ok(await keyUsers(owner, { searchStr: h3.email })).list.map((u) => u.uid)).toEqual([h3.userId]);
    expect(ok(await keyUsers(owner, { searchStr: '%' })).total).toBe(0);
  });

  it('refuses bad paging with −3 and field errors', async () => {
    const cases: Record<string, string | number>[] = [
      { pageSize: 500 },
      { pageNo: 0 },
      { pageNo: 'x' },
      { searchStr: 'x'.repeat(51) },
    ];
    for (const params of cases) {
      const r = await keyUsers(owner, params);
      expect(r.body.errorCode, JSON.stringify(params)).toBe(-3);
      expect((r.body.data as unknown as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /user/listExpireUser', () => {
  const expiring = (who: User, params: Record<string, string | number> = {}) =>
    t.get<Page<EkeyItem>>('/user/listExpireUser', params, { token: who.token });

  it('lists keys ending within `days` (default 7) on the caller’s managed locks, as ekey items', async () => {
    const page = ok(await expiring(owner));
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      keyId: h2Key,
      lockId: l1,
      lockAlias: 'Front',
      uid: h2.userId,
      username: h2.email,
      nickname: 'Hugo',
      endDate: NOW + 3 * DAY,
      validityType: 2,
    });
    expect(ok(await expiring(owner, { days: 2 })).total).toBe(0);
    expect(ok(await expiring(owner, { pageNo: 2, pageSize: 1 }))).toMatchObject({ list: [], pages: 1, total: 1 });
    expect(ok(await expiring(admin)).list.map((k) => k.keyId)).toEqual([h2Key]);
    // Zoe's key ends tomorrow, but on another account's lock.
    expect(ok(await expiring(other)).list.map((k) => k.uid)).toEqual([otherOnly.userId]);
    expect(ok(await expiring(stranger)).total).toBe(0);
  });

  it('leaves out keys already ended and refuses a bad window', async () => {
    t.clock.advance(4 * DAY);
    try {
      expect(ok(await expiring(owner, { days: 30 })).total).toBe(0);
    } finally {
      t.clock.advance(-4 * DAY);
    }
    for (const days of [0, 366, 'soon']) expect((await expiring(owner, { days })).body.errorCode).toBe(-3);
  });
});

describe('GET /lockUser/listKey', () => {
  const keysOf = (who: User, uid: number, params: Record<string, number> = {}) =>
    t.get<Page<EkeyItem>>('/lockUser/listKey', { uid, ...params }, { token: who.token });

  it('lists one user’s keys on the caller’s managed locks only, newest first', async () => {
    expect(ok(await keysOf(owner, h1.userId)).list.map((k) => k.lockAlias)).toEqual(['Back', 'Front']);
    expect(ok(await keysOf(owner, h1.userId, { pageSize: 1, pageNo: 2 }))).toMatchObject({ pages: 2, total: 2 });
    expect(ok(await keysOf(other, h1.userId)).list.map((k) => k.lockAlias)).toEqual(['Elsewhere']);
    expect(ok(await keysOf(admin, h1.userId)).list.map((k) => k.lockAlias)).toEqual(['Front']);
    expect(ok(await keysOf(stranger, h1.userId)).total).toBe(0);
    expect(ok(await keysOf(owner, otherOnly.userId)).total).toBe(0);
    expect(ok(await keysOf(owner, owner.userId)).total).toBe(0);
  });

  it('refuses a missing or malformed uid with −3', async () => {
    expect((await t.get('/lockUser/listKey', {}, { token: owner.token })).body.errorCode).toBe(-3);
    expect((await t.get('/lockUser/listKey', { uid: 'me' }, { token: owner.token })).body.errorCode).toBe(-3);
  });
});

describe('POST /lockUser/freeze, /lockUser/unfreeze, /lockUser/delete', () => {
  it('freezes all of a user’s keys on the caller’s locks at once: the holder loses its rights there', async () => {
    const detail = () => t.get('/lock/detail', { lockId: l1 }, { token: h1.token });
    expect((await detail()).body.errorCode).toBe(0);
    expect(ok(await t.post('/lockUser/freeze', { uid: h1.userId }, { token: owner.token }))).toEqual({ count: 2 });
    expect((await detail()).body.errorCode).toBe(-2018);
    const row = (await t.db.select().from(ekeys).where(eq(ekeys.userId, h1.userId))).map((k) => [
      k.lockId,
      k.keyStatus,
    ]);
    expect(row).toEqual(
      expect.arrayContaining([
        [l1, '110404'],
        [l2, '110404'],
        [lx, '110401'],
      ]),
    );
    expect(ok(await keyUsers(owner)).list.find((u) => u.uid === h1.userId)?.frozenCount).toBe(2);
    // Again: nothing more to freeze.
    expect(ok(await t.post('/lockUser/freeze', { uid: h1.userId }, { token: owner.token }))).toEqual({ count: 0 });
    // Freezing → normal (the phone never learned it).
    expect(ok(await t.post('/lockUser/unfreeze', { uid: h1.userId }, { token: owner.token }))).toEqual({ count: 2 });
    expect((await detail()).body.errorCode).toBe(0);
  });

  it('unfreezes a frozen key to unfreezing (rights back at once)', async () => {
    const [k] = await t.db.select().from(ekeys).where(eq(ekeys.userId, h3.userId));
    expect(ok(await t.post('/lockUser/unfreeze', { uid: h3.userId }, { token: owner.token }))).toEqual({ count: 1 });
    expect(await statusOf(k!.id)).toBe('110406');
    expect((await t.get('/lock/detail', { lockId: l2 }, { token: h3.token })).body.errorCode).toBe(0);
  });

  it('lets an authorized admin act only on plain keys of the locks it administers', async () => {
    const admin2 = await user('Alma');
    const a2 = await addKey(t.db, l1, admin2.userId, { keyRight: 1 });
    expect(ok(await t.post('/lockUser/freeze', { uid: admin2.userId }, { token: admin.token }))).toEqual({ count: 0 });
    expect(await statusOf(a2.id)).toBe('110401');
    // h1: only the key on the lock Adam administers.
    expect(ok(await t.post('/lockUser/freeze', { uid: h1.userId }, { token: admin.token }))).toEqual({ count: 1 });
    expect(ok(await t.post('/lockUser/unfreeze', { uid: h1.userId }, { token: admin.token }))).toEqual({ count: 1 });
    // Nobody acts on themselves, a stranger or another owner on nothing.
    expect(ok(await t.post('/lockUser/freeze', { uid: admin.userId }, { token: admin.token }))).toEqual({ count: 0 });
    expect(ok(await t.post('/lockUser/freeze', { uid: h1.userId }, { token: stranger.token }))).toEqual({ count: 0 });
    expect(ok(await t.post('/lockUser/delete', { uid: h2.userId }, { token: other.token }))).toEqual({ deleted: 0 });
    expect(ok(await t.post('/lockUser/freeze', { uid: admin2.userId }, { token: owner.token }))).toEqual({ count: 1 });
  });

  it('deletes a lock user: their keys on the caller’s locks go (deleting), the others stay', async () => {
    const zoeKey = (await t.db.select().from(ekeys).where(eq(ekeys.userId, otherOnly.userId)))[0]!;
    expect(ok(await t.post('/lockUser/delete', { uid: otherOnly.userId }, { token: owner.token }))).toEqual({
      deleted: 0,
    });
    expect(await statusOf(zoeKey.id)).toBe('110401');
    expect(ok(await t.post('/lockUser/delete', { uid: h2.userId }, { token: owner.token }))).toEqual({ deleted: 1 });
    expect(await statusOf(h2Key)).toBe('110407');
    expect(ok(await keyUsers(owner)).list.map((u) => u.uid)).not.toContain(h2.userId);
    expect((await t.get('/lock/detail', { lockId: l1 }, { token: h2.token })).body.errorCode).toBe(-2018);
    expect(ok(await t.post('/lockUser/delete', { uid: h2.userId }, { token: owner.token }))).toEqual({ deleted: 0 });
  });

  it('refuses a malformed uid with −3 and changes nothing', async () => {
    for (const path of ['/lockUser/delete', '/lockUser/freeze', '/lockUser/unfreeze']) {
      expect((await t.post(path, { uid: 'all' }, { token: owner.token })).body.errorCode).toBe(-3);
      expect((await t.post(path, {}, { token: owner.token })).body.errorCode).toBe(-3);
    }
  });
});
