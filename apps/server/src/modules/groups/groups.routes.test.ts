// Lock groups: create, rename, delete (locks become "not grouped"), move locks, and the real lock counts of
// /user/listKeyGroup — each refused to a foreign account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { locks } from '../../db/schema/devices';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession, givePremium } from '../../test/factories';
import { giveKey, makeLock } from '../locks/locks.test-kit';

let t: TestApp;
let owner: { userId: number; token: string };
let other: { userId: number; token: string };
let a: number;
let b: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUserWithSession(t.db, t.services.sessions);
  await givePremium(t.db, owner.userId, t.clock.now());
  other = await createUserWithSession(t.db, t.services.sessions);
  await givePremium(t.db, other.userId, t.clock.now());
  a = (await makeLock(t.db, owner.userId, { alias: 'A' })).id;
  b = (await makeLock(t.db, owner.userId, { alias: 'B' })).id;
});
afterAll(async () => {
  await t?.close();
});

type Groups = { list: { groupId: number; groupName: string; lockCount: number }[] };
const groups = async (token = owner.token) => (await t.get<Groups>('/user/listKeyGroup', {}, { token })).body.data.list;
const post = <T = unknown>(path: string, p: Record<string, string | number>, token = owner.token) =>
  t.post<T>(path, p, { token });

describe('lock groups', () => {
  let home: number;

  it('creates groups (unique names per user) and counts "not grouped" locks', async () => {
    const r = await post<{ groupId: number }>('/group/add', { groupName: ' Home ' });
    expect(r.body.errorCode).toBe(0);
    home = r.body.data.groupId;
    expect((await post('/group/add', { groupName: 'home' })).body).toMatchObject({
      errorCode: 10703,
      errorMsg: 'A group with this name already exists',
    });
    expect((await post('/group/add', { groupName: 'home' }, other.token)).body.errorCode).toBe(0);
    expect((await post('/group/add', { groupName: '' })).body.errorCode).toBe(-3);
    expect(await groups()).toEqual([
      { groupId: 0, groupName: 'Not grouped', lockCount: 2 },
      { groupId: home, groupName: 'Home', lockCount: 0 },
    ]);
  });

  it('moves locks into a group and back; only the owner, only into their own group', async () => {
    const ids = JSON.stringify([a, b]);
    expect((await post('/group/setLocks', { groupId: home, lockIdList: ids })).body.errorCode).toBe(0);
    expect(await groups()).toMatchObject([{ lockCount: 0 }, { groupId: home, lockCount: 2 }]);
    const list = await t.get<{ total: number }>('/lock/list', { groupId: home }, { token: owner.token });
    expect(list.body.data.total).toBe(2);
    expect((await post('/group/setLocks', { groupId: 0, lockIdList: JSON.stringify([b]) })).body.errorCode).toBe(0);
    expect(await groups()).toMatchObject([{ lockCount: 1 }, { lockCount: 1 }]);
    // A foreign account: neither my locks nor my group.
    expect((await post('/group/setLocks', { groupId: 0, lockIdList: ids }, other.token)).body.errorCode).toBe(-2018);
    const theirs = (await makeLock(t.db, other.userId)).id;
    const foreignGroup = await post(
      '/group/setLocks',
      { groupId: home, lockIdList: JSON.stringify([theirs]) },
      other.token,
    );
    expect(foreignGroup.body.errorCode).toBe(10704);
    const [row] = await t.db.select().from(locks).where(eq(locks.id, theirs));
    expect(row!.groupId).toBeNull();
  });

  it('a key holder sees the lock as "not grouped" in their own list', async () => {
    await giveKey(t.db, a, other.userId);
    expect((await groups(other.token)).find((g) => g.groupId === 0)!.lockCount).toBe(2);
    const l = await t.get<{ list: { lockId: number; groupId: number }[] }>(
      '/lock/list',
      { groupId: 0 },
      { token: other.token },
    );
    expect(l.body.data.list.find((x) => x.lockId === a)).toMatchObject({ groupId: 0 });
  });

  it('renames and deletes only the caller’s own group; its locks become not grouped', async () => {
    expect((await post('/group/rename', { groupId: home, groupName: 'Stolen' }, other.token)).body.errorCode).toBe(
      10704,
    );
    expect((await post('/group/delete', { groupId: home }, other.token)).body.errorCode).toBe(10704);
    expect((await post('/group/rename', { groupId: home, groupName: 'House' })).body.errorCode).toBe(0);
    expect((await groups())[1]).toMatchObject({ groupName: 'House' });
    expect((await post('/group/delete', { groupId: home })).body.errorCode).toBe(0);
    expect(await groups()).toEqual([{ groupId: 0, groupName: 'Not grouped', lockCount: 2 }]);
    const [row] = await t.db.select().from(locks).where(eq(locks.id, a));
    expect(row!.groupId).toBeNull();
    expect((await post('/group/delete', { groupId: home })).body.errorCode).toBe(10704);
  });
  it('group management is a premium function; once premium ends, groups can still be emptied and deleted', async () => {
    const plain = await createUserWithSession(t.db, t.services.sessions);
    const refused = await post('/group/add', { groupName: 'Office' }, plain.token);
    expect(refused.body).toMatchObject({
      errorCode: 10897,
      errorMsg: 'Group management is a premium function. Open premium in Premium (a 10-day free trial is available)',
    });
    expect((await groups(plain.token)).filter((g) => g.groupId > 0)).toEqual([]);
    // A paid year that ends tomorrow.
    await givePremium(t.db, plain.userId, new Date(t.clock.now().getTime() - 364 * 86_400_000));
    const g = await post<{ groupId: number }>('/group/add', { groupName: 'Office' }, plain.token);
    const groupId = g.body.data.groupId;
    // Two days later premium is overdue: no renaming, but deleting is allowed.
    t.clock.advance(2 * 86_400_000);
    expect((await post('/group/rename', { groupId, groupName: 'HQ' }, plain.token)).body.errorCode).toBe(10897);
    expect((await post('/group/delete', { groupId }, plain.token)).body.errorCode).toBe(0);
    expect((await groups(plain.token)).filter((g) => g.groupId > 0)).toEqual([]);
  });
});
