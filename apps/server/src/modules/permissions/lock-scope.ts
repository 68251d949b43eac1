// The SQL form of lock-role.ts for lists that must page correctly (lock list, remote operation, transfer):
// which rows of `locks` (left-joined with the caller's ekey on callerKeyOn) a caller may see for an action.
// Must say exactly what roleOf + allows say; lock-scope.test.ts holds them together.
import { and, eq, gte, isNull, lte, notInArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ekeys, locks } from '../../db/schema/devices';
import { DEAD_KEY_STATUSES, type LockAction } from './lock-role';

const DEAD = [...DEAD_KEY_STATUSES];

/** A value, or a placeholder for it in a statement built once (lock-list.repo.ts). */
export type Given = number | Placeholder;

/** The joined ekey makes its holder an admin or key holder now (see roleOf). */
const liveKey = (nowMs: Given) =>
  and(
    sql`${ekeys.id} is not null`,
    notInArray(ekeys.keyStatus, DEAD),
    isNull(ekeys.usedAt),
    or(and(eq(ekeys.startDate, 0), eq(ekeys.endDate, 0)), and(lte(ekeys.startDate, nowMs), gte(ekeys.endDate, nowMs))),
  );

/**
 * An ekey row (of `k`, any alias of ekeys) that makes its holder an authorized admin of its lock, whatever its
 * validity right now: keyRight 1, not the owner's admin key, not deleted. What /auth/list lists and /auth/revoke
 * (and lock list query type 5) can cancel.
 */
export const grantsAdmin = (k: Record<'keyRight' | 'isOwner' | 'deletedAt' | 'keyStatus', AnyPgColumn>) =>
  and(eq(k.keyRight, 1), eq(k.isOwner, false), isNull(k.deletedAt), notInArray(k.keyStatus, ['110407', '110408']))!;

/**
 * Not a cycle key, or inside its week days (Sun 1 … Sat 7) and daily window at the lock's local time — the same
 * arithmetic as lockLocalTime in lock-role.ts (1970-01-01 was a Thursday: day index + 4, mod 7, + 1).
 */
const insideCycle = (nowMs: Given) => {
  const local = sql`(${nowMs}::bigint + ${locks.timezoneRawOffset})`;
  const day = sql`floor(${local}::numeric / 86400000)::bigint`;
  const cycleDay = sql`((((${day} + 4) % 7) + 7) % 7 + 1)::int`;
  const minute = sql`floor((${local} - ${day} * 86400000)::numeric / 60000)::int`;
  return or(
    sql`${ekeys.validityType} <> 4`,
    and(
      sql`${ekeys.cycleDays} @> jsonb_build_array(${cycleDay})`,
      sql`${minute} >= coalesce(${ekeys.cycleStartMinute}, 0)`,
      sql`${minute} < coalesce(${ekeys.cycleEndMinute}, 0)`,
    ),
  );
};

/**
 * A scope in parts, for lists that read owned locks and held keys as two index paths (modules/locks/lock-list.repo.ts):
 * a lock is in scope when `live` and `lockFilter` hold and the caller owns it (`owner`) or the caller's joined ekey
 * grants the action (`key`; undefined when only the owner may).
 */
export type ScopeParts = { live: SQL; lockFilter: SQL | undefined; owner: SQL; key: SQL | undefined };

/** `remoteOnly`: also require the lock's remote unlock switch on (list of locks to operate remotely). */
export function lockScopeParts(userId: Given, action: LockAction, nowMs: Given, remoteOnly = false): ScopeParts {
  const key = liveKey(nowMs);
  const admin = and(key, eq(ekeys.keyRight, 1));
  const byAction: Record<LockAction, SQL | undefined> = {
    view: key,
    records: admin,
    manage: admin,
    remote: and(or(admin, and(key, eq(ekeys.remoteEnable, 1))), insideCycle(nowMs)),
    own: undefined,
  };
  return {
    live: isNull(locks.deletedAt),
    lockFilter: remoteOnly ? eq(locks.remoteUnlockSwitch, 1) : undefined,
    owner: eq(locks.userId, userId),
    key: byAction[action],
  };
}

/** The whole scope as one condition on `locks` left-joined with the caller's ekey (callerKeyOn). */
export function lockScope(userId: Given, action: LockAction, nowMs: Given, remoteOnly = false): SQL {
  const p = lockScopeParts(userId, action, nowMs, remoteOnly);
  return and(p.live, p.lockFilter, p.key ? or(p.owner, p.key) : p.owner)!;
}
