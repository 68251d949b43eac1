// Credential validity as a lock judges it with its own clock: a time window (0/0 = permanent) and, for cycle
// credentials, week days with a daily minute range. The server uses the same rules to show "will be valid",
// "expired" and to validate requests; the simulator's lock uses them to accept or refuse.

import { lockClock, MINUTE_MS, type WeekDay } from './lock-time';

/** Week day as the card/fingerprint enumerations count them: Mon 1 … Sun 7. */
export type { WeekDay };

export type CyclePeriod = { weekDay: WeekDay; startMinute: number; endMinute: number };

export type Validity = {
  /** ms; 0 with endDate 0 = permanent. */
  startDate: number;
  endDate: number;
  cycle?: CyclePeriod[];
};

export type ValidityVerdict = 'valid' | 'notYetValid' | 'expired' | 'outsideCycle';

export const isPermanent = (v: Validity) => v.startDate === 0 && v.endDate === 0;

export function checkValidity(v: Validity, nowMs: number, offsetMs = 0): ValidityVerdict {
  if (!isPermanent(v)) {
    if (nowMs < v.startDate) return 'notYetValid';
    if (nowMs >= v.endDate) return 'expired';
  }
  if (v.cycle && v.cycle.length > 0) {
    const { weekDay, minuteOfDay } = lockClock(nowMs, offsetMs / MINUTE_MS);
    const inside = v.cycle.some(
      (p) => p.weekDay === weekDay && minuteOfDay >= p.startMinute && minuteOfDay < p.endMinute,
    );
    if (!inside) return 'outsideCycle';
  }
  return 'valid';
}

/** Problems of a requested validity (spec §5 time rules); an empty list means acceptable. */
export function validityProblems(v: Validity, nowMs: number): string[] {
  const out: string[] = [];
  if (isPermanent(v)) return out;
  if (v.startDate >= v.endDate) out.push('validation.period.startAfterEnd');
  if (v.endDate < nowMs) out.push('validation.period.endInPast');
  const threeYears = 3 * 366 * 24 * 3600 * 1000;
  if (v.endDate - v.startDate > threeYears) out.push('validation.period.tooLong');
  for (const p of v.cycle ?? []) {
    if (p.startMinute < 0 || p.endMinute > 1440 || p.startMinute >= p.endMinute) out.push('validation.period.cycle');
  }
  return out;
}
