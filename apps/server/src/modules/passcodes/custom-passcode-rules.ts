// Pure rules of passcode writes beyond the offline scheme: the old-app guard (passcode version 0, spec §8), the
// per-lock issue rate guard, lockcore's custom-code problems as answers, and the validity of a custom code (spec §5
// time rules in the lock's offset, minute precision). No I/O.
import type { CustomPasscodeProblem } from '@lockconsole/lockcore/passcode/custom-passcode';
import { PASSCODE_VERSION } from '@lockconsole/shared/passcode/passcode';
import { passcodeTimeProblems } from '@lockconsole/shared/passcode/time-rules';
import { startOfMinute } from '@lockconsole/shared/validation/period-rules';
import { fail, FieldsError, type AppError } from '../../http/errors';

/** Seam's guard: at most 10 passcodes issued (offline or custom) per lock per minute. */
export const ISSUES_PER_LOCK_PER_MINUTE = 10;
export const RATE_WINDOW_MS = 60_000;

/** Every passcode write on a lock added with an old app answers the spec §8 message. */
export function assertPasscodeWritable(lock: { keyboardPwdVersion: number }) {
  if (lock.keyboardPwdVersion === PASSCODE_VERSION.notAllowed) throw fail('passcodeOldAppVersion');
}

/** The first problem as the platform's answer (length first: the others are meaningless for a bad length). */
export function customProblemAnswer(problems: CustomPasscodeProblem[], minLength: number): AppError | null {
  const p = problems[0];
  if (!p) return null;
  switch (p) {
    case 'badLength':
      return fail('passcodeBadLength', { min: minLength });
    case 'tooSimple':
      return fail('passcodeTooSimple');
    case 'duplicate':
      return fail('passcodeDuplicate');
    case 'full':
      return fail('passcodeFull');
  }
}

export type CustomPeriod = { start: number; end: number | null };

/**
 * The validity of a custom code: start (0/absent = now) and end (0/absent = none), to the minute (the lock's
 * precision), checked with the spec §5 rules. `kept`: a change keeping the old start skips "start not more than
 * 24 hours before now" (the code was valid since then).
 */
export function customPeriod(
  r: { startDate?: number; endDate?: number },
  now: number,
  tzOffsetMinutes: number,
  kept?: { startKept: boolean },
): CustomPeriod {
  const start = startOfMinute(r.startDate || now);
  const end = r.endDate ? startOfMinute(r.endDate) : null;
  let problems = passcodeTimeProblems({ start, end, now, tzOffsetMinutes });
  if (kept?.startKept) problems = problems.filter((p) => p.key !== 'validation.passcode.startTooEarly');
  if (problems.length) throw new FieldsError(problems);
  return { start, end };
}
