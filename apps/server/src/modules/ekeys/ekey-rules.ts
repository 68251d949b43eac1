// Pure rules of ekeys: the period a request means (validity types, once = 1 hour from its start, cycle window)
// after the spec §5 time rules; "never beyond your own validity" (spec §5/§6, −3039); who may act on which key;
// the status a key shows now (overdue computed, a used once key invalid). No I/O.
import { KEY_STATUS, KEY_TYPE, ONCE_KEY_MS, VALIDITY_TYPE, type KeyPeriodRequest } from '@lockconsole/shared/ekey/ekey';
import { periodProblems, startOfMinute } from '@lockconsole/shared/validation/period-rules';
import { fail, FieldsError } from '../../http/errors';
import type { KeyGrant } from '../permissions/lock-role';
import type { LockAccess } from '../permissions/permissions.service';

/** What is stored for a key's validity. */
export type KeyPeriod = {
  validityType: number;
  keyType: number;
  startDate: number;
  endDate: number;
  cycleDays: number[];
  cycleStartMinute: number | null;
  cycleEndMinute: number | null;
};

/** The stored period of a request (shape already checked by the schema), or the time-rule problems as −3. */
export function periodOf(r: KeyPeriodRequest, now: number, lockOffsetMs: number): KeyPeriod {
  const none = { cycleDays: [], cycleStartMinute: null, cycleEndMinute: null, keyType: KEY_TYPE.normal };
  if (r.validityType === VALIDITY_TYPE.permanent)
    return { ...none, validityType: VALIDITY_TYPE.permanent, startDate: 0, endDate: 0 };
  // "From now" starts at the minute's start; a once key still lasts its hour from the moment it was sent.
  const start = r.startDate || startOfMinute(now);
  const end = r.validityType === VALIDITY_TYPE.once ? (r.startDate || now) + ONCE_KEY_MS : r.endDate!;
  const problems = periodProblems({ start, end, now, tzOffsetMinutes: Math.round(lockOffsetMs / 60_000) });
  if (problems.length) throw new FieldsError(problems);
  if (r.validityType !== VALIDITY_TYPE.cycle)
    return { ...none, validityType: r.validityType, startDate: start, endDate: end };
  return {
    validityType: VALIDITY_TYPE.cycle,
    keyType: KEY_TYPE.cycle,
    startDate: start,
    endDate: end,
    cycleDays: [...new Set(r.cycleDays ?? [])].sort((a, b) => a - b),
    cycleStartMinute: r.cycleStartMinute ?? 0,
    cycleEndMinute: r.cycleEndMinute ?? 1440,
  };
}

const isPermanent = (p: { startDate: number; endDate: number }) => p.startDate === 0 && p.endDate === 0;

/**
 * A period someone grants (send, change) must fit in their own key: inside its start/end, and for a cycle key
 * also inside its week days and daily window. The owner has no limit. Throws −3039.
 */
export function assertWithinOwn(access: LockAccess, p: KeyPeriod): void {
  if (access.role === 'owner') return;
  const own = access.key as (KeyGrant & Partial<KeyPeriod>) | null;
  if (!own) throw fail('noPermission');
  if (isPermanent(own) && own.validityType !== VALIDITY_TYPE.cycle) return;
  const beyond =
    (!isPermanent(own) && (isPermanent(p) || p.startDate < own.startDate || p.endDate > own.endDate)) ||
    (own.validityType === VALIDITY_TYPE.cycle &&
      (p.validityType !== VALIDITY_TYPE.cycle ||
        !p.cycleDays.every((d) => (own.cycleDays ?? []).includes(d)) ||
        (p.cycleStartMinute ?? 0) < (own.cycleStartMinute ?? 0) ||
        (p.cycleEndMinute ?? 1440) > (own.cycleEndMinute ?? 1440)));
  if (beyond) throw fail('keyPeriodBeyondOwn');
}

/**
 * May the caller (owner or authorized admin, already checked for 'manage') act on this key? Never on the owner's
 * admin key nor on their own; an authorized admin only on plain keys (keyRight 0). Throws −2018.
 */
export function assertMayActOn(
  access: LockAccess,
  callerId: number,
  key: { isOwner: boolean; userId: number | null; keyRight: number },
) {
  if (key.isOwner || key.userId === callerId) throw fail('noPermission');
  if (access.role !== 'owner' && key.keyRight === 1) throw fail('noPermission');
}

const ENDED_FROM = new Set<string>([KEY_STATUS.normal, KEY_STATUS.unfreezing, KEY_STATUS.waitingAccept]);

/** The status a key shows at `now`: a used once key is invalid, a normal key past its end overdue. */
export function statusAt(
  k: { keyStatus: string; startDate: number; endDate: number; usedAt: Date | null; deletedAt?: Date | null },
  now: number,
): string {
  if (k.deletedAt && k.keyStatus !== KEY_STATUS.deleted) return KEY_STATUS.deleted;
  if (!ENDED_FROM.has(k.keyStatus)) return k.keyStatus;
  if (k.usedAt) return KEY_STATUS.invalid;
  if (!isPermanent(k) && k.endDate < now) return KEY_STATUS.overdue;
  return k.keyStatus;
}
