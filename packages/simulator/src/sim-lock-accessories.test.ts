// Issue 16 on the simulated lock: accessory.scan hears fobs and keypads in pairing mode or paired with it; a
// credential.put of the id pairs (binds) the accessory and a delete unbinds it; a fob's press is judged like a card
// on the lock's clock, records type 55 with the fob's battery, and drains it; QR codes are checked offline with the
// lock's secret, id and clock (type 57); a wireless keypad's codes reach the lock only once paired; all of it
// survives a save and restore.
import { describe, expect, it } from 'vitest';
import { qrCodeContent, QR_CLOCK_SKEW_MS } from '@lockconsole/lockcore/qrcode';
import { RECORD_TYPE } from '@lockconsole/lockcore/records';
import { encodeLockSecret } from '@lockconsole/lockcore/secret';
import { accessoryScanResultSchema } from '@lockconsole/shared/devices/credential-messages';
import { LOCK_STATUS } from '@lockconsole/shared/devices/enums';
import { recordsBodySchema } from '@lockconsole/shared/devices/messages';
import { SimLock } from './sim-lock';
import { runAccessoryCommand } from './sim-lock-accessories';
import { runCredentialCommand } from './sim-lock-credential-commands';

const T = Date.UTC(2026, 10, 25, 10, 3, 20);
const HOUR = 3_600_000;
const secretOf = (b: number) => encodeLockSecret(new Uint8Array(32).fill(b));

function newLock(mac: string, o: { lockId?: number; secret?: string } = {}) {
  const clock = { now: T };
  const l = new SimLock({ mac, now: () => clock.now });
  l.init({ lockId: o.lockId ?? 42, secret: o.secret ?? secretOf(7), adminUid: 9, time: T, timezoneRawOffset: 0 });
  return { l, clock };
}
const scan = (l: SimLock, kind = 'keyfob') =>
  accessoryScanResultSchema.parse(runAccessoryCommand(l, 'accessory.scan', { kind, seconds: 5 })).found;
const put = (l: SimLock, kind: string, number: string, startDate = 0, endDate = 0) =>
  runCredentialCommand(l, 'credential.put', { kind, entries: [{ credentialId: 1, number, startDate, endDate }] });
const del = (l: SimLock, kind: string, number: string) =>
  runCredentialCommand(l, 'credential.delete', { kind, entries: [{ credentialId: 1, number }] });
const last = (l: SimLock) => l.bufferedRecords().at(-1)!;

describe('key fobs', () => {
  it('scan hears a fob in pairing mode; storing its id pairs it, and the next scan says paired', () => {
    const { l } = newLock('C0:00:00:00:AC:01');
    const fob = l.bringAccessory('keyfob', { rssi: -45 });
    expect(fob.number).toMatch(/^RC_[0-9a-f]{6}$/);
    expect(fob.mac).toMatch(/^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/);
    const far = l.bringAccessory('keyfob', { number: 'RC_00e1f2', rssi: -68, battery: 40 });
    l.bringAccessory('keypad');
    expect(scan(l)).toEqual([
      { number: fob.number, mac: fob.mac, battery: 100, firmware: fob.firmware, rssi: -45, paired: false },
      { number: 'RC_00e1f2', mac: far.mac, battery: 40, firmware: far.firmware, rssi: -68, paired: false },
    ]);
    put(l, 'keyfob', fob.number);
    expect(fob).toMatchObject({ pairing: false, bound: true });
    expect(scan(l).map((a) => [a.number, a.paired])).toEqual([
      [fob.number, true],
      ['RC_00e1f2', false],
    ]);
    expect(scan(l, 'keypad')).toHaveLength(1);
  });

  it('a press of a paired, valid fob opens: record 55 with its id and battery, 1 % less a press', () => {
    const { l } = newLock('C0:00:00:00:AC:02');
    const fob = l.bringAccessory('keyfob');
    put(l, 'keyfob', fob.number);
    expect(l.pressFob(fob.number)).toBe(true);
    expect(l.lockStatus).toBe(LOCK_STATUS.unlocked);
    expect(last(l)).toMatchObject({ type: RECORD_TYPE.keyfob, success: true, credential: fob.number });
    expect(last(l).accessoryBattery).toBe(99);
    l.pressFob(fob.number);
    l.pressFob(fob.number);
    expect(l.bufferedRecords().map((r) => r.accessoryBattery)).toEqual([99, 98, 97]);
    // The field travels in the records message as the server parses it.
    const body = recordsBodySchema.parse({ mac: l.mac, records: l.pendingRecords() });
    expect(body.records.map((r) => r.accessoryBattery)).toEqual([99, 98, 97]);
    // A flat fob sends nothing at all.
    fob.battery = 1;
    expect(l.pressFob(fob.number)).toBe(true);
    expect(fob.battery).toBe(0);
    const n = l.bufferedRecords().length;
    expect(l.pressFob(fob.number)).toBe(false);
    expect(l.bufferedRecords()).toHaveLength(n);
  });

  it('refuses an unpaired, expired, not yet valid or deleted fob with a failed record 55', () => {
    const { l, clock } = newLock('C0:00:00:00:AC:03');
    const fob = l.bringAccessory('keyfob');
    expect(l.pressFob(fob.number)).toBe(false); // in pairing mode, never stored
    expect(last(l)).toMatchObject({ type: 55, success: false, credential: fob.number, accessoryBattery: 99 });
    put(l, 'keyfob', fob.number, T - HOUR, T + HOUR);
    expect(l.pressFob(fob.number)).toBe(true);
    clock.now = T + HOUR; // the lock's clock at the end of the validity
    expect(l.pressFob(fob.number)).toBe(false);
    expect(last(l)).toMatchObject({ type: 55, success: false });
    put(l, 'keyfob', fob.number, T + 2 * HOUR, 0);
    expect(l.pressFob(fob.number)).toBe(false);
    put(l, 'keyfob', fob.number);
    expect(l.pressFob(fob.number)).toBe(true);
    del(l, 'keyfob', fob.number);
    expect(fob).toMatchObject({ bound: false, pairing: false });
    expect(scan(l)).toEqual([]); // neither pairing nor paired: the lock does not hear it
    expect(l.pressFob(fob.number)).toBe(false);
    expect(last(l)).toMatchObject({ type: 55, success: false, credential: fob.number });
    // Storing the id again while the fob is not in pairing mode does not bind it; holding its button does.
    put(l, 'keyfob', fob.number);
    expect(l.pressFob(fob.number)).toBe(false);
    l.bringAccessory('keyfob', { number: fob.number });
    expect(l.pressFob(fob.number)).toBe(true);
    expect(l.pressFob('RC_ffffff')).toBe(false); // no such fob near the lock: nothing is recorded
    expect(last(l).success).toBe(true);
  });

  it('a factory reset unbinds; fobs, keypads and their pairing survive a save and restore', () => {
    const { l } = newLock('C0:00:00:00:AC:04');
    const fob = l.bringAccessory('keyfob', { battery: 70 });
    const pad = l.bringAccessory('keypad');
    put(l, 'keyfob', fob.number);
    put(l, 'keypad', pad.number);
    const copy = SimLock.fromState(JSON.parse(JSON.stringify(l.toState())), { now: () => T });
    expect(copy.accessories.list()).toEqual(l.accessories.list());
    expect(copy.pressFob(fob.number)).toBe(true);
    expect(last(copy).accessoryBattery).toBe(69);
    l.reset();
    expect(l.accessories.list().map((a) => a.bound)).toEqual([false, false]);
  });
});

describe('QR codes', () => {
  const w = { lockId: 42, qrId: 9, from: T - 200_000, until: T + 400_000 };

  it('opens for a code sealed for this lock within its window (record 57 with the QR number)', () => {
    const { l } = newLock('C0:00:00:00:AC:05');
    expect(l.scanQrCode(qrCodeContent(secretOf(7), w))).toBe(true);
    expect(l.lockStatus).toBe(LOCK_STATUS.unlocked);
    expect(last(l)).toMatchObject({ type: RECORD_TYPE.qrcode, success: true, credential: '9' });
  });

  it('refuses it after its window plus the clock skew, on another lock, and refuses what is no code', () => {
    const code = qrCodeContent(secretOf(7), w);
    const { l, clock } = newLock('C0:00:00:00:AC:06');
    clock.now = w.until + QR_CLOCK_SKEW_MS - 1_000;
    expect(l.scanQrCode(code)).toBe(true);
    clock.now = w.until + QR_CLOCK_SKEW_MS;
    expect(l.scanQrCode(code)).toBe(false);
    expect(last(l)).toMatchObject({ type: 57, success: false, credential: '9' });
    expect(newLock('C0:00:00:00:AC:07', { lockId: 43 }).l.scanQrCode(code)).toBe(false); // other lock id
    const other = newLock('C0:00:00:00:AC:08', { secret: secretOf(8) }).l; // same id, other secret
    expect(other.scanQrCode(code)).toBe(false);
    expect(last(other)).toMatchObject({ type: 57, success: false, credential: '9' });
    expect(other.scanQrCode('https://example.com/' + 'x'.repeat(100))).toBe(false);
    expect(last(other).credential).toHaveLength(64);
  });
});

describe('wireless keypads', () => {
  it('a code typed on a keypad reaches the lock only once the keypad is paired (record 4 as the built-in one)', () => {
    const { l } = newLock('C0:00:00:00:AC:09');
    l.addPasscode('123456');
    const pad = l.bringAccessory('keypad', { battery: 80 });
    expect(pad.number).toMatch(/^KP_[0-9a-f]{6}$/);
    expect(l.typeOnKeypad(pad.number, '123456')).toBe(false);
    expect(l.bufferedRecords()).toEqual([]); // an unpaired keypad is not heard
    put(l, 'keypad', pad.number);
    expect(l.typeOnKeypad(pad.number, '654321')).toBe(false);
    expect(l.typeOnKeypad(pad.number, '123456')).toBe(true);
    expect(l.bufferedRecords().map((r) => [r.type, r.success, r.credential, r.accessoryBattery])).toEqual([
      [RECORD_TYPE.passcode, false, '654321', 80],
      [RECORD_TYPE.passcode, true, '123456', 80],
    ]);
    del(l, 'keypad', pad.number);
    expect(l.typeOnKeypad(pad.number, '123456')).toBe(false);
    expect(l.bufferedRecords()).toHaveLength(2);
  });

  it('the lock stores at most 4 keypads', () => {
    const { l } = newLock('C0:00:00:00:AC:0A');
    const entries = [1, 2, 3, 4, 5].map((i) => ({ credentialId: i, number: `KP_00000${i}`, startDate: 0, endDate: 0 }));
    const r = runCredentialCommand(l, 'credential.put', { kind: 'keypad', entries }) as { results: { code: number }[] };
    expect(r.results.map((x) => x.code)).toEqual([0, 0, 0, 0, -4056]);
  });
});
