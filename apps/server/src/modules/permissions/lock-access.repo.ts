// SQL the permission checks need: a lock with the caller's ekey (if any). No rules here.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ekeys, locks } from '../../db/schema/devices';

export type LockWithKey = { lock: typeof locks.$inferSelect; key: typeof ekeys.$inferSelect | null };

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
  };
}
