// Lock state rules both sides need: lock status codes, passage mode (periods during which the lock stays open),
// and when auto-lock applies. No timers here; the caller owns time.
import { lockClock, MINUTE_MS, type WeekDay } from './lock-time';

export const LOCK_STATE = { locked: 0, unlocked: 1, unknown: 2 } as const;

/** Passage mode period (spec: up to 5 periods {allDay, start, end, weekDays[]}); minutes of the local day. */
export type PassagePeriod = { allDay: boolean; startMinute: number; endMinute: number; weekDays: WeekDay[] };
export type PassageMode = { enabled: boolean; periods: PassagePeriod[]; autoUnlock: boolean };

export function isPassageActive(mode: PassageMode | undefined, nowMs: number, offsetMs = 0): boolean {
  if (!mode?.enabled) return false;
  const { weekDay, minuteOfDay } = lockClock(nowMs, offsetMs / MINUTE_MS);
  return mode.periods.some(
    (p) => p.weekDays.includes(weekDay) && (p.allDay || (minuteOfDay >= p.startMinute && minuteOfDay < p.endMinute)),
  );
}

/** Auto-lock re-locks after `autoLockSeconds` unless it is off (0) or passage mode holds the door open. */
export const shouldAutoLock = (autoLockSeconds: number, passageActive: boolean) =>
  autoLockSeconds > 0 && !passageActive;
