// The validity part of the credential forms (cards: add, change period, one number to many locks, import; key fobs;
// QR codes, whose type maps onto the same three) ↔ the API's
// credential period (permanent 1 / limited 2 / cycle 3 with a window per week day Mon 1 … Sun 7 in the lock's local
// minutes). Times are typed in the lock's time (or, for several locks, the browser's). Validation is the shared one:
// the request schema's shape rules (cyclicConfig) and the spec §5 time rules (validation/period-rules.ts); problems
// are i18n keys by form field. Pure.
import type { z } from 'zod';
import { changeCardPeriodRequestSchema } from '@lockconsole/shared/card/change';
import {
  CREDENTIAL_VALIDITY,
  type CredentialItem,
  type CredentialPeriodInput,
  type CyclePeriod,
} from '@lockconsole/shared/credential/credential';
import { periodProblems } from '@lockconsole/shared/validation/period-rules';
import { lockTimeText, minuteText, parseLockTime, parseMinuteText } from '@lockconsole/lockcore/lock-time';

export type ValidityType = CredentialPeriodInput['validityType'];
export type DayWindow = { on: boolean; from: string; to: string };

export type CardPeriodValues = {
  validityType: ValidityType;
  /** "YYYY-MM-DDTHH:mm" in lock time. */
  start: string;
  /** Limited: required; cycle: empty = no last day. */
  end: string;
  /** Mon … Sun (index 0 = Monday 1), each with its daily window "HH:mm". */
  days: DayWindow[];
};
export type PeriodField = 'start' | 'end' | 'cycle';
export type Problems<F extends string> = Partial<Record<F, string>>;

/** Mon 1 … Sun 7, the order the form shows them. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const DAY_MS = 86_400_000;
const workDay = (d: number): DayWindow => ({ on: d <= 5, from: '08:00', to: '18:00' });

/** A new period: permanent; the other types start now (to the minute) for a week, cycle Mon–Fri 08:00–18:00. */
export function newCardPeriod(now: number, tz: number, validityType: ValidityType = 1): CardPeriodValues {
  const start = now - (now % 60_000);
  return {
    validityType,
    start: lockTimeText(start, tz, 'T'),
    end: lockTimeText(start + 7 * DAY_MS, tz, 'T'),
    days: WEEK_DAYS.map(workDay),
  };
}

/** The form of a card's current validity (change period). */
export function periodFromCard(
  c: Pick<CredentialItem, 'validityType' | 'startDate' | 'endDate' | 'cyclicConfig'>,
  now: number,
  tz: number,
): CardPeriodValues {
  const base = newCardPeriod(now, tz, c.validityType as ValidityType);
  if (c.validityType === CREDENTIAL_VALIDITY.permanent) return base;
  const byDay = new Map(c.cyclicConfig.map((p) => [p.weekDay, p]));
  return {
    ...base,
    start: c.startDate ? lockTimeText(c.startDate, tz, 'T') : base.start,
    end: c.endDate ? lockTimeText(c.endDate, tz, 'T') : c.validityType === CREDENTIAL_VALIDITY.cycle ? '' : base.end,
    days:
      c.validityType === CREDENTIAL_VALIDITY.cycle && byDay.size
        ? WEEK_DAYS.map((d) => {
            const p = byDay.get(d);
            return p
              ? { on: true, from: minuteText(p.startMinute), to: minuteText(p.endMinute) }
              : { ...workDay(d), on: false };
          })
        : base.days,
  };
}

/** The chosen days with their windows (unreadable times left out: validation reports them). */
export function cyclicConfigOf(days: readonly DayWindow[]): CyclePeriod[] {
  const out: CyclePeriod[] = [];
  days.forEach((w, i) => {
    if (!w.on) return;
    const startMinute = parseMinuteText(w.from);
    const endMinute = parseMinuteText(w.to, true);
    if (startMinute !== null && endMinute !== null) out.push({ weekDay: i + 1, startMinute, endMinute });
  });
  return out;
}

/** The API's period fields; unreadable times are left out (validation reports them). */
export function cardPeriodRequest(v: CardPeriodValues, tz: number): CredentialPeriodInput {
  const out: CredentialPeriodInput = { validityType: v.validityType };
  if (v.validityType === CREDENTIAL_VALIDITY.permanent) return out;
  out.startDate = parseLockTime(v.start, tz) ?? undefined;
  if (v.end.trim()) out.endDate = parseLockTime(v.end, tz) ?? undefined;
  if (v.validityType === CREDENTIAL_VALIDITY.cycle) out.cyclicConfig = cyclicConfigOf(v.days);
  return out;
}

/** Which form field a request field's problem belongs to (shared schema paths and server field errors). */
export function periodFieldOf(apiField: string): PeriodField | undefined {
  if (apiField === 'startDate') return 'start';
  if (apiField === 'endDate') return 'end';
  if (apiField === 'cyclicConfig' || apiField === 'validityType') return 'cycle';
  return undefined;
}

/**
 * The problems a shared request schema finds in `req`, added to `out` on the form fields `fieldOf` names (the first
 * one per field; a field already in `out` keeps its problem). Returns `out`.
 */
export function schemaProblems<F extends string>(
  schema: z.ZodType,
  req: unknown,
  fieldOf: (apiField: string) => F | undefined,
  out: Problems<F>,
): Problems<F> {
  const parsed = schema.safeParse(req);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''));
      if (field) out[field] ??= issue.message;
    }
  }
  return out;
}

/** Problems of the period at `now` for a lock at offset `tz` (minutes); empty when it can be sent. */
export function cardPeriodProblems(v: CardPeriodValues, now: number, tz: number): Problems<PeriodField> {
  const type = v.validityType;
  const out: Problems<PeriodField> = {};
  if (type === CREDENTIAL_VALIDITY.permanent) return out;
  if (parseLockTime(v.start, tz) === null) out.start = v.start.trim() ? 'validation.invalid' : 'validation.required';
  if (type === CREDENTIAL_VALIDITY.limited && !v.end.trim()) out.end = 'validation.period.endRequired';
  else if (v.end.trim() && parseLockTime(v.end, tz) === null) out.end = 'validation.invalid';
  const chosen = v.days.filter((d) => d.on);
  if (
    type === CREDENTIAL_VALIDITY.cycle &&
    chosen.some((d) => parseMinuteText(d.from) === null || parseMinuteText(d.to, true) === null)
  )
    out.cycle = 'validation.credential.cycle';
  const req = cardPeriodRequest(v, tz);
  // Shape rules of the shared request schema (1–7 distinct days, each window start < end).
  schemaProblems(changeCardPeriodRequestSchema, { lockId: 1, cardId: 1, ...req }, periodFieldOf, out);
  // Time rules of spec §5 (the server applies the same ones, plus "not beyond your own validity").
  if (req.startDate !== undefined && !out.end) {
    const end = req.endDate ?? null;
    for (const p of periodProblems({ start: req.startDate, end, now, tzOffsetMinutes: tz })) {
      out[p.field === 'startDate' ? 'start' : 'end'] ??= p.key;
    }
  }
  return out;
}

/** The browser's own offset now: a form for several locks is typed in it, each lock applies the instants as they are. */
export const browserOffsetMinutes = () => -new Date().getTimezoneOffset();
