// The lock list's two index paths (owned, held) merged into one page in list order, and the owner's total kept by
// the owner_lock_counts triggers through every way a lock comes and goes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ekeys, locks, ownerLockCounts } from '../../db/schema/devices';
import { users } from '../../db/schema/accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { createLockListRepo } from './lock-list.repo';
import { makeLock } from './locks.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const user = async () => (await createUserWithSession(t.db, t.services.sessions)).userId;
const counted = async (userId: number) =>
  (await t.db.select().from(ownerLockCounts).where(eq(ownerLockCounts.userId, userId)))[0]?.live ?? 0;

describe('lock list pages', () => {
  it('merges owned locks and held keys in alias order across page boundaries', async () => {
    const [me, other] = [await user(), await user()];
    // Owned B, D, F; held (keys on the other owner's locks) A, C, E; G is the other owner's, no key.
    for (const alias of ['b room', 'D room', 'f room']) await makeLock(t.db, me, { alias });
    for (const alias of ['A room', 'c room', 'E room', 'G room']) {
      const l = await makeLock(t.db, other, { alias });
      if (alias !== 'G room') await t.db.insert(ekeys).values({ lockId: l.id, userId: me, keyName: alias });
    }
    const repo = createLockListRepo(t.db);
    const nowMs = t.clock.now().getTime();
    const aliases = async (offset: number, limit: number) => {
      const { rows, total } = await repo.list({ userId: me, action: 'view', nowMs, offset, limit });
      return { total, names: rows.map((r) => r.lock.lockAlias[0]).join('') };
    };
    expect(await aliases(0, 10)).toEqual({ total: 6, names: 'AbcDEf' });
    expect(await aliases(0, 2)).toEqual({ total: 6, names: 'Ab' });
    expect(await aliases(2, 2)).toEqual({ total: 6, names: 'cD' });
    expect(await aliases(4, 2)).toEqual({ total: 6, names: 'Ef' });
    expect(await aliases(6, 2)).toEqual({ total: 6, names: '' });
  });
});

describe('owner lock counts', () => {
  it('follow creation, deletion, soft deletion, restore, change of owner and the end of an account', async () => {
    const [a, b] = [await user(), await user()];
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await makeLock(t.db, a));
    expect(await counted(a)).toBe(4);

    await t.db.update(locks).set({ deletedAt: new Date() }).where(eq(locks.id, made[0]!.id));
    expect(await counted(a)).toBe(3);
    // A state update (battery, status) changes no count.
    await t.db
      .update(locks)
      .set({ electricQuantity: 40 })
      .where(inArray(locks.id, [made[0]!.id, made[1]!.id]));
    expect(await counted(a)).toBe(3);
    await t.db.update(locks).set({ deletedAt: null }).where(eq(locks.id, made[0]!.id));
    expect(await counted(a)).toBe(4);

    await t.db
      .update(locks)
      .set({ userId: b })
      .where(inArray(locks.id, [made[1]!.id, made[2]!.id]));
    expect([await counted(a), await counted(b)]).toEqual([2, 2]);

    await t.db.delete(locks).where(eq(locks.id, made[3]!.id));
    expect(await counted(a)).toBe(1);

    // Deleting the account cascades to its locks and its count row, and leaves the other account alone.
    await t.db.delete(users).where(eq(users.id, a));
    expect(await t.db.select().from(ownerLockCounts).where(eq(ownerLockCounts.userId, a))).toEqual([]);
    expect(await counted(b)).toBe(2);
  });
});
