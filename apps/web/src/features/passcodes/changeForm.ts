// The change dialog's logic for a custom code (/keyboardPwd/change): new digits and/or period, checked with the
// shared rules (custom-code rules of lockcore, passcode time rules), and only what changed goes in the request.
// An unchanged start is not re-checked against "not more than 24 h ago" (it was accepted when it was set). Pure.
import { customPasscodeProblems } from '@lockconsole/lockcore/passcode/custom-passcode';
import type { ChangeKeyboardPwdRequest } from '@lockconsole/shared/passcode/change';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { passcodeTimeProblems } from '@lockconsole/shared/passcode/time-rules';
import { lockTimeText, parseLockTime } from '@lockconsole/lockcore/lock-time';
import { customMinLength, type FormProblem } from './issueForm';

export type ChangeValues = { code: string; start: string; end: string; permanent: boolean };
export type ChangeProblem = Omit<FormProblem, 'field'> & { field: keyof ChangeValues };
type Ctx = { now: number; tzOffsetMinutes: number; siteMinLength: number };

/** The inputs show minutes: an instant counts as unchanged when its minute is the same. */
const sameMinute = (a: number, b: number) => Math.floor(a / 60_000) === Math.floor(b / 60_000);

export const changeInitial = (p: PasscodeItem, tz: number): ChangeValues => ({
  code: p.keyboardPwd,
  start: lockTimeText(p.startDate, tz, 'T'),
  end: p.endDate ? lockTimeText(p.endDate, tz, 'T') : '',
  permanent: !p.endDate,
});

export function changeProblems(p: PasscodeItem, v: ChangeValues, ctx: Ctx): ChangeProblem[] {
  const out: ChangeProblem[] = [];
  const code = v.code.trim();
  if (code !== p.keyboardPwd) {
    const min = customMinLength(ctx.siteMinLength);
    const problems = customPasscodeProblems(code, { minLength: min, existing: [], customCount: 0 });
    if (problems.includes('badLength')) out.push({ field: 'code', key: 'errors.passcodeBadLength', vars: { min } });
    else if (problems.includes('tooSimple')) out.push({ field: 'code', key: 'errors.passcodeTooSimple' });
  }
  const start = parseLockTime(v.start, ctx.tzOffsetMinutes);
  if (start === null) out.push({ field: 'start', key: 'validation.invalid' });
  let end: number | null = null;
  if (!v.permanent) {
    end = v.end ? parseLockTime(v.end, ctx.tzOffsetMinutes) : null;
    if (!v.end) out.push({ field: 'end', key: 'validation.passcode.endRequired' });
    else if (end === null) out.push({ field: 'end', key: 'validation.invalid' });
  }
  if (start === null || (!v.permanent && end === null)) return out;
  const startChanged = !sameMinute(start, p.startDate);
  for (const problem of passcodeTimeProblems({ start, end, now: ctx.now, tzOffsetMinutes: ctx.tzOffsetMinutes })) {
    if (problem.key.endsWith('startTooEarly') && !startChanged) continue;
    out.push({ field: problem.field === 'startDate' ? 'start' : 'end', key: problem.key });
  }
  return out;
}

/** Only the changed parts; null when nothing changed. */
export function buildChangeRequest(p: PasscodeItem, v: ChangeValues, ctx: Ctx): ChangeKeyboardPwdRequest | null {
  const req: ChangeKeyboardPwdRequest = { lockId: p.lockId, keyboardPwdId: p.keyboardPwdId };
  const code = v.code.trim();
  if (code !== p.keyboardPwd) req.newKeyboardPwd = code;
  const start = parseLockTime(v.start, ctx.tzOffsetMinutes)!;
  const end = v.permanent ? 0 : parseLockTime(v.end, ctx.tzOffsetMinutes)!;
  if (!sameMinute(start, p.startDate)) req.startDate = start;
  if (end === 0 ? p.endDate !== 0 : !sameMinute(end, p.endDate) || p.endDate === 0) req.endDate = end;
  return Object.keys(req).length > 2 ? req : null;
}
