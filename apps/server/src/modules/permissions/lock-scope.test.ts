// The SQL scope of lists (lock-scope.ts) must say exactly what roleOf + allows (lock-role.ts) say, for every
// kind of ekey and every action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ekeys, locks } from '../../db/schema/devices';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { createLockListRepo } from '../locks/lock-list.repo';
import { callerKeyOn } from './lock-access.repo';
import { makeLock } from '../locks/locks.test-kit';
import { LOCK_ACTIONS, lockLocalTime } from './lock-role';
import { lockScope } from './lock-scope';

let t: TestApp;
const users: number[] = [];
const lockIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now().getTime();
  const owner = (await createUserWithSession(t.db, t.services.sessions)).userId;
  const caller = (await createUserWithSession(t.db, t.services.sessions)).userId;
  users.push(owner, caller);
  const local = lockLocalTime(now, 0);
  const cycle = (keyRight: number, cycleDays: number[], cycleStartMinute: number, cycleEndMinute: number) => ({
    keyRight,
    remoteEnable: 1,
    validityType: 4,
    cycleDays,
    cycleStartMinute,
    cycleEndMinute,
    startDate: now - 86_400_000,
    endDate: now + 86_400_000,
  });
  const kinds: Partial<typeof ekeys.$inferInsert>[] = [
    { keyRight: 1 },
    { keyRight: 0, remoteEnable: 1 },
    { keyRight: 0, remoteEnable: 2 },
    { keyRight: 1, startDate: now - 3600_000, endDate: now + 3600_000 },
    { keyRight: 0, startDate: now - 7200_000, endDate: now - 3600_000 },
    { keyRight: 0, startDate: now + 3600_000, endDate: now + 7200_000 },
    { keyRight: 1, keyStatus: '110405' },
    { keyRight: 1, keyStatus: '110404' },
    { keyRight: 0, keyStatus: '110407' },
    { keyRight: 0, keyStatus: '110406' },
    { keyRight: 1, deletedAt: new Date(now) },
    { keyRight: 0, keyStatus: '110402' },
    { keyRight: 0, remoteEnable: 1, validityType: 3, startDate: now - 60_000, endDate: now + 3600_000 },
    {
      keyRight: 0,
      remoteEnable: 1,
      validityType: 3,
      startDate: now - 60_000,
      endDate: now + 3600_000,
      usedAt: new Date(now),
    },
    // Cycle keys (lock at UTC+0): inside the window, another week day, before the window; holder and admin.
    cycle(1, [1, 2, 3, 4, 5, 6, 7], 0, 1440),
    cycle(0, [1, 2, 3, 4, 5, 6, 7], 0, 1440),
    cycle(0, [(local.cycleDay % 7) + 1], 0, 1440),
    cycle(1, [(local.cycleDay % 7) + 1], 0, 1440),
    cycle(0, [local.cycleDay], local.minute + 1, 1440),
    cycle(0, [local.cycleDay], 0, local.minute),
    {},
  ];
  for (const k of kinds) {
    const lock = await makeLock(t.db, owner);
    lockIds.push(lock.id);
    if (Object.keys(k).length) await t.db.insert(ekeys).values({ lockId: lock.id, userId: caller, keyName: 'k', ...k });
  }
  lockIds.push((await makeLock(t.db, caller)).id);
});
afterAll(async () => {
  await t?.close();
});

describe('lock scope', () => {
  it('matches the role rules for every key kind and action', async () => {
    const repo = createLockListRepo(t.db);
    const now = t.clock.now().getTime();
    for (const userId of users) {
      for (const action of LOCK_ACTIONS) {
        // The list reads the scope in parts (owned, held); other queries use it whole: both must agree.
        const page = await repo.list({ userId, action, nowMs: now, limit: 1000, offset: 0 });
        const whole = await t.db
          .select({ id: locks.id })
          .from(locks)
          .leftJoin(ekeys, callerKeyOn(userId))
          .where(lockScope(userId, action, now));
        const bySql = page.rows.map((r) => r.lock.id).sort((a, b) => a - b);
        expect(page.total, `user ${userId} ${action} total`).toBe(bySql.length);
        expect(
          whole.map((r) => r.id).sort((a, b) => a - b),
          `user ${userId} ${action} whole`,
        ).toEqual(bySql);
        const byRules: number[] = [];
        for (const id of lockIds) {
          const ok = await t.services.permissions.require(userId, [id], action).then(
            () => true,
            () => false,
          );
          if (ok) byRules.push(id);
        }
        expect(bySql, `user ${userId} ${action}`).toEqual(byRules.sort((a, b) => a - b));
      }
    }
  });
});
