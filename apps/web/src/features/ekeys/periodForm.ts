// The validity part of the ekey forms (issue, batch, change period) ↔ API (spec §3 ekey validity: permanent 1,
// limited 2, once 3, cycle 4 with days Sun 1 … Sat 7 and a daily window). Times are typed in the lock's local
// time. Validation is the shared one: the request schema's shape checks and the period rules of spec §5
// (validation/period-rules.ts); problems are i18n keys by form field. Pure.
import { changeKeyPeriodRequestSchema } from '@lockconsole/shared/ekey/change-period';
import { VALIDITY_TYPE, type EkeyItem, type KeyPeriodRequest, type ValidityType } from '@lockconsole/shared/ekey/ekey';
import { periodProblems } from '@lockconsole/shared/validation/period-rules';
import { lockTimeText, minuteText, parseLockTime, parseMinuteText } from '@lockconsole/lockcore/lock-time';

export type PeriodForm = {
  validityType: ValidityType;
  /** "YYYY-MM-DDTHH:mm" in lock time. */
  start: string;
  end: string;
  /** Sun 1 … Sat 7. */
  cycleDays: number[];
  /** "HH:mm" in lock time. */
  cycleStart: string;
  cycleEnd: string;
};
export type PeriodField = 'start' | 'end' | 'cycleDays' | 'cycleWindow';
export type Problems<F extends string> = Partial<Record<F, string>>;

/** The period fields of /key/send, /key/sendBatch and /key/changePeriod. */
export type PeriodRequest = KeyPeriodRequest & { validityType: ValidityType };

const DAY_MS = 86_400_000;
/** Sun 1 … Sat 7, in the order the form shows them. */
export const CYCLE_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A new period: limited, from now (to the minute) for a week; cycle defaults Mon–Fri 08:00–18:00. */
export function newPeriod(now: number, tz: number, validityType: ValidityType = VALIDITY_TYPE.limited): PeriodForm {
  const start = now - (now % 60_000);
  return {
    validityType,
    start: lockTimeText(start, tz, 'T'),
    end: lockTimeText(start + 7 * DAY_MS, tz, 'T'),
    cycleDays: [2, 3, 4, 5, 6],
    cycleStart: '08:00',
    cycleEnd: '18:00',
  };
}

/** The form of an existing key's period (change period). */
export function periodFromKey(k: EkeyItem, now: number, tz: number): PeriodForm {
  const base = newPeriod(now, tz, k.validityType as ValidityType);
  if (k.validityType === VALIDITY_TYPE.permanent) return base;
  return {
    ...base,
    start: k.startDate ? lockTimeText(k.startDate, tz, 'T') : base.start,
    end: k.endDate ? lockTimeText(k.endDate, tz, 'T') : base.end,
    cycleDays: k.cycleDays.length ? [...k.cycleDays].sort((a, b) => a - b) : base.cycleDays,
    cycleStart: k.cycleStartMinute !== null ? minuteText(k.cycleStartMinute) : base.cycleStart,
    cycleEnd: k.cycleEndMinute !== null ? minuteText(k.cycleEndMinute) : base.cycleEnd,
  };
}

const hasStart = (v: ValidityType) => v !== VALIDITY_TYPE.permanent;
const hasEnd = (v: ValidityType) => v === VALIDITY_TYPE.limited || v === VALIDITY_TYPE.cycle;

/** The API fields; unreadable times are left out (validation reports them). */
export function periodRequest(p: PeriodForm, tz: number): PeriodRequest {
  const v = p.validityType;
  const out: PeriodRequest = { validityType: v };
  if (hasStart(v)) out.startDate = parseLockTime(p.start, tz) ?? undefined;
  if (hasEnd(v)) out.endDate = parseLockTime(p.end, tz) ?? undefined;
  if (v === VALIDITY_TYPE.cycle) {
    out.cycleDays = [...new Set(p.cycleDays)].sort((a, b) => a - b);
    out.cycleStartMinute = parseMinuteText(p.cycleStart) ?? undefined;
    out.cycleEndMinute = parseMinuteText(p.cycleEnd, true) ?? undefined;
  }
  return out;
}

/** Which form field a request field's problem belongs to (shared schema paths and server field errors). */
export function periodFieldOf(apiField: string): PeriodField | undefined {
  if (apiField === 'startDate') return 'start';
  if (apiField === 'endDate') return 'end';
  if (apiField === 'cycleDays') return 'cycleDays';
  if (apiField === 'cycleStartMinute' || apiField === 'cycleEndMinute') return 'cycleWindow';
  return undefined;
}

/** Problems of the period at `now` for a lock at offset `tz` (minutes); empty when it can be sent. */
export function periodFormProblems(p: PeriodForm, now: number, tz: number): Problems<PeriodField> {
  const v = p.validityType;
  const out: Problems<PeriodField> = {};
  if (hasStart(v) && parseLockTime(p.start, tz) === null) out.start = 'validation.required';
  if (hasEnd(v) && parseLockTime(p.end, tz) === null) out.end = 'validation.period.endRequired';
  if (
    v === VALIDITY_TYPE.cycle &&
    (parseMinuteText(p.cycleStart) === null || parseMinuteText(p.cycleEnd, true) === null)
  )
    out.cycleWindow = 'validation.ekey.cycleWindow';
  const req = periodRequest(p, tz);
  // Shape rules of the shared request schema (end needed, days, window start < end).
  const parsed = changeKeyPeriodRequestSchema.safeParse({ keyId: 1, ...req });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = periodFieldOf(String(issue.path[0] ?? ''));
      if (field) out[field] ??= issue.message;
    }
  }
  // Time rules of spec §5 (the server applies the same ones, plus "not beyond your own validity").
  if (hasEnd(v) && req.startDate !== undefined && req.endDate !== undefined) {
    for (const problem of periodProblems({ start: req.startDate, end: req.endDate, now, tzOffsetMinutes: tz })) {
      const field = problem.field === 'startDate' ? 'start' : 'end';
      out[field] ??= problem.key;
    }
  }
  return out;
}
