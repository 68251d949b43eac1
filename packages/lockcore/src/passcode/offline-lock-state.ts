// What a lock remembers about offline passcodes, and the bounded lists that hold it. A lock keeps: codes whose
// first use it has seen (so they keep working after their first-use deadline), once and clear codes already
// used (until they would have expired anyway), codes revoked through the gateway, and the clear watermark.
// Plain JSON so the simulator can persist it; functions return new states and never mutate. No I/O.
import type { CycleRule } from './offline-validity';
import type { OfflineType } from './passcode-types';

/** Capacities; a full list makes the lock refuse (fail closed) rather than forget something still live. */
export const REMEMBERED_CAPACITY = 256;
export const USED_CAPACITY = 64;
export const REVOKED_CAPACITY = 128;

export type RememberedCode = {
  code: string;
  type: OfflineType;
  startHour: number;
  endHour: number | null;
  cycle: CycleRule | null;
};
export type UsedCode = { code: string; expiresHour: number };
export type RevokedCode = { code: string; startHour: number; endHour: number | null };

export type OfflineLockState = {
  /** The lock secret from lock.init (base64url of 32 bytes). */
  secret: string;
  tzOffsetMinutes: number;
  /** The site minimum passcode length at initialization; shorter offline codes are refused without any PRF. */
  minLength: number;
  /** Codes whose start hour is before this were voided by a clear code (null: never cleared). */
  clearedBeforeHour: number | null;
  remembered: RememberedCode[];
  used: UsedCode[];
  revoked: RevokedCode[];
};

export function newOfflineLockState(init: {
  secret: string;
  tzOffsetMinutes: number;
  minLength?: number;
}): OfflineLockState {
  return { minLength: 6, ...init, clearedBeforeHour: null, remembered: [], used: [], revoked: [] };
}

const voided = (state: OfflineLockState, startHour: number) =>
  state.clearedBeforeHour !== null && startHour < state.clearedBeforeHour;
const ended = (endHour: number | null, nowHour: number) => endHour !== null && endHour <= nowHour;

/** Drops entries that can no longer matter at `nowHour`: expired, or voided by the clear watermark. */
export function pruneState(state: OfflineLockState, nowHour: number): OfflineLockState {
  return {
    ...state,
    remembered: state.remembered.filter((r) => !ended(r.endHour, nowHour) && !voided(state, r.startHour)),
    used: state.used.filter((u) => u.expiresHour > nowHour),
    revoked: state.revoked.filter((r) => !ended(r.endHour, nowHour) && !voided(state, r.startHour)),
  };
}

export const isVoided = voided;

/** Adds an entry to one of the bounded lists after pruning; null when the list is still full. */
export function withEntry<K extends 'remembered' | 'used' | 'revoked'>(
  state: OfflineLockState,
  list: K,
  entry: OfflineLockState[K][number],
  nowHour: number,
): OfflineLockState | null {
  const pruned = pruneState(state, nowHour);
  const capacity = list === 'remembered' ? REMEMBERED_CAPACITY : list === 'used' ? USED_CAPACITY : REVOKED_CAPACITY;
  if (pruned[list].length >= capacity) return null;
  return { ...pruned, [list]: [...pruned[list], entry] };
}
