import { describe, expect, it } from 'vitest';
import { EKEY_VALIDITY, signEkeyCredential, type EkeyClaims } from '@lockconsole/lockcore/ekey/credential';
import { RECORD_TYPE } from '@lockconsole/lockcore/records';
import { encodeLockSecret } from '@lockconsole/lockcore/secret';
import { LOCK_STATUS } from '@lockconsole/shared/devices/enums';
import { SimLock } from './sim-lock';

const H = 3_600_000;
const SUN_0900 = Date.UTC(2024, 0, 7, 9); // a Sunday
const secret = encodeLockSecret(new Uint8Array(32).fill(7));
const otherSecret = encodeLockSecret(new Uint8Array(32).fill(8));
const MAC = 'C0:00:00:00:0B:01';

function lockAt(time: number, tz = 0, mac = MAC) {
  const l = new SimLock({ mac });
  l.init({ lockId: 1, secret, adminUid: 9, time, timezoneRawOffset: tz });
  return l;
}
const claims = (o: Partial<EkeyClaims> = {}): EkeyClaims => ({
  keyId: 501,
  uid: 33,
  lockMac: MAC,
  validityType: EKEY_VALIDITY.limited,
  startDate: SUN_0900 - H,
  endDate: SUN_0900 + H,
  cycleDays: [],
  cycleStartMinute: null,
  cycleEndMinute: null,
  issuedAt: SUN_0900 - 2 * H,
  ...o,
});
const lastRecord = (l: SimLock) => l.bufferedRecords().at(-1)!;

describe('Bluetooth ekey unlock on the simulated lock', () => {
  it('opens with a valid credential and records an app unlock with key and operator', () => {
    const l = lockAt(SUN_0900);
    expect(l.bluetoothUnlock(signEkeyCredential(secret, claims()), 33)).toBe('opened');
    expect(l.lockStatus).toBe(LOCK_STATUS.unlocked);
    expect(lastRecord(l)).toMatchObject({ type: RECORD_TYPE.app, success: true, keyId: 501, operator: 33 });
    l.close();
  });

  it('locks from the app with the same credential (record 11); a credential of another lock locks nothing', () => {
    const l = lockAt(SUN_0900);
    l.bluetoothUnlock(signEkeyCredential(secret, claims()), 33);
    expect(l.bluetoothLock(signEkeyCredential(secret, claims()), 33)).toBe('opened');
    expect(l.lockStatus).toBe(LOCK_STATUS.locked);
    expect(lastRecord(l)).toMatchObject({ type: RECORD_TYPE.appLock, success: true, keyId: 501, operator: 33 });
    l.bluetoothUnlock(signEkeyCredential(secret, claims()), 33);
    expect(l.bluetoothLock(signEkeyCredential(otherSecret, claims()), 33)).toBe('invalid');
    expect(l.lockStatus).toBe(LOCK_STATUS.unlocked);
    expect(lastRecord(l)).toMatchObject({ type: RECORD_TYPE.appLock, success: false });
    l.close();
  });

  it('refuses, and records the refusal, on the lock clock: not yet valid, expired, outside the cycle', () => {
    const l = lockAt(SUN_0900 - 2 * H);
    const cred = signEkeyCredential(secret, claims());
    expect(l.bluetoothUnlock(cred, 33)).toBe('notYetValid');
    expect(lastRecord(l)).toMatchObject({ type: RECORD_TYPE.app, success: false, keyId: 501, operator: 33 });
    l.setClock(SUN_0900 + H);
    expect(l.bluetoothUnlock(cred, 33)).toBe('expired');
    // Sundays 08:00–10:00 lock time; the lock is in UTC+2, so 09:00 UTC is 11:00 there.
    const cycle = claims({
      validityType: EKEY_VALIDITY.cycle,
      startDate: 0,
      endDate: 0,
      cycleDays: [1],
      cycleStartMinute: 8 * 60,
      cycleEndMinute: 10 * 60,
    });
    const east = lockAt(SUN_0900, 2 * H);
    expect(east.bluetoothUnlock(signEkeyCredential(secret, cycle), 33)).toBe('outsideCycle');
    east.setClock(SUN_0900 - 2 * H);
    expect(east.bluetoothUnlock(signEkeyCredential(secret, cycle), 33)).toBe('opened');
    expect(l.lockStatus).toBe(LOCK_STATUS.locked);
    l.close();
    east.close();
  });

  it("refuses another lock's credential, a tampered one, another account's, and one naming another MAC", () => {
    const l = lockAt(SUN_0900);
    const good = signEkeyCredential(secret, claims());
    expect(l.bluetoothUnlock(signEkeyCredential(otherSecret, claims()), 33)).toBe('invalid');
    expect(lastRecord(l)).toMatchObject({ type: RECORD_TYPE.app, success: false });
    expect(lastRecord(l).keyId).toBeUndefined();
    const flipped = Buffer.from(good, 'base64url');
    flipped[18]! ^= 1; // endDate
    expect(l.bluetoothUnlock(flipped.toString('base64url'), 33)).toBe('invalid');
    expect(l.bluetoothUnlock(good, 34)).toBe('invalid');
    expect(l.bluetoothUnlock(signEkeyCredential(secret, claims({ lockMac: 'C0:00:00:00:0B:02' })), 33)).toBe('invalid');
    expect(l.bluetoothUnlock('garbage', 33)).toBe('invalid');
    expect(l.lockStatus).toBe(LOCK_STATUS.locked);
    // A factory reset forgets the secret: the old credential is worthless.
    l.reset();
    expect(l.bluetoothUnlock(good, 33)).toBe('invalid');
    l.close();
  });

  it('a once key opens once, and the lock still knows after a restart from its state file', () => {
    const l = lockAt(SUN_0900);
    const once = signEkeyCredential(secret, claims({ validityType: EKEY_VALIDITY.once, startDate: SUN_0900 - 60_000 }));
    expect(l.bluetoothUnlock(once, 33)).toBe('opened');
    expect(l.bluetoothUnlock(once, 33)).toBe('used');
    expect(lastRecord(l)).toMatchObject({ success: false, keyId: 501 });
    const back = SimLock.fromState(JSON.parse(JSON.stringify(l.toState())));
    expect(back.bluetoothUnlock(once, 33)).toBe('used');
    expect(SimLock.fromState(lockAt(SUN_0900, 2 * H).toState()).timezoneOffsetMs).toBe(2 * H);
    l.close();
    back.close();
  });
});
