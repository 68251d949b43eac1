// Pure rules of offline passcode issue: which type set a lock's passcode version reads, the checks of a request
// before generation (time rules, cycle parameters, length against the site minimum), the clear-code ordering,
// period keys and slot choice, and how lockcore's PasscodeError becomes an answer. No I/O.
import {
  mapPasscodeType,
  offlineLengthRange,
  type CycleKind,
  type OfflineType,
  type TypeSet,
} from '@lockconsole/lockcore/passcode/passcode-types';
import type { GeneratedPasscode, PasscodeError } from '@lockconsole/lockcore/passcode/offline-generate';
import { passcodeTimeProblems } from '@lockconsole/shared/passcode/time-rules';
import { PASSCODE_VERSION } from '@lockconsole/shared/passcode/passcode';
import { AppError, fail, fieldError, FieldsError } from '../../http/errors';

const TYPE_SET: Record<number, TypeSet> = {
  [PASSCODE_VERSION.v4]: 'v4',
  [PASSCODE_VERSION.v3]: 'v3',
  [PASSCODE_VERSION.v2]: 'v2',
};

/** The v4 offline type a request's type means on a lock of this passcode version (throws the answer). */
export function offlineTypeFor(version: number, requested: number): OfflineType {
  if (version === PASSCODE_VERSION.notAllowed) throw fail('passcodeOldAppVersion');
  const set = TYPE_SET[version];
  const mapped = set ? mapPasscodeType(set, requested) : null;
  if (!mapped?.ok) throw fieldError('keyboardPwdType', 'validation.passcode.type');
  return mapped.type;
}

export type IssueRequest = {
  startDate?: number;
  endDate?: number;
  cycleKind?: number;
  cycleStartHour?: number;
  cycleEndHour?: number;
  keyboardPwdLength?: number;
};

export type Period = {
  start: number;
  end: number | null;
  cycle: { cycleKind: CycleKind; window: { startHour: number; endHour: number } } | null;
};

/** The requested period after the spec §5 time rules (all problems at once, as field errors). */
export function periodOf(type: OfflineType, r: IssueRequest, now: number, tzOffsetMinutes: number): Period {
  const start = r.startDate || now;
  let end: number | null = null;
  let cycle: Period['cycle'] = null;
  if (type === 3) {
    if (!r.endDate) throw fieldError('endDate', 'validation.passcode.endRequired');
    end = r.endDate;
  }
  if (type === 5) {
    const problems: { field: string; key: string }[] = [];
    if (r.cycleKind === undefined) problems.push({ field: 'cycleKind', key: 'validation.passcode.cycleKind' });
    const h1 = r.cycleStartHour;
    const h2 = r.cycleEndHour;
    if (h1 === undefined || h2 === undefined || h1 >= h2)
      problems.push({ field: 'cycleEndHour', key: 'validation.passcode.cycleWindow' });
    if (problems.length) throw new FieldsError(problems);
    cycle = { cycleKind: r.cycleKind as CycleKind, window: { startHour: h1!, endHour: h2! } };
    end = r.endDate || null;
  }
  const problems = passcodeTimeProblems({ start, end, now, tzOffsetMinutes });
  if (problems.length) throw new FieldsError(problems);
  return { start, end, cycle };
}

const DAY_MS = 86_400_000;

/**
 * Codes issued after a clear code must start at or after its start (the lock voids earlier starts once the clear
 * code is used); cycle codes start at a local midnight, so the next one. Throws when the period no longer fits.
 */
export function afterClear(type: OfflineType, p: Period, watermark: number | null, tzOffsetMinutes: number): Period {
  if (watermark === null || p.start >= watermark) return p;
  let start = watermark;
  if (type === 5) {
    const off = tzOffsetMinutes * 60_000;
    start = Math.ceil((watermark + off) / DAY_MS) * DAY_MS - off;
  }
  if (p.end !== null && start >= p.end) throw fieldError('startDate', 'validation.passcode.afterClear');
  return { ...p, start };
}

/** The code length: requested or the shortest the type and the site allow (−3006 outside the range). */
export function lengthFor(type: OfflineType, siteMinLength: number, requested: number | undefined): number {
  const range = offlineLengthRange(type, siteMinLength);
  if (!range) throw fail('passcodeBadLength', { min: siteMinLength });
  const length = requested ?? range.min;
  if (length < range.min || length > range.max) throw fail('passcodeBadLength', { min: range.min });
  return length;
}

/** Identity of a rounded period: slots are counted per lock and key. */
export const periodKeyOf = (g: GeneratedPasscode) =>
  [
    g.type,
    g.start,
    g.end ?? '',
    g.cycle ? `${g.cycle.cycleKind}/${g.cycle.startHour}-${g.cycle.endHour}` : '',
    g.length,
  ].join(':');

/** Slots to try in order: the lowest first, never one issued before (deleted codes' slots included). */
export const freeSlots = (slots: number, taken: ReadonlySet<number>) =>
  Array.from({ length: slots }, (_, i) => i).filter((s) => !taken.has(s));

/** lockcore's refusal as the answer the caller reads. */
export function answerFor(e: PasscodeError): AppError | FieldsError {
  switch (e.code) {
    case 'badSecret':
      return fail('passcodeNoData');
    case 'badLength':
      return fail('passcodeBadLength', { min: 6 });
    case 'tooLong':
      return fieldError('endDate', 'validation.passcode.tooLong');
    case 'startAfterEnd':
      return fieldError('endDate', 'validation.passcode.startAfterEnd');
    case 'badCycle':
      return fieldError('cycleEndHour', 'validation.passcode.cycleWindow');
    case 'badType':
      return fieldError('keyboardPwdType', 'validation.passcode.type');
    default:
      return fieldError('startDate', 'validation.invalid');
  }
}
