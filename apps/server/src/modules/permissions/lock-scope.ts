// The SQL form of lock-role.ts for lists that must page correctly (lock list, remote operation, transfer):
// which rows of `locks` (left-joined with the caller's ekey on callerKeyOn) a caller may see for an action.
// Must say exactly what roleOf + allows say; lock-scope.test.ts holds them together.
import { and, eq, gte, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ekeys, locks } from '../../db/schema/devices';
import type { LockAction } from './lock-role';

const DEAD = ['110405', '110408', '110410', '110412', '110413'];

/** The joined ekey makes its holder an admin or key holder now (see roleOf). */
const liveKey = (nowMs: number) =>
  and(
    sql`${ekeys.id} is not null`,
    notInArray(ekeys.keyStatus, DEAD),
    or(and(eq(ekeys.startDate, 0), eq(ekeys.endDate, 0)), and(lte(ekeys.startDate, nowMs), gte(ekeys.endDate, nowMs))),
  );

/** `remoteOnly`: also require the lock's remote unlock switch on (list of locks to operate remotely). */
export function lockScope(userId: number, action: LockAction, nowMs: number, remoteOnly = false): SQL {
  const owner = eq(locks.userId, userId);
  const key = liveKey(nowMs);
  const admin = and(key, eq(ekeys.keyRight, 1));
  const byAction: Record<LockAction, SQL | undefined> = {
    view: or(owner, key),
    records: or(owner, admin),
    manage: or(owner, admin),
    remote: or(owner, admin, and(key, eq(ekeys.remoteEnable, 1))),
    own: owner,
  };
  return and(isNull(locks.deletedAt), byAction[action], remoteOnly ? eq(locks.remoteUnlockSwitch, 1) : undefined)!;
}
