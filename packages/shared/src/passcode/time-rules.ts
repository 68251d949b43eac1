// The passcode time rules of spec §5/§9: the shared period rules (validation/period-rules.ts) plus the timed
// passcode rule "start not more than 24 hours before now", with the passcode i18n keys. Pure.
import { addLocalMonths, PERIOD_MAX_MONTHS, periodProblems, type PeriodProblem } from '../validation/period-rules';

export { addLocalMonths };

export const PASSCODE_START_GRACE_MS = 24 * 3_600_000;
export const PASSCODE_MAX_MONTHS = PERIOD_MAX_MONTHS;

export type TimeProblem = PeriodProblem;

export type PasscodeTimes = {
  start: number;
  /** null: the type has no end (once, permanent, clear; cycle without end). */
  end: number | null;
  now: number;
  /** The lock's fixed offset from UTC in minutes (its local day and time). */
  tzOffsetMinutes: number;
};

export function passcodeTimeProblems(t: PasscodeTimes): TimeProblem[] {
  return periodProblems(t, { keys: 'validation.passcode', startGraceMs: PASSCODE_START_GRACE_MS });
}
