// When an offline code may be used, in local hour indexes: its start, its end, the deadline of its first use, and
// (cycle codes) its daily window on the kind's week days. Shared by the generator, which reports these times, and
// the lock, which checks them. Pure.
import { weekDayOfDay } from '../lock-time';
import { addMonthsToHour } from './local-time';
import { DAILY_MIN, FAMILY, type Header, HOURLY_MAX, MONTHLY_MIN, WINDOWS, DAILY_MAX } from './offline-header';
import { type CycleKind, cycleKindDays, type OfflineType } from './passcode-types';

/** A once code lives 6 h; permanent, limited and clear codes must be used within 24 h; cycle codes within 8 days. */
export const ONCE_HOURS = 6;
export const FIRST_USE_HOURS = 24;
export const CYCLE_FIRST_USE_DAYS = 8;

export type CodeTimes = { startHour: number; endHour: number | null; firstUseByHour: number };
export type CycleRule = { cycleKind: CycleKind; startHour: number; endHour: number };

export function limitedEndHour(startHour: number, duration: number): number {
  if (duration < HOURLY_MAX) return startHour + duration + 1;
  const days = DAILY_MIN + duration - HOURLY_MAX;
  if (days <= DAILY_MAX) return startHour + 24 * days;
  return addMonthsToHour(startHour, MONTHLY_MIN + duration - HOURLY_MAX - (DAILY_MAX - DAILY_MIN + 1));
}

const mod = (a: number, n: number) => ((a % n) + n) % n;

/** The start residue a header carries: start hour mod 6 or 24, or start day mod 8. */
export const residueOf = (type: OfflineType, startHour: number) =>
  type === 5 ? mod(startHour / 24, FAMILY[5].residues) : mod(startHour, FAMILY[type].residues);

/** The only start the lock can consider for this header now: the latest one ≤ now with the header's residue. */
export function candidateStart(h: Header, nowHour: number): number {
  const n = FAMILY[h.type].residues;
  if (h.type === 5) {
    const today = Math.floor(nowHour / 24);
    return 24 * (today - mod(today - h.residue, n));
  }
  return nowHour - mod(nowHour - h.residue, n);
}

export function codeTimes(h: Header, startHour: number): CodeTimes {
  const cap = (end: number | null, by: number) => (end === null ? by : Math.min(end, by));
  switch (h.type) {
    case 1:
      return { startHour, endHour: startHour + ONCE_HOURS, firstUseByHour: startHour + ONCE_HOURS };
    case 2:
      return { startHour, endHour: null, firstUseByHour: startHour + FIRST_USE_HOURS };
    case 4:
      return { startHour, endHour: startHour + FIRST_USE_HOURS, firstUseByHour: startHour + FIRST_USE_HOURS };
    case 3: {
      const endHour = limitedEndHour(startHour, h.duration);
      return { startHour, endHour, firstUseByHour: cap(endHour, startHour + FIRST_USE_HOURS) };
    }
    case 5: {
      const endHour = h.months === 0 ? null : addMonthsToHour(startHour, h.months);
      return { startHour, endHour, firstUseByHour: cap(endHour, startHour + 24 * CYCLE_FIRST_USE_DAYS) };
    }
  }
}

export const cycleRuleOf = (h: Header): CycleRule | null => {
  if (h.type !== 5) return null;
  const [startHour, endHour] = WINDOWS[h.window]!;
  return { cycleKind: h.cycleKind, startHour, endHour };
};

export function inCycleWindow(rule: CycleRule, nowHour: number): boolean {
  const hourOfDay = mod(nowHour, 24);
  return (
    cycleKindDays(rule.cycleKind).includes(weekDayOfDay(Math.floor(nowHour / 24))) &&
    hourOfDay >= rule.startHour &&
    hourOfDay < rule.endHour
  );
}

/** Inside [start, end) and, for cycle codes, inside a window. */
export const openAt = (t: Pick<CodeTimes, 'startHour' | 'endHour'>, rule: CycleRule | null, nowHour: number) =>
  nowHour >= t.startHour &&
  (t.endHour === null || nowHour < t.endHour) &&
  (rule === null || inCycleWindow(rule, nowHour));
