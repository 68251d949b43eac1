// Server side: derive an offline passcode from the lock secret, with no contact with the lock. Rounds the
// validity the way the lock will read it (start floored to the local hour — to the local day for cycle codes —,
// end ceiled to an hour, a day or a month, docs/passcodes.md) and refuses what the code cannot carry. The spec's
// time rules (start ≥ now − 24 h, end not in the past) stay with the shared request validation. Pure.
import { addMonthsToHour, hourToMs, localHourCeil, localHourFloor } from './local-time';
import { sealCode } from './offline-code';
import {
  DAILY_MAX,
  DAILY_MIN,
  DURATIONS,
  FAMILY,
  type Header,
  HOURLY_MAX,
  MONTHLY_MAX,
  MONTHLY_MIN,
  windowIndex,
} from './offline-header';
import { offlineKeys, type OfflineKeys } from './offline-keys';
import { codeTimes, cycleRuleOf, type CycleRule, residueOf } from './offline-validity';
import {
  type CycleKind,
  isCycleKind,
  OFFLINE_MAX_LENGTH,
  OFFLINE_MIN_LENGTH,
  type OfflineType,
} from './passcode-types';

export type GenerateInput = {
  secret: string;
  type: OfflineType;
  /** ms (UTC instant); floored to the local hour (cycle: local day). */
  start: number;
  /** ms; limited: required; cycle: optional (null = until cleared); ignored for once, permanent and clear. */
  end?: number | null;
  cycleKind?: CycleKind;
  /** Cycle codes: the daily window in local whole hours, 0 ≤ startHour < endHour ≤ 24. */
  window?: { startHour: number; endHour: number };
  length: number;
  /** Distinguishes codes with identical parameters (platform −1026); 0 ≤ slot < offlineSlots(type). */
  slot?: number;
  /** The lock's fixed offset from UTC (spec timezoneRawOffset, in minutes). */
  tzOffsetMinutes: number;
};

export type GeneratedPasscode = {
  code: string;
  type: OfflineType;
  length: number;
  slot: number;
  /** ms: the rounded validity; end null = no end; end of once/clear = last moment the code can be entered. */
  start: number;
  end: number | null;
  /** ms: a code not used by then never works (once 6 h, permanent/limited/clear 24 h, cycle 8 days). */
  firstUseBy: number;
  cycle: CycleRule | null;
};

export type PasscodeErrorCode =
  'badSecret' | 'badType' | 'badLength' | 'badSlot' | 'badTime' | 'startAfterEnd' | 'tooLong' | 'badCycle';

export class PasscodeError extends Error {
  constructor(
    readonly code: PasscodeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PasscodeError';
  }
}

export const offlineSlots = (type: OfflineType) => FAMILY[type].slots;

function keysOf(secret: string): OfflineKeys {
  try {
    return offlineKeys(secret);
  } catch (e) {
    throw new PasscodeError('badSecret', (e as Error).message);
  }
}

/** Limited duration index for [startHour, endHour): by the hour ≤ 744 h, by the day ≤ 366 d, then by the month. */
function durationIndex(startHour: number, endHour: number): number {
  const hours = endHour - startHour;
  if (hours <= HOURLY_MAX) return hours - 1;
  const days = Math.ceil(hours / 24);
  if (days <= DAILY_MAX) return HOURLY_MAX + days - DAILY_MIN;
  for (let m = MONTHLY_MIN; m <= MONTHLY_MAX; m++) {
    if (addMonthsToHour(startHour, m) >= endHour) return DURATIONS - (MONTHLY_MAX - m) - 1;
  }
  throw new PasscodeError('tooLong', `validity longer than ${MONTHLY_MAX} months`);
}

function endHourOf(input: GenerateInput, startHour: number, required: boolean): number | null {
  if (input.end === undefined || input.end === null) {
    if (required) throw new PasscodeError('badTime', 'a limited code needs an end');
    return null;
  }
  if (!Number.isFinite(input.end)) throw new PasscodeError('badTime', 'end is not a time');
  if (input.end <= input.start) throw new PasscodeError('startAfterEnd', 'start must be earlier than end');
  const endHour = localHourCeil(input.end, input.tzOffsetMinutes);
  return Math.max(endHour, startHour + 1);
}

function cycleHeader(input: GenerateInput, startHour: number, slot: number): Header {
  const { cycleKind, window } = input;
  const w =
    window && Number.isInteger(window.startHour) && Number.isInteger(window.endHour)
      ? windowIndex(window.startHour, window.endHour)
      : -1;
  if (!isCycleKind(cycleKind) || w < 0)
    throw new PasscodeError('badCycle', 'cycle codes need a kind 5–14 and a window 0 ≤ start < end ≤ 24 h');
  const endHour = endHourOf(input, startHour, false);
  let months = 0;
  if (endHour !== null) {
    months =
      Array.from({ length: MONTHLY_MAX }, (_, i) => i + 1).find((m) => addMonthsToHour(startHour, m) >= endHour) ?? -1;
    if (months < 0) throw new PasscodeError('tooLong', `cycle validity longer than ${MONTHLY_MAX} months`);
  }
  return { type: 5, slot: slot as 0, residue: residueOf(5, startHour), cycleKind, window: w, months };
}

function checkScalars(input: GenerateInput): number {
  const { type, length, tzOffsetMinutes: tz } = input;
  if (!(type in FAMILY))
    throw new PasscodeError('badType', 'offline types are once 1, permanent 2, limited 3, clear 4, cycle 5');
  if (!Number.isInteger(length) || length < OFFLINE_MIN_LENGTH[type] || length > OFFLINE_MAX_LENGTH) {
    throw new PasscodeError('badLength', `this type needs ${OFFLINE_MIN_LENGTH[type]}–${OFFLINE_MAX_LENGTH} digits`);
  }
  const slot = input.slot ?? 0;
  if (!Number.isInteger(slot) || slot < 0 || slot >= FAMILY[type].slots) {
    throw new PasscodeError('badSlot', `slot must be 0–${FAMILY[type].slots - 1}`);
  }
  if (!Number.isInteger(tz) || Math.abs(tz) > 14 * 60)
    throw new PasscodeError('badTime', 'timezone offset out of range');
  if (!Number.isFinite(input.start) || input.start < 24 * 3_600_000)
    throw new PasscodeError('badTime', 'start is not a time');
  return slot;
}

export function generatePasscode(input: GenerateInput): GeneratedPasscode {
  const keys = keysOf(input.secret);
  const slot = checkScalars(input);
  const { type, length, tzOffsetMinutes: tz } = input;
  const hour = localHourFloor(input.start, tz);
  const startHour = type === 5 ? 24 * Math.floor(hour / 24) : hour;
  let header: Header;
  if (type === 5) header = cycleHeader(input, startHour, slot);
  else if (type === 3) {
    const endHour = endHourOf(input, startHour, true)!;
    header = { type, slot, residue: residueOf(type, startHour), duration: durationIndex(startHour, endHour) };
  } else header = { type, slot, residue: residueOf(type, startHour) };
  const code = sealCode(keys, length, header, startHour)!;
  const t = codeTimes(header, startHour);
  return {
    code,
    type,
    length,
    slot,
    start: hourToMs(t.startHour, tz),
    end: t.endHour === null ? null : hourToMs(t.endHour, tz),
    firstUseBy: hourToMs(t.firstUseByHour, tz),
    cycle: cycleRuleOf(header),
  };
}
