// Lock side: accept or refuse a typed code using only the lock secret, the lock clock and its memory. Cost per
// attempt: list look-ups, one decryption (FPE_ROUNDS HMACs) and at most one tag HMAC — never a search.
// Returns the new state to persist (first-use marks, used once/clear codes, clear watermark). Pure.
import { hourToMs, localHourFloor } from './local-time';
import { openCode, tagMatches } from './offline-code';
import { offlineKeys } from './offline-keys';
import { isVoided, type OfflineLockState, pruneState, type RememberedCode, withEntry } from './offline-lock-state';
import { candidateStart, codeTimes, type CycleRule, cycleRuleOf, openAt } from './offline-validity';
import { OFFLINE_MAX_LENGTH, OFFLINE_MIN_LENGTH, type OfflineType } from './passcode-types';

export type RefusalReason =
  | 'badFormat'
  | 'tooShort'
  | 'revoked'
  | 'cleared'
  | 'expired'
  | 'outsideWindow'
  | 'alreadyUsed'
  | 'memoryFull'
  | 'noMatch';

export type Accepted = {
  ok: true;
  type: OfflineType;
  start: number;
  end: number | null;
  cycle: CycleRule | null;
  firstUse: boolean;
};
export type Refused = { ok: false; reason: RefusalReason };
export type VerifyResult = (Accepted | Refused) & { state: OfflineLockState; changed: boolean };

/** Shortest offline code a lock with this state accepts. */
export const lockMinLength = (state: OfflineLockState) =>
  Math.max(state.minLength, Math.min(...Object.values(OFFLINE_MIN_LENGTH)));

const refuse = (state: OfflineLockState, reason: RefusalReason): VerifyResult => ({
  ok: false,
  reason,
  state,
  changed: false,
});

function accept(state: OfflineLockState, r: RememberedCode, firstUse: boolean, prev: OfflineLockState): VerifyResult {
  const tz = state.tzOffsetMinutes;
  const end = r.endHour === null ? null : hourToMs(r.endHour, tz);
  return {
    ok: true,
    type: r.type,
    start: hourToMs(r.startHour, tz),
    end,
    cycle: r.cycle,
    firstUse,
    state,
    changed: state !== prev,
  };
}

function fromMemory(state: OfflineLockState, r: RememberedCode, nowHour: number): VerifyResult {
  if (isVoided(state, r.startHour)) return refuse(state, 'cleared');
  if (openAt(r, r.cycle, nowHour)) return accept(state, r, false, state);
  return refuse(state, r.endHour !== null && nowHour >= r.endHour ? 'expired' : 'outsideWindow');
}

/** The lock's verdict on `code` typed at `now` (ms). */
export function verifyPasscode(state: OfflineLockState, code: string, now: number): VerifyResult {
  if (!/^[0-9]+$/.test(code) || code.length > OFFLINE_MAX_LENGTH) return refuse(state, 'badFormat');
  if (code.length < lockMinLength(state)) return refuse(state, 'tooShort');
  const nowHour = localHourFloor(now, state.tzOffsetMinutes);
  if (state.revoked.some((r) => r.code === code)) return refuse(state, 'revoked');
  const known = state.remembered.find((r) => r.code === code);
  if (known) return fromMemory(state, known, nowHour);
  if (state.used.some((u) => u.code === code && u.expiresHour > nowHour)) return refuse(state, 'alreadyUsed');

  const keys = offlineKeys(state.secret);
  const opened = openCode(keys, code);
  if (!opened) return refuse(state, 'noMatch');
  const startHour = candidateStart(opened.header, nowHour);
  const times = codeTimes(opened.header, startHour);
  const cycle = cycleRuleOf(opened.header);
  if (!openAt(times, cycle, nowHour) || nowHour >= times.firstUseByHour) return refuse(state, 'noMatch');
  if (!tagMatches(keys, opened, startHour)) return refuse(state, 'noMatch');
  if (isVoided(state, startHour)) return refuse(state, 'cleared');

  const entry: RememberedCode = { code, type: opened.header.type, startHour, endHour: times.endHour, cycle };
  return firstUse(state, entry, nowHour);
}

function firstUse(state: OfflineLockState, entry: RememberedCode, nowHour: number): VerifyResult {
  if (entry.type === 1 || entry.type === 4) {
    let next: OfflineLockState | null = withEntry(
      state,
      'used',
      { code: entry.code, expiresHour: entry.endHour! },
      nowHour,
    );
    if (!next) return refuse(state, 'memoryFull');
    if (entry.type === 4) {
      const watermark = Math.max(next.clearedBeforeHour ?? entry.startHour, entry.startHour);
      next = pruneState({ ...next, clearedBeforeHour: watermark }, nowHour);
    }
    return accept(next, entry, true, state);
  }
  const next = withEntry(state, 'remembered', entry, nowHour);
  return next ? accept(next, entry, true, state) : refuse(state, 'memoryFull');
}

/** Gateway command: stop accepting `code` (an offline code the server issued with this start and end). */
export function revokeOfflinePasscode(
  state: OfflineLockState,
  revoked: { code: string; start: number; end: number | null },
  now: number,
): { ok: true; state: OfflineLockState } | { ok: false; reason: 'memoryFull' } {
  const tz = state.tzOffsetMinutes;
  const nowHour = localHourFloor(now, tz);
  const startHour = localHourFloor(revoked.start, tz);
  const endHour = revoked.end === null ? null : localHourFloor(revoked.end, tz);
  const base = { ...state, remembered: state.remembered.filter((r) => r.code !== revoked.code) };
  const next = withEntry(base, 'revoked', { code: revoked.code, startHour, endHour }, nowHour);
  return next ? { ok: true, state: next } : { ok: false, reason: 'memoryFull' };
}
