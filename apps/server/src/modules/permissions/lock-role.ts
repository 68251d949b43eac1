// Who someone is to a lock (owner | authorizedAdmin | keyHolder | stranger) and what each role may do there.
// Pure rules, no I/O: the one place that decides lock-scoped permissions. Routes declare an action
// (auth: {lock: 'manage'}); the pipeline resolves the role through permissions.service and asks `allows`.
// Ekeys (issue 6): an authorized admin is a live ekey with keyRight 1, a key holder any other live ekey; a cycle
// key operates remotely only inside its window.
import { lockClock, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';

export const LOCK_ROLES = ['owner', 'authorizedAdmin', 'keyHolder', 'stranger'] as const;
export type LockRole = (typeof LOCK_ROLES)[number];

/**
 * view    — see the lock, its state, settings summary and gateways
 * records — read its unlock records
 * remote  — remote unlock / lock through a gateway
 * manage  — rename, settings through the gateway, clock, passage mode
 * own     — what only the primary administrator may do: transfer, export, group placement (spec §6)
 */
export const LOCK_ACTIONS = ['view', 'records', 'remote', 'manage', 'own'] as const;
export type LockAction = (typeof LOCK_ACTIONS)[number];

/** The caller's ekey on the lock, if any (the owner holds one too: the admin key). */
export type KeyGrant = {
  keyRight: number;
  remoteEnable: number;
  keyStatus: string;
  /** 0/0 = permanent; else milliseconds. */
  startDate: number;
  endDate: number;
  /** Ekey validity (permanent 1, limited 2, once 3, cycle 4); absent = not a cycle key. */
  validityType?: number;
  /** Cycle keys: Sun 1 … Sat 7 and the daily window in the lock's local minutes. */
  cycleDays?: number[] | null;
  cycleStartMinute?: number | null;
  cycleEndMinute?: number | null;
  /** A once key's first use: it opens nothing after. */
  usedAt?: Date | null;
};

/**
 * Ekey statuses (spec §3) that give no server rights: the stable dead ones, a key still waiting for its account,
 * and the pending freezing/deleting (those only delay the holder's PHONE, never the server).
 */
export const DEAD_KEY_STATUSES: readonly string[] = [
  '110402',
  '110404',
  '110405',
  '110407',
  '110408',
  '110410',
  '110412',
  '110413',
];
const DEAD = new Set(DEAD_KEY_STATUSES);

/**
 * The lock's local ekey cycle day (Sun 1 … Sat 7, spec §3) and minute of day at `nowMs`, from the one lock-time
 * module (lockcore; its week days are Mon 1 … Sun 7). lock-scope.ts says the same in SQL (lock-scope.test.ts).
 */
export function lockLocalTime(nowMs: number, offsetMs: number): { cycleDay: number; minute: number } {
  const c = lockClock(nowMs, offsetMinutesOf(offsetMs));
  return { cycleDay: (c.weekDay % 7) + 1, minute: c.minuteOfDay };
}

/** A cycle key is inside its week days and daily window now (lock local time); any other key always is. */
export function insideCycle(key: KeyGrant, nowMs: number, lockOffsetMs: number): boolean {
  if (key.validityType !== 4) return true;
  const { cycleDay, minute } = lockLocalTime(nowMs, lockOffsetMs);
  const s = key.cycleStartMinute ?? 0;
  const e = key.cycleEndMinute ?? 0;
  return (key.cycleDays ?? []).includes(cycleDay) && minute >= s && minute < e;
}

export function roleOf(userId: number, lock: { userId: number }, key: KeyGrant | null, nowMs: number): LockRole {
  if (lock.userId === userId) return 'owner';
  if (!key || DEAD.has(key.keyStatus) || key.usedAt) return 'stranger';
  const permanent = key.startDate === 0 && key.endDate === 0;
  if (!permanent && (nowMs < key.startDate || nowMs > key.endDate)) return 'stranger';
  return key.keyRight === 1 ? 'authorizedAdmin' : 'keyHolder';
}

const RULES: Record<LockAction, readonly LockRole[]> = {
  view: ['owner', 'authorizedAdmin', 'keyHolder'],
  records: ['owner', 'authorizedAdmin'],
  remote: ['owner', 'authorizedAdmin', 'keyHolder'],
  manage: ['owner', 'authorizedAdmin'],
  own: ['owner'],
};

/**
 * `at` (now and the lock's offset) matters only for cycle keys: outside its week days or daily window a cycle key
 * does not operate remotely (the lock itself would refuse it over Bluetooth too). Without `at` that check is off.
 */
export function allows(
  role: LockRole,
  action: LockAction,
  key: KeyGrant | null,
  at?: { nowMs: number; lockOffsetMs: number },
): boolean {
  if (!RULES[action].includes(role)) return false;
  if (action !== 'remote' || role === 'owner') return true;
  if (key && at && !insideCycle(key, at.nowMs, at.lockOffsetMs)) return false;
  // A key holder operates remotely only when the key was sent with remote permission.
  if (role === 'keyHolder') return key?.remoteEnable === 1;
  return true;
}
