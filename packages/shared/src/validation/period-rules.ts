// The time rules of spec §5 for any credential period (ekeys, passcodes, …), shared by the server and the console
// forms: start earlier than end, end not before now, a validity over one year with the same day and time at both
// ends (in the lock's time zone), at most 3 years; optionally a start not too far before now (timed passcodes).
// Each problem is a field and an i18n key under a caller-chosen prefix (the passcode keys keep their own). Pure.
import { fromLockLocal, lockClock, MINUTE_MS } from '@lockconsole/lockcore/lock-time';

export const PERIOD_MAX_MONTHS = 36;

export type PeriodProblem = { field: 'startDate' | 'endDate'; key: string };

export type PeriodTimes = {
  start: number;
  /** null: the period has no end (permanent). */
  end: number | null;
  now: number;
  /** The lock's fixed offset from UTC in minutes (its local day and time). */
  tzOffsetMinutes: number;
};

export type PeriodRuleOptions = {
  /** i18n key prefix; 'validation.period' unless the credential keeps its own messages. */
  keys?: string;
  /** A start earlier than now minus this is refused (timed passcodes: 24 h); absent = no such rule. */
  startGraceMs?: number;
};

/**
 * The start of the minute `ms` falls in. A period given "from now" starts there: locks count validity in minutes,
 * and one whose clock lags the server's by seconds must not refuse a code or credential issued "from now".
 */
export const startOfMinute = (ms: number): number => Math.floor(ms / 60_000) * 60_000;

/** `months` calendar months after `ms` at the offset (day clamped to the month's last day). */
export function addLocalMonths(ms: number, months: number, tz: number): number {
  const a = lockClock(ms, tz);
  const target = new Date(Date.UTC(a.year, a.month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const local0 = Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(a.day, last));
  return fromLockLocal(local0 + a.minuteOfDay * MINUTE_MS + (ms % MINUTE_MS), tz);
}

/** Same local day (or both the last day of their months) and the same time of day. */
function sameDayAndTime(start: number, end: number, tz: number): boolean {
  const a = lockClock(start, tz);
  const b = lockClock(end, tz);
  const dayOk = a.day === b.day || (b.day === b.daysInMonth && a.day > b.daysInMonth);
  return dayOk && a.minuteOfDay === b.minuteOfDay;
}

export function periodProblems(t: PeriodTimes, o: PeriodRuleOptions = {}): PeriodProblem[] {
  const k = o.keys ?? 'validation.period';
  const out: PeriodProblem[] = [];
  if (o.startGraceMs !== undefined && t.start < t.now - o.startGraceMs)
    out.push({ field: 'startDate', key: `${k}.startTooEarly` });
  if (t.end === null) return out;
  if (t.start >= t.end) return [...out, { field: 'endDate', key: `${k}.startAfterEnd` }];
  if (t.end < t.now) out.push({ field: 'endDate', key: `${k}.endInPast` });
  if (t.end > addLocalMonths(t.start, PERIOD_MAX_MONTHS, t.tzOffsetMinutes)) {
    out.push({ field: 'endDate', key: `${k}.tooLong` });
  } else if (
    t.end > addLocalMonths(t.start, 12, t.tzOffsetMinutes) &&
    !sameDayAndTime(t.start, t.end, t.tzOffsetMinutes)
  ) {
    out.push({ field: 'endDate', key: `${k}.sameDayAndTime` });
  }
  return out;
}
