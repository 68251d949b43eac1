// The issue form's logic (spec §3/§5): which fields each v4 type has, the lengths the site and type allow, every
// problem of the entered values with the SHARED rules (passcode time rules, custom-code rules of lockcore), and the
// request it becomes — /keyboardPwd/get for offline types, /keyboardPwd/add for a custom code. Pure, no UI.
import { customPasscodeProblems } from '@lockconsole/lockcore/passcode/custom-passcode';
import { CYCLE_KIND, offlineLengthRange, type OfflineType } from '@lockconsole/lockcore/passcode/passcode-types';
import type { AddKeyboardPwdRequest } from '@lockconsole/shared/passcode/add';
import type { GetKeyboardPwdRequest } from '@lockconsole/shared/passcode/get';
import { KEYBOARD_PWD_TYPE } from '@lockconsole/shared/passcode/passcode';
import { addLocalMonths, passcodeTimeProblems } from '@lockconsole/shared/passcode/time-rules';
import { lockDayText, parseLockTime } from '@lockconsole/lockcore/lock-time';

export const ISSUE_TYPES = ['once', 'permanent', 'limited', 'clear', 'cycle', 'custom'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

export const CYCLE_KINDS = Object.entries(CYCLE_KIND).map(([name, value]) => ({ name, value }));

export type IssueValues = {
  type: IssueType;
  name: string;
  /** Lock-local "YYYY-MM-DDTHH:mm" (cycle: "YYYY-MM-DD"); empty = now. */
  start: string;
  /** Lock-local end (limited; custom with an end); empty = none. */
  end: string;
  cycleKind: number;
  cycleStartHour: number;
  cycleEndHour: number;
  /** Cycle validity in months from the start day; 0 = until a clear code. */
  cycleMonths: number;
  /** Offline code length; undefined = the shortest allowed. */
  length?: number;
  /** Custom code digits. */
  code: string;
  /** Custom code without an end. */
  customPermanent: boolean;
};

export const initialValues = (type: IssueType = 'permanent'): IssueValues => ({
  type,
  name: '',
  start: '',
  end: '',
  cycleKind: CYCLE_KIND.weekday,
  cycleStartHour: 8,
  cycleEndHour: 18,
  cycleMonths: 0,
  length: undefined,
  code: '',
  customPermanent: true,
});

export type IssueContext = {
  lockId: number;
  now: number;
  /** The lock's offset from UTC in minutes. */
  tzOffsetMinutes: number;
  /** Effective site minimum passcode length (spec §3: default 6, below 4 → 6). */
  siteMinLength: number;
};

export type FormField = keyof IssueValues;
export type FormProblem = { field: FormField; key: string; vars?: Record<string, unknown> };

const OFFLINE_TYPE: Record<Exclude<IssueType, 'custom'>, OfflineType> = {
  once: 1,
  permanent: 2,
  limited: 3,
  clear: 4,
  cycle: 5,
};

/** Which inputs a type shows. */
export function fieldsOf(type: IssueType) {
  return {
    start: true,
    startIsDay: type === 'cycle',
    end: type === 'limited' || type === 'custom',
    endOptional: type === 'custom',
    cycle: type === 'cycle',
    length: type !== 'custom',
    code: type === 'custom',
  };
}

/** Code lengths the type may have on this site (offline: the family's minimum or the site's, up to 9). */
export function lengthOptions(type: IssueType, siteMinLength: number): number[] {
  if (type === 'custom') return [];
  const r = offlineLengthRange(OFFLINE_TYPE[type], siteMinLength);
  return r ? Array.from({ length: r.max - r.min + 1 }, (_, i) => r.min + i) : [];
}

/** Shortest custom code the site accepts (spec §5 "%d-9"). */
export const customMinLength = (siteMinLength: number) => Math.min(Math.max(Math.trunc(siteMinLength), 4), 9);

/** Start and end instants the values mean (null start = now; cycle: the start day's local midnight). */
export function periodOf(v: IssueValues, ctx: IssueContext): { start: number | null; end: number | null } {
  const f = fieldsOf(v.type);
  const tz = ctx.tzOffsetMinutes;
  // Cycle codes start at a local midnight: the chosen day, or today at the lock.
  const start =
    v.type === 'cycle'
      ? parseLockTime((v.start || lockDayText(ctx.now, tz)).slice(0, 10), tz)
      : v.start
        ? parseLockTime(v.start, tz)
        : null;
  let end: number | null = null;
  if (f.end && v.end && !(v.type === 'custom' && v.customPermanent)) end = parseLockTime(v.end, tz);
  if (v.type === 'cycle' && v.cycleMonths > 0 && start !== null) end = addLocalMonths(start, v.cycleMonths, tz);
  return { start, end };
}

/** Every problem of the values, each on its field, as i18n keys (empty = can be sent). */
export function issueProblems(v: IssueValues, ctx: IssueContext): FormProblem[] {
  const out: FormProblem[] = [];
  const f = fieldsOf(v.type);
  if (v.start && parseLockTime(v.start, ctx.tzOffsetMinutes) === null)
    out.push({ field: 'start', key: 'validation.invalid' });
  const needsEnd = v.type === 'limited' || (v.type === 'custom' && !v.customPermanent);
  if (needsEnd && !v.end) out.push({ field: 'end', key: 'validation.passcode.endRequired' });
  else if (f.end && v.end && needsEnd && parseLockTime(v.end, ctx.tzOffsetMinutes) === null)
    out.push({ field: 'end', key: 'validation.invalid' });
  if (v.name.trim().length > 50) out.push({ field: 'name', key: 'validation.passcode.name' });

  if (v.type === 'cycle') {
    if (!CYCLE_KINDS.some((k) => k.value === v.cycleKind))
      out.push({ field: 'cycleKind', key: 'validation.passcode.cycleKind' });
    const [a, b] = [v.cycleStartHour, v.cycleEndHour];
    if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b > 24 || a >= b)
      out.push({ field: 'cycleEndHour', key: 'validation.passcode.cycleWindow' });
  }

  if (v.type === 'custom') {
    const min = customMinLength(ctx.siteMinLength);
    const problems = customPasscodeProblems(v.code.trim(), { minLength: min, existing: [], customCount: 0 });
    if (problems.includes('badLength')) out.push({ field: 'code', key: 'errors.passcodeBadLength', vars: { min } });
    else if (problems.includes('tooSimple')) out.push({ field: 'code', key: 'errors.passcodeTooSimple' });
  } else {
    const options = lengthOptions(v.type, ctx.siteMinLength);
    if (options.length === 0 || (v.length !== undefined && !options.includes(v.length)))
      out.push({
        field: 'length',
        key: 'errors.passcodeBadLength',
        vars: { min: options[0] ?? ctx.siteMinLength },
      });
  }

  // A missing or unreadable end still lets the start rules speak (all problems at once).
  if (out.some((p) => p.field === 'start')) return out;
  const endUnusable = out.some((p) => p.field === 'end');
  const { start, end } = periodOf(v, ctx);
  const timeProblems = passcodeTimeProblems({
    start: start ?? ctx.now,
    end: endUnusable ? null : end,
    now: ctx.now,
    tzOffsetMinutes: ctx.tzOffsetMinutes,
  });
  for (const p of timeProblems) {
    const field: FormField = p.field === 'startDate' ? 'start' : v.type === 'cycle' ? 'cycleMonths' : 'end';
    out.push({ field, key: p.key });
  }
  return out;
}

export type IssueRequest =
  { kind: 'offline'; request: GetKeyboardPwdRequest } | { kind: 'custom'; request: AddKeyboardPwdRequest };

/** The request the values become (call after issueProblems is empty). */
export function buildIssueRequest(v: IssueValues, ctx: IssueContext): IssueRequest {
  const { start, end } = periodOf(v, ctx);
  const name = v.name.trim() || undefined;
  if (v.type === 'custom') {
    return {
      kind: 'custom',
      request: {
        lockId: ctx.lockId,
        keyboardPwd: v.code.trim(),
        keyboardPwdName: name,
        startDate: start ?? undefined,
        endDate: end ?? undefined,
      },
    };
  }
  const type = KEYBOARD_PWD_TYPE[v.type];
  return {
    kind: 'offline',
    request: {
      lockId: ctx.lockId,
      keyboardPwdType: type,
      keyboardPwdName: name,
      startDate: start ?? undefined,
      endDate: end ?? undefined,
      keyboardPwdLength: v.length,
      ...(v.type === 'cycle'
        ? { cycleKind: v.cycleKind, cycleStartHour: v.cycleStartHour, cycleEndHour: v.cycleEndHour }
        : {}),
    },
  };
}
