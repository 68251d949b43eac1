// The simulated lock's passcode side (issue 7): the passcode commands arriving through a gateway (docs/protocol.md
// §Passcode commands) and the keypad's offline-code check. Custom codes are kept in SimLock's passcode store under
// the server's passcode id (a real lock's storage index), so add/change are idempotent upserts of that entry and a
// code held by another entry (or typed in locally) is refused as a duplicate. Offline codes are checked with
// lockcore verifyPasscode against a per-lock OfflineLockState that also holds the revocations (not persisted in
// the fleet's state file: a restarted simulator forgets revocations, as a lock with lost memory would).
import { newOfflineLockState, type OfflineLockState } from '@lockconsole/lockcore/passcode/offline-lock-state';
import { revokeOfflinePasscode, verifyPasscode } from '@lockconsole/lockcore/passcode/offline-verify';
import type { Validity } from '@lockconsole/lockcore/validity';
import { DEVICE_CODE, PASSCODE_COMMANDS } from '@lockconsole/shared/devices/enums';
import {
  passcodeAddArgsSchema,
  passcodeDeleteArgsSchema,
  passcodeRevokeArgsSchema,
} from '@lockconsole/shared/devices/passcode-messages';
import { DeviceError, type OfflinePasscodeCheck } from './sim-lock-types';

/** What the keypad rules need of a SimLock (kept structural, so sim-lock.ts and this file do not import each other). */
export type KeypadLock = {
  readonly secret?: string;
  readonly timezoneOffsetMs: number;
  lockTime(): number;
  checkIdle(): void;
  addPasscode(code: string, validity?: Validity): void;
  removePasscode(code: string): Validity | undefined;
  passcodeValidity(code: string): Validity | undefined;
};

export { PASSCODE_COMMANDS };

/** Entry id → code of the custom codes the server stored, per lock. */
const entries = new WeakMap<KeypadLock, Map<number, string>>();
/** Offline-code memory per lock (remembered, used, revoked codes, clear watermark). */
const offlineStates = new WeakMap<KeypadLock, OfflineLockState>();

function entriesOf(lock: KeypadLock): Map<number, string> {
  let m = entries.get(lock);
  if (!m) entries.set(lock, (m = new Map()));
  return m;
}

/** The lock's offline memory for its current secret and offset (a new secret — a reset lock — starts empty). */
function offlineState(lock: KeypadLock, secret: string): OfflineLockState {
  const tz = Math.round(lock.timezoneOffsetMs / 60_000);
  const s = offlineStates.get(lock);
  if (s && s.secret === secret) return s.tzOffsetMinutes === tz ? s : { ...s, tzOffsetMinutes: tz };
  return newOfflineLockState({ secret, tzOffsetMinutes: tz });
}

/** The keypad's offline-code check for SimLock.offlinePasscodes: verify, then keep the lock's new memory. */
export function offlineKeypad(lock: KeypadLock): OfflinePasscodeCheck {
  return (code, secret, lockTimeMs) => {
    const r = verifyPasscode(offlineState(lock, secret), code, lockTimeMs);
    if (r.changed || !offlineStates.has(lock)) offlineStates.set(lock, r.state);
    return r.ok;
  };
}

/** endDate 0 = no end; the lock's Validity has no "from a start, forever", so that end is the far future. */
const validityOf = (a: { startDate: number; endDate: number }): Validity =>
  a.endDate === 0 ? (a.startDate === 0 ? { startDate: 0, endDate: 0 } : { ...a, endDate: Number.MAX_SAFE_INTEGER }) : a;

function upsert(lock: KeypadLock, raw: Record<string, unknown>) {
  const a = passcodeAddArgsSchema.parse(raw);
  const mine = entriesOf(lock);
  const held = mine.get(a.passcodeId);
  const owner = [...mine].find(([, c]) => c === a.code)?.[0];
  const heldValidity = lock.passcodeValidity(a.code);
  // Entries are not in the fleet's state file: after a simulator restart, the same digits with the same validity
  // are taken as this entry's own (a repeated push), anything else held is someone else's code.
  const same = (v: Validity) => JSON.stringify(v) === JSON.stringify(validityOf(a));
  if (heldValidity && owner !== a.passcodeId && (owner !== undefined || !same(heldValidity))) {
    throw new DeviceError(DEVICE_CODE.passcodeDuplicate, 'passcode already on the lock');
  }
  // The entry's old digits make room first (a change on a full lock), and come back if the new ones are refused.
  const old = held !== undefined && held !== a.code ? lock.removePasscode(held) : undefined;
  try {
    lock.addPasscode(a.code, validityOf(a)); // throws storage full / bad length
  } catch (e) {
    if (old) lock.addPasscode(held!, old);
    throw e;
  }
  mine.set(a.passcodeId, a.code);
  return {};
}

export function runPasscodeCommand(
  lock: KeypadLock,
  cmd: string,
  raw: Record<string, unknown>,
): Record<string, unknown> {
  lock.checkIdle();
  switch (cmd) {
    case 'passcode.add':
    case 'passcode.change':
      return upsert(lock, raw);
    case 'passcode.delete': {
      const a = passcodeDeleteArgsSchema.parse(raw);
      const mine = entriesOf(lock);
      const held = mine.get(a.passcodeId);
      if (held !== undefined) lock.removePasscode(held);
      mine.delete(a.passcodeId);
      // A code the lock holds without an entry (e.g. the answer of an earlier add was lost before the entry was
      // written on a real lock) goes too, unless another entry owns it.
      if (a.code && ![...mine.values()].includes(a.code)) lock.removePasscode(a.code);
      return {};
    }
    case 'passcode.revoke': {
      const a = passcodeRevokeArgsSchema.parse(raw);
      if (!lock.secret) throw new DeviceError(DEVICE_CODE.rejected, 'lock not initialized');
      const r = revokeOfflinePasscode(
        offlineState(lock, lock.secret),
        { code: a.code, start: a.startDate, end: a.endDate === 0 ? null : a.endDate },
        lock.lockTime(),
      );
      if (!r.ok) throw new DeviceError(DEVICE_CODE.storageFull, 'revocation memory full');
      offlineStates.set(lock, r.state);
      return {};
    }
    default:
      throw new DeviceError(DEVICE_CODE.rejected, `unknown command ${cmd}`);
  }
}
