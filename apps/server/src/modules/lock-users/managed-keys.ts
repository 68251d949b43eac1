// The SQL scope of lock users: which ekey rows a caller sees and may change as "lock users" — keys held by other
// accounts on the locks the caller manages (owner or live authorized admin, as permissions/lock-scope.ts says).
// Written against the plain `ekeys` and `locks` tables of the outer query (ekeys joined to locks on lock_id); the
// managed locks are a subquery with its own caller-key join, so the two never mix.
import { and, eq, inArray, isNotNull, isNull, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ekeys, locks } from '../../db/schema/devices';
import { callerKeyOn } from '../permissions/lock-access.repo';
import { lockScope, type Given } from '../permissions/lock-scope';

/** Deleting and deleted keys are gone for lock-user purposes (the holder's phone may still have to learn it). */
export const GONE_KEY_STATUSES = ['110407', '110408'];

/** Ids of the locks the caller may manage now. */
export const managedLockIds = (db: Db, callerId: Given, nowMs: Given) =>
  db
    .select({ id: locks.id })
    .from(locks)
    .leftJoin(ekeys, callerKeyOn(callerId))
    .where(lockScope(callerId, 'manage', nowMs));

/**
 * Keys of other accounts on the caller's managed locks (not the owner's admin key, not the caller's own, not
 * waiting for an account, not gone). `writable`: only those the caller may change — on a lock the caller merely
 * administers, keys with keyRight 0 (an authorized admin does not act on another authorized admin).
 */
export function lockUserKeys(db: Db, callerId: Given, nowMs: Given, o: { uid?: number; writable?: boolean } = {}) {
  const where: (SQL | undefined)[] = [
    inArray(ekeys.lockId, managedLockIds(db, callerId, nowMs)),
    eq(ekeys.isOwner, false),
    isNull(ekeys.deletedAt),
    isNotNull(ekeys.userId),
    ne(ekeys.userId, callerId),
    notInArray(ekeys.keyStatus, GONE_KEY_STATUSES),
    o.uid === undefined ? undefined : eq(ekeys.userId, o.uid),
    o.writable ? or(eq(locks.userId, callerId), eq(ekeys.keyRight, 0)) : undefined,
  ];
  return and(...where)!;
}
