// SQL the permission checks need: a lock with the caller's ekey (if any), a lock with its admin keys. No rules here.
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { LockAction } from './lock-role';
import { lockScopeParts } from './lock-scope';
import type { Db } from '../../db/client';
import { ekeys, locks } from '../../db/schema/devices';

type LockRow = typeof locks.$inferSelect;
type KeyRow = typeof ekeys.$inferSelect;
export type LockWithKey = { lock: LockRow; key: KeyRow | null };

/** Join condition of the caller's live ekey on a lock row. */
export const callerKeyOn = (userId: number) =>
  and(eq(ekeys.lockId, locks.id), eq(ekeys.userId, userId), isNull(ekeys.deletedAt));

export function createLockAccessRepo(db: Db) {
  return {
    async find(userId: number, lockIds: number[]): Promise<LockWithKey[]> {
      if (lockIds.length === 0) return [];
      return db
        .select({ lock: locks, key: ekeys })
        .from(locks)
        .leftJoin(ekeys, callerKeyOn(userId))
        .where(and(inArray(locks.id, lockIds), isNull(locks.deletedAt)));
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

    /** The live lock with every undeleted ekey that carries the admin right (roles decide which still count). */
    async withAdminKeys(lockId: number): Promise<{ lock: LockRow; keys: KeyRow[] } | undefined> {
      const rows = await db
        .select({ lock: locks, key: ekeys })
        .from(locks)
        .leftJoin(
          ekeys,
          and(eq(ekeys.lockId, locks.id), eq(ekeys.keyRight, 1), isNull(ekeys.deletedAt), isNotNull(ekeys.userId)),
        )
        .where(and(eq(locks.id, lockId), isNull(locks.deletedAt)));
      return rows[0] && { lock: rows[0].lock, keys: rows.flatMap((r) => (r.key ? [r.key] : [])) };
    },
  };
}
