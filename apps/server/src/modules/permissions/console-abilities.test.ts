// GET /user/consoleAbilities: the side menu's areas come from the server, for the caller's live roles only —
// owners see lock users and authorized admins, a live authorized admin sees lock users, a key holder, a frozen or
// expired admin and a stranger see neither; deleting the last lock takes the areas away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ConsoleAbilities } from '@lockconsole/shared/user/console-abilities';
import { locks } from '../../db/schema/devices';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { makeLock } from '../locks/locks.test-kit';
import { addKey } from '../lock-users/lock-users.test-kit';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const abilitiesOf = async (token: string) => {
  const r = await t.get<ConsoleAbilities>('/user/consoleAbilities', {}, { token });
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data;
};

describe('console abilities', () => {
  it('follow each caller’s live role on any lock', async () => {
    const u = async () => createUserWithSession(t.db, t.services.sessions);
    const [owner, admin, holder, frozenAdmin, expiredAdmin, stranger] = await Promise.all([
      u(),
      u(),
      u(),
      u(),
      u(),
      u(),
    ]);
    const lock = await makeLock(t.db, owner.userId);
    const now = t.clock.now().getTime();
    await addKey(t.db, lock.id, admin.userId, { keyRight: 1 });
    await addKey(t.db, lock.id, holder.userId, {});
    await addKey(t.db, lock.id, frozenAdmin.userId, { keyRight: 1, keyStatus: '110405' });
    await addKey(t.db, lock.id, expiredAdmin.userId, { keyRight: 1, startDate: now - 3 * DAY, endDate: now - DAY });

    expect(await abilitiesOf(owner.token)).toEqual({ manageLockUsers: true, authorizeAdmins: true });
    expect(await abilitiesOf(admin.token)).toEqual({ manageLockUsers: true, authorizeAdmins: false });
    for (const who of [holder, frozenAdmin, expiredAdmin, stranger]) {
      expect(await abilitiesOf(who.token)).toEqual({ manageLockUsers: false, authorizeAdmins: false });
    }

    await t.db.update(locks).set({ deletedAt: new Date() }).where(eq(locks.id, lock.id));
    expect(await abilitiesOf(owner.token)).toEqual({ manageLockUsers: false, authorizeAdmins: false });
    expect(await abilitiesOf(admin.token)).toEqual({ manageLockUsers: false, authorizeAdmins: false });
  });

  it('needs a session', async () => {
    const r = await t.get('/user/consoleAbilities', {});
    expect(r.body.errorCode).not.toBe(0);
    expect(r.body.data).toBeNull();
  });
});
