// SQL the permission checks need: a lock with the caller's ekey (if any), a lock with its admin keys. No rules here.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { LockAction } from './lock-role';
import { lockScopeParts, type Given } from './lock-scope';
import type { Db } from '../../db/client';
import { ekeys, locks } from '../../db/schema/devices';

type LockRow = typeof locks.$inferSelect;
type KeyRow = typeof ekeys.$inferSelect;
export type LockWithKey = { lock: LockRow; key: KeyRow | null };

/** Join condition of the caller's live ekey on a lock row. */
export const callerKeyOn = (userId: Given) =>
  and(eq(ekeys.lockId, locks.id), eq(ekeys.userId, userId), isNull(ekeys.deletedAt));

/** What roles need of an admin ekey (lock-role.ts `roleOf`). */
export type AdminKey = Pick<
  KeyRow,
  'userId' | 'keyRight' | 'remoteEnable' | 'keyStatus' | 'startDate' | 'endDate' | 'usedAt'
>;

export function createLockAccessRepo(db: Db) {
  const adminKeysOf = db
    .select({
      ownerId: locks.userId,
      key: {
        userId: ekeys.userId,
        keyRight: ekeys.keyRight,
        remoteEnable: ekeys.remoteEnable,
        keyStatus: ekeys.keyStatus,
        startDate: ekeys.startDate,
        endDate: ekeys.endDate,
        usedAt: ekeys.usedAt,
      },
    })
    .from(locks)
    .leftJoin(
      ekeys,
      and(eq(ekeys.lockId, locks.id), eq(ekeys.keyRight, 1), isNull(ekeys.deletedAt), isNotNull(ekeys.userId)),
    )
    .where(and(eq(locks.id, sql.placeholder('lockId')), isNull(locks.deletedAt)))
    .prepare('lock_admin_keys');
  // Every lock-scoped request asks it: built once (drizzle building this ~50-column join cost more of the server's
  // CPU than PostgreSQL's answer, bench/api.ts cards and passcodes).
  const withCallerKey = db
    .select({ lock: locks, key: ekeys })
    .from(locks)
    .leftJoin(ekeys, callerKeyOn(sql.placeholder('userId')))
    .where(and(sql`${locks.id} = any(${sql.placeholder('lockIds')}::bigint[])`, isNull(locks.deletedAt)))
    .prepare('lock_with_caller_key');

  return {
    async find(userId: number, lockIds: number[]): Promise<LockWithKey[]> {
      if (lockIds.length === 0) return [];
      return withCallerKey.execute({ userId, lockIds });
    },

    /**
     * Whether any lock allows `action` to the caller now: one indexed probe for owned locks (locks_owner_order_idx),
     * one for the caller's own keys (ekeys_holder_idx), each stopping at the first row.
     */
    async anyInScope(userId: number, action: LockAction, nowMs: number): Promise<boolean> {
      const p = lockScopeParts(userId, action, nowMs);
      const [owned] = await db.select({ id: locks.id }).from(locks).where(and(p.live, p.owner)).limit(1);
      if (owned || !p.key) return Boolean(owned);
      const [held] = await db
        .select({ id: locks.id })
        .from(ekeys)
        .innerJoin(locks, eq(locks.id, ekeys.lockId))
        .where(and(eq(ekeys.userId, userId), isNull(ekeys.deletedAt), eq(ekeys.isOwner, false), p.live, p.key))
        .limit(1);
      return Boolean(held);
    },

    /**
     * The live lock's owner with every undeleted ekey that carries the admin right (roles decide which still count):
     * only the fields roles read, as a statement built once (every stored batch of records and every operation's
     * events ask it — bench/device-hub.ts).
     */
    async withAdminKeys(lockId: number): Promise<{ lock: { userId: number }; keys: AdminKey[] } | undefined> {
      const rows = await adminKeysOf.execute({ lockId });
      return rows[0] && { lock: { userId: rows[0].ownerId }, keys: rows.flatMap((r) => (r.key ? [r.key] : [])) };
    },
  };
}
