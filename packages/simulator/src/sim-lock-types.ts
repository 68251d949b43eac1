// Types and the error of the simulated lock (kept apart so sim-lock.ts stays about behaviour).
import type { Validity } from '@lockconsole/lockcore/validity';
import type { BiometricKind, CredentialKind } from '@lockconsole/shared/devices/credential-messages';
import type { LockRecordMessage } from '@lockconsole/shared/devices/messages';
import type { AccessoryState } from './sim-accessories';
import type { KeypadGuardState } from './sim-lock-sensors';

export class DeviceError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(reason);
  }
}

export type SimLockOptions = {
  mac: string;
  name?: string;
  model?: string;
  firmware?: string;
  battery?: number;
  /** The lock has a door sensor (issue 29). */
  doorSensor?: boolean;
  /** A parking lock: a barrier raised (locked) and lowered (unlocked) instead of a bolt (issue 29). */
  parkingLock?: boolean;
  /** A hotel device that is not a door (issue 19): a lift controller or a room power switch. */
  deviceKind?: 'lift' | 'powerSwitch';
  /** Clock drift in parts per million (a cheap crystal drifts 20–100 ppm). */
  driftPpm?: number;
  autoLockSeconds?: number;
  /** Time source; defaults to Date.now. */
  now?: () => number;
};

export type SimLockState = {
  mac: string;
  name: string;
  model: string;
  firmware: string;
  initialized: boolean;
  lockId?: number;
  adminUid?: number;
  secret?: string;
  battery: number;
  lockStatus: number;
  nextSeq: number;
  uploadedSeq: number;
  clockOffsetMs: number;
  records: LockRecordMessage[];
  passcodes: [string, Validity][];
  cards: [string, Validity][];
  /** Entry ids, blacklists and the numbers of the kinds other than cards; absent in files written before them. */
  credentials?: Partial<Record<CredentialKind, CredentialKindState>>;
  /** Once ekeys already used (keyId, end of their hour); absent in files written before issue 6. */
  usedOnceKeys?: [number, number][];
  /** Revoked ekey credentials (keyId, entry); absent in files written before they existed. */
  revokedEkeys?: [number, { issuedBefore: number; until: number }][];
  /** The lock's timezone (cycle keys and passage mode are judged in it); absent in older files. */
  timezoneOffsetMs?: number;
  /** Key fobs and wireless keypads near the lock, paired or not (issue 16); absent in older files. */
  accessories?: AccessoryState[];
  /** The last template slot number given per biometric kind (never given again); absent in older files. */
  enrolCounters?: Partial<Record<BiometricKind, number>>;
  /** Door sensor, its reading and the keypad's lockout (issue 29); absent in older files. */
  doorSensor?: boolean;
  doorOpen?: boolean;
  keypadGuard?: KeypadGuardState;
  parkingLock?: boolean;
  deviceKind?: 'lift' | 'powerSwitch';
};

/** One credential kind's store in a state file (card numbers are in SimLockState.cards, so no `numbers` there). */
export type CredentialKindState = {
  numbers?: [string, Validity][];
  /** credentialId → number. */
  entries: [number, string][];
  blacklist: string[];
};

/** Hook for offline (algorithmic) passcodes, issue 7: does `code` open with this secret at this lock time? */
export type OfflinePasscodeCheck = (code: string, secret: string, lockTimeMs: number) => boolean;
