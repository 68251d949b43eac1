// The simulated lock's Bluetooth ekey unlock (issue 6): a phone presents the credential it got from /key/sync; the
// lock verifies it with its own secret (lockcore ekey/credential.ts), judges it on its own clock and timezone,
// remembers once keys it opened for, refuses credentials revoked through a gateway (ekey.revoke), and writes an
// app record (type 1) either way. SimLock keeps only the hook.
import {
  EKEY_VALIDITY,
  judgeEkey,
  onceKeyEnd,
  verifyEkeyCredential,
  type EkeyVerdict,
} from '@lockconsole/lockcore/ekey/credential';
import { isEkeyRevoked, revokeEkey, type EkeyRevocations } from '@lockconsole/lockcore/ekey/revocations';
import { openEkeyRevocation, sealRevocationReceipt } from '@lockconsole/lockcore/ekey/revocation-token';
import { DEVICE_CODE } from '@lockconsole/shared/devices/enums';
import { ekeyRevokeArgsSchema } from '@lockconsole/shared/devices/ekey-messages';
import type { LockRecordMessage } from '@lockconsole/shared/devices/messages';
import { DeviceError } from './sim-lock-types';

/**
 * What the lock answers the phone. `invalid`: not signed for this lock (tampered, another lock, lock reset);
 * `revoked`: the server told the lock to refuse this credential (key frozen, deleted or changed since it was signed).
 */
export type BluetoothVerdict = 'opened' | 'invalid' | 'revoked' | Exclude<EkeyVerdict, 'valid'>;

/** keyId → end of its hour (lock time, ms) of once keys this lock opened for; pruned once the hour is over. */
export type UsedOnceKeys = Map<number, number>;

export type BluetoothLockView = {
  readonly initialized: boolean;
  readonly mac: string;
  readonly secret?: string;
  readonly timezoneOffsetMs: number;
  lockTime(): number;
  readonly usedOnceKeys: UsedOnceKeys;
  readonly revokedEkeys: EkeyRevocations;
};

/** Writes the record: opens the door when `ok`, else records the refusal (SimLock's own opened/record). */
export type RecordApp = (ok: boolean, extra: Partial<LockRecordMessage>) => void;

export function bluetoothUnlock(
  lock: BluetoothLockView,
  credential: string,
  uid: number,
  write: RecordApp,
): BluetoothVerdict {
  const now = lock.lockTime();
  for (const [keyId, end] of lock.usedOnceKeys) if (end <= now) lock.usedOnceKeys.delete(keyId);
  const claims = lock.initialized && lock.secret ? verifyEkeyCredential(lock.secret, credential) : null;
  // A credential is bound to its holder and (when it names one) to this lock's MAC. The uid is what the phone says
  // it is logged in as, so this only stops a credential pasted into another account's app, not a thief.
  const ours = claims && claims.uid === uid && (claims.lockMac === undefined || claims.lockMac === lock.mac);
  if (!claims || !ours) {
    // Nothing trustworthy to name: a refusal without key or operator.
    write(false, {});
    return 'invalid';
  }
  const extra = { keyId: claims.keyId, operator: claims.uid };
  if (isEkeyRevoked(lock.revokedEkeys, claims.keyId, claims.issuedAt)) {
    write(false, extra);
    return 'revoked';
  }
  const verdict = judgeEkey(claims, now, lock.timezoneOffsetMs, lock.usedOnceKeys);
  if (verdict !== 'valid') {
    write(false, extra);
    return verdict;
  }
  if (claims.validityType === EKEY_VALIDITY.once) lock.usedOnceKeys.set(claims.keyId, onceKeyEnd(claims));
  write(true, extra);
  return 'opened';
}

/** `ekey.revoke` through a gateway: from now on refuse the key's credentials signed before `issuedBefore`. */
export function runEkeyCommand(lock: BluetoothLockView, cmd: string, raw: Record<string, unknown>) {
  if (cmd !== 'ekey.revoke') throw new DeviceError(DEVICE_CODE.rejected, `unknown command ${cmd}`);
  const a = ekeyRevokeArgsSchema.parse(raw);
  if (!lock.initialized) throw new DeviceError(DEVICE_CODE.rejected, 'lock not initialized');
  if (!revokeEkey(lock.revokedEkeys, a, lock.lockTime())) {
    throw new DeviceError(DEVICE_CODE.storageFull, 'ekey revocation memory full');
  }
  return {};
}

/**
 * Revocations a phone carried to the lock (docs/protocol.md §7 "Carried by phones"): each one the lock can verify
 * and now holds is answered with a receipt for the server; forged, altered or other locks' tokens are ignored, and
 * a full memory gives no receipt (the server keeps trying).
 */
export function acceptCarriedRevocations(lock: BluetoothLockView, tokens: readonly string[]): string[] {
  if (!lock.initialized || !lock.secret) return [];
  const receipts: string[] = [];
  for (const token of tokens) {
    const r = openEkeyRevocation(lock.secret, lock.mac, token);
    if (r && revokeEkey(lock.revokedEkeys, r, lock.lockTime()))
      receipts.push(sealRevocationReceipt(lock.secret, lock.mac, r));
  }
  return receipts;
}
