// The simulated lock's passcode commands and offline keypad: entries are idempotent upserts, digits held elsewhere
// are refused as duplicates, a change frees its old digits (also on a full store), delete goes by entry, and a
// revoked offline code stops opening while the refusal is recorded.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generatePasscode } from '@lockconsole/lockcore/passcode/offline-generate';
import { RECORD_TYPE } from '@lockconsole/lockcore/records';
import { encodeLockSecret } from '@lockconsole/lockcore/secret';
import { DEVICE_CODE } from '@lockconsole/shared/devices/enums';
import { DeviceError, SimLock } from './sim-lock';
import { runPasscodeCommand } from './sim-lock-passcodes';

const secret = encodeLockSecret(crypto.randomBytes(32));
/** `offline: false`: the keypad checks only the stored entries — under a random secret some typed digits are a
 * valid offline code by chance (about one run in a few hundred: '604719' opened after its entry was changed). */
function newLock(mac: string, o: { offline?: boolean } = {}) {
  const l = new SimLock({ mac });
  l.init({ lockId: 1, secret, adminUid: 9, time: Date.now(), timezoneRawOffset: 0 });
  if (o.offline === false) l.offlinePasscodes = undefined;
  return l;
}
const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as DeviceError).code;
  }
  return 0;
};

describe('passcode commands on the simulated lock', () => {
  it('add is an upsert of the entry; digits held by another entry or typed in locally are duplicates', () => {
    const l = newLock('C0:00:00:00:07:01', { offline: false });
    const add = (passcodeId: number, code: string, startDate = 0, endDate = 0) =>
      runPasscodeCommand(l, 'passcode.add', { passcodeId, code, startDate, endDate });
    add(1, '604719');
    add(1, '604719'); // a repeated push after a lost answer
    expect(l.passcodeCount).toBe(1);
    expect(l.enterPasscode('604719')).toBe(true);
    expect(codeOf(() => add(2, '604719'))).toBe(DEVICE_CODE.passcodeDuplicate);
    l.addPasscode('719264');
    expect(codeOf(() => add(3, '719264', Date.now(), 0))).toBe(-3007);
    // A bounded validity: refused after its end.
    add(4, '830475', Date.now() - 60_000, Date.now() - 1);
    expect(l.enterPasscode('830475')).toBe(false);
  });

  it('change replaces the entry’s digits, also on a full store; delete goes by entry', () => {
    const l = newLock('C0:00:00:00:07:02', { offline: false });
    runPasscodeCommand(l, 'passcode.add', { passcodeId: 7, code: '604719', startDate: 0, endDate: 0 });
    for (let i = 0; l.passcodeCount < 250; i++) l.addPasscode(String(30_000_000 + i));
    expect(
      codeOf(() => runPasscodeCommand(l, 'passcode.add', { passcodeId: 8, code: '5550123', startDate: 0, endDate: 0 })),
    ).toBe(DEVICE_CODE.storageFull);
    runPasscodeCommand(l, 'passcode.change', { passcodeId: 7, code: '9183746', startDate: 0, endDate: 0 });
    expect(l.enterPasscode('9183746')).toBe(true);
    expect(l.enterPasscode('604719')).toBe(false);
    runPasscodeCommand(l, 'passcode.delete', { passcodeId: 7 });
    runPasscodeCommand(l, 'passcode.delete', { passcodeId: 7 }); // nothing left: still success
    expect(l.enterPasscode('9183746')).toBe(false);
    expect(l.passcodeCount).toBe(249);
  });

  it('a revoked offline code stops opening and the refusal is recorded', () => {
    const l = newLock('C0:00:00:00:07:03');
    const g = generatePasscode({
      secret,
      type: 2,
      start: Date.now(),
      end: null,
      length: 7,
      slot: 0,
      tzOffsetMinutes: 0,
    });
    expect(l.enterPasscode(g.code)).toBe(true);
    runPasscodeCommand(l, 'passcode.revoke', { code: g.code, startDate: g.start, endDate: 0 });
    expect(l.enterPasscode(g.code)).toBe(false);
    const recs = l.pendingRecords().filter((r) => r.credential === g.code);
    expect(recs.map((r) => [r.type, r.success])).toEqual([
      [RECORD_TYPE.passcode, true],
      [RECORD_TYPE.passcode, false],
    ]);
    expect(codeOf(() => runPasscodeCommand(l, 'passcode.frobnicate', {}))).toBe(DEVICE_CODE.rejected);
  });
});
