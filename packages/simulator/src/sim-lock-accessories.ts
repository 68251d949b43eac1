// The simulated lock's side of issue 16: a key fob's press, a QR code at its scanner, a code typed on a wireless
// keypad, and `accessory.scan` through a gateway. Fobs and keypads count only once paired (their id in the lock's
// store of the kind and the accessory bound to the lock, sim-accessories.ts); a fob's id is judged like a card
// number (validity and cycle days on the lock's own clock and timezone). QR codes are not stored on the lock at all:
// each scanned code is checked offline with the lock's secret, id and clock (lockcore qrcode.ts). SimLock keeps only
// the hooks; the records are written through the callbacks it passes (its own opened/record).
import { checkValidity } from '@lockconsole/lockcore/validity';
import { verifyQrCode } from '@lockconsole/lockcore/qrcode';
import { accessoryScanArgsSchema } from '@lockconsole/shared/devices/credential-messages';
import { DEVICE_CODE } from '@lockconsole/shared/devices/enums';
import type { LockRecordMessage } from '@lockconsole/shared/devices/messages';
import type { Accessories } from './sim-accessories';
import type { CredentialStore } from './sim-lock-credentials';
import { DeviceError } from './sim-lock-types';

export { ACCESSORY_COMMANDS } from '@lockconsole/shared/devices/enums';

export type AccessoryLockView = {
  readonly initialized: boolean;
  readonly lockId?: number;
  readonly secret?: string;
  readonly timezoneOffsetMs: number;
  readonly credentials: CredentialStore;
  readonly accessories: Accessories;
  lockTime(): number;
  checkIdle(): void;
};

/** Opens the door when `ok`, else records the refusal (SimLock's own opened/record). */
export type WriteRecord = (ok: boolean, extra: Partial<LockRecordMessage>) => void;

/** Battery a fob spends per press, percent (far more than a real one, so a test sees it fall). */
export const FOB_PRESS_BATTERY = 1;

/**
 * A press of fob `number`'s button. A flat fob sends nothing (false, no record); one the lock does not hear at all
 * (not near it) likewise. Otherwise the lock records a key fob event (type 55) with the fob's battery: opened when
 * the fob is bound to this lock and its id is held, not blacklisted and valid now; refused otherwise.
 */
export function pressFob(lock: AccessoryLockView, number: string, write: WriteRecord): boolean {
  const fob = lock.accessories.get(number);
  if (!fob || fob.kind !== 'keyfob' || fob.battery <= 0) return false;
  fob.battery = Math.max(0, fob.battery - FOB_PRESS_BATTERY);
  const store = lock.credentials.kinds.keyfob;
  const v = store.blacklist.has(number) ? undefined : store.numbers.get(number);
  const ok =
    lock.initialized &&
    fob.bound &&
    v !== undefined &&
    checkValidity(v, lock.lockTime(), lock.timezoneOffsetMs) === 'valid';
  write(ok, { credential: number, accessoryBattery: fob.battery });
  return ok;
}

/** The QR code's number as the code names it (also for a forged or expired one), for the record. */
function namedQrId(content: string): string {
  const m = /^LQ1\.\d{1,10}\.(\d{1,15})\./.exec(content.trim());
  return m ? String(Number(m[1])) : content.trim().slice(0, 64);
}

/**
 * A code at the QR scanner: opens (type 57) when it is sealed for this lock and its window holds on the lock's
 * clock (plus the skew); anything else is a refused type 57 naming the code's QR number (or the text's start).
 */
export function scanQrCode(lock: AccessoryLockView, content: string, write: WriteRecord): boolean {
  const verdict =
    lock.initialized && lock.secret !== undefined && lock.lockId !== undefined
      ? verifyQrCode(content, { secret: lock.secret, lockId: lock.lockId, nowMs: lock.lockTime() })
      : undefined;
  const ok = verdict?.ok === true;
  write(ok, { credential: verdict?.ok ? String(verdict.qrId) : namedQrId(content) });
  return ok;
}

/**
 * Whether a code typed on wireless keypad `number` reaches the lock: only a keypad near it, paired (bound, its id
 * held) and with battery left. What happens to the code then is the built-in keypad's business.
 */
export function keypadReaches(lock: AccessoryLockView, number: string): boolean {
  const pad = lock.accessories.get(number);
  return (
    !!pad && pad.kind === 'keypad' && pad.bound && pad.battery > 0 && lock.credentials.kinds.keypad.numbers.has(number)
  );
}

/** `accessory.scan` through a gateway: answered at once (the simulator does not really listen `seconds`). */
export function runAccessoryCommand(lock: AccessoryLockView, cmd: string, raw: Record<string, unknown>) {
  lock.checkIdle();
  if (cmd !== 'accessory.scan') throw new DeviceError(DEVICE_CODE.rejected, `unknown command ${cmd}`);
  if (!lock.initialized) throw new DeviceError(DEVICE_CODE.rejected, 'lock not initialized');
  return { found: lock.accessories.scan(accessoryScanArgsSchema.parse(raw).kind) };
}
