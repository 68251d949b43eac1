// The SQL scope of lists (lock-scope.ts) must say exactly what roleOf + allows (lock-role.ts) say, for every
// kind of ekey and every action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ekeys } from '../../db/schema/devices';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { createLocksRepo } from '../locks/locks.repo';
import { makeLock } from '../locks/locks.test-kit';
import { LOCK_ACTIONS } from './lock-role';
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
  const kinds: Partial<typeof ekeys.$inferInsert>[] = [
    { keyRight: 1 },
    { keyRight: 0, remoteEnable: 1 },
    { keyRight: 0, remoteEnable: 2 },
    { keyRight: 1, startDate: now - 3600_000, endDate: now + 3600_000 },
    { keyRight: 0, startDate: now - 7200_000, endDate: now - 3600_000 },
    { keyRight: 0, startDate: now + 3600_000, endDate: now + 7200_000 },
    { keyRight: 1, keyStatus: '110405' },
    { keyRight: 1, deletedAt: new Date(now) },
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
    const repo = createLocksRepo(t.db);
    const now = t.clock.now().getTime();
    for (const userId of users) {
      for (const action of LOCK_ACTIONS) {
        const { rows } = await repo.list({ scope: lockScope(userId, action, now), userId, limit: 1000, offset: 0 });
        const bySql = rows.map((r) => r.lock.id).sort((a, b) => a - b);
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
