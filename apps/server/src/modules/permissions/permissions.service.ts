// Decides every lock-scoped check. Resolves the caller's role per lock and applies the action rules of
// lock-role.ts. A lock that does not exist and a lock the caller has no role on answer the same −2018, so
// nobody learns which lock ids exist. Must not contain lock business rules (those live in the lock services).
import type { ConsoleAbilities } from '@lockconsole/shared/user/console-abilities';
import { fail } from '../../http/errors';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { allows, roleOf, type KeyGrant, type LockAction, type LockRole } from './lock-role';
import { createLockAccessRepo, type LockWithKey } from './lock-access.repo';

export type LockAccess = {
  lockId: number;
  role: LockRole;
  lock: LockWithKey['lock'];
  /** The caller's live ekey on the lock (the owner's admin key included). */
  key: (KeyGrant & { id: number }) | null;
};

export function createPermissionsService(d: { db: Db; clock: Clock }) {
  const repo = createLockAccessRepo(d.db);

  /** Now and the lock's offset: a cycle key's remote right depends on the lock's local time. */
  const at = (a: LockAccess) => ({ nowMs: d.clock.now().getTime(), lockOffsetMs: a.lock.timezoneRawOffset });

  const toAccess = (userId: number, r: LockWithKey): LockAccess => ({
    lockId: r.lock.id,
    role: roleOf(userId, r.lock, r.key, d.clock.now().getTime()),
    lock: r.lock,
    key: r.key,
  });

  return {
    /** Console-wide abilities (the side menu): the same rules as each lock's check, asked of the whole scope. */
    // The caller's session only (not UserContext: http/context.ts imports this module's types).
    async consoleAbilities(ctx: { session: { userId: number } }, _input: unknown): Promise<ConsoleAbilities> {
      const { userId } = ctx.session;
      const now = d.clock.now().getTime();
      const [manageLockUsers, authorizeAdmins] = await Promise.all([
        repo.anyInScope(userId, 'manage', now),
        repo.anyInScope(userId, 'own', now),
      ]);
      return { manageLockUsers, authorizeAdmins };
    },

    /** The role of the caller on each lock (stranger for unknown ids). */
    async roles(userId: number, lockIds: number[]): Promise<Map<number, LockAccess>> {
      const rows = await repo.find(userId, lockIds);
      return new Map(rows.map((r) => [r.lock.id, toAccess(userId, r)]));
    },

    /** Every lock must allow `action` for the caller, else −2018 (no change happens). */
    async require(userId: number, lockIds: number[], action: LockAction): Promise<LockAccess[]> {
      const unique = [...new Set(lockIds)];
      const rows = await repo.find(userId, unique);
      const found = new Map(rows.map((r) => [r.lock.id, toAccess(userId, r)]));
      return unique.map((id) => {
        const a = found.get(id);
        if (!a || !allows(a.role, action, a.key, at(a))) throw fail('noPermission');
        return a;
      });
    },

    /**
     * Who manages `lockId` now — its owner and its authorized admins whose key gives them that role at this moment
     * (not frozen, not outside its period) — for real-time events about the lock. Empty for an unknown lock.
     */
    async managersOf(lockId: number): Promise<number[]> {
      const found = await repo.withAdminKeys(lockId);
      if (!found) return [];
      const now = d.clock.now().getTime();
      const admins = found.keys
        .filter((k) => roleOf(k.userId!, found.lock, k, now) === 'authorizedAdmin')
        .map((k) => k.userId!);
      return [found.lock.userId, ...new Set(admins)];
    },

    /** For lists: may this row (already scoped to related locks) be shown for `action`? */
    allowsRow(userId: number, r: LockWithKey, action: LockAction): LockAccess | undefined {
      const a = toAccess(userId, r);
      return allows(a.role, action, a.key, at(a)) ? a : undefined;
    },
  };
}

export type PermissionsService = ReturnType<typeof createPermissionsService>;
