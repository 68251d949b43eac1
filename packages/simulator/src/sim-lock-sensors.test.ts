// The simulated lock's issue 29 behaviour: the keypad locks itself after five wrong codes within five minutes (and
// only then), refuses every code until the lockout ends, and a right code forgives; the door sensor writes 31 / 30,
// a door opened while the bolt is thrown is forced (29 first); tamper 44, mechanical key 10 / 36, inner handle 32;
// a parking lock raises (5) and lowers (6) through a gateway only, is forced when raised (2), refuses door commands;
// and all of it survives a state file.
import { describe, expect, it } from 'vitest';
import { KEYPAD_LOCKOUT } from '@lockconsole/lockcore/limits';
import { RECORD_TYPE } from '@lockconsole/lockcore/records';
import { SimLock } from './sim-lock';

const MIN = 60_000;

function lockAt(o: { doorSensor?: boolean; parkingLock?: boolean } = {}) {
  let now = 1_700_000_000_000;
  const l = new SimLock({ mac: 'C0:29:00:00:00:01', now: () => now, ...o });
  l.init({ lockId: 1, secret: 's'.repeat(43), adminUid: 9, time: now, timezoneRawOffset: 0 });
  l.addPasscode('246810');
  return { l, advance: (ms: number) => (now += ms) };
}
const types = (l: SimLock) => l.bufferedRecords().map((r) => [r.type, r.success]);

describe('keypad lockout', () => {
  it('five wrong codes in five minutes lock it: one record 48, every code refused until it ends', () => {
    const { l, advance } = lockAt();
    for (let i = 0; i < KEYPAD_LOCKOUT.wrongCodes; i++) {
      expect(l.keypadLocked).toBe(false);
      expect(l.enterPasscode(`10000${i}`)).toBe(false);
      advance(MIN / 2);
    }
    expect(l.keypadLocked).toBe(true);
    expect(types(l).at(-1)).toEqual([RECORD_TYPE.systemLock, true]);
    const written = l.bufferedRecords().length;
    expect(l.enterPasscode('246810')).toBe(false);
    expect(l.enterPasscode('999999')).toBe(false);
    expect(l.bufferedRecords()).toHaveLength(written);
    advance(KEYPAD_LOCKOUT.lockMs);
    expect(l.keypadLocked).toBe(false);
    expect(l.enterPasscode('246810')).toBe(true);
  });

  it('wrong codes spread over more than the window, or forgiven by a right one, do not lock it', () => {
    const { l, advance } = lockAt();
    for (let i = 0; i < 8; i++) {
      l.enterPasscode('111111');
      advance(2 * MIN);
    }
    expect(l.keypadLocked).toBe(false);
    advance(KEYPAD_LOCKOUT.windowMs);
    for (let i = 0; i < 4; i++) l.enterPasscode('111111');
    expect(l.enterPasscode('246810')).toBe(true);
    for (let i = 0; i < 4; i++) l.enterPasscode('111111');
    expect(l.keypadLocked).toBe(false);
    expect(types(l).some(([t]) => t === RECORD_TYPE.systemLock)).toBe(false);
  });
});

describe('door sensor and the lock’s other parts', () => {
  it('opens and closes the door with records 31 / 30; opening a locked door is forced (29 first)', () => {
    const { l } = lockAt({ doorSensor: true });
    expect(l.model).toBe('SN-S31D');
    l.pressButton(); // unlocked
    expect(l.setDoor(true)).toBe(true);
    expect(l.setDoor(true)).toBe(false);
    expect(l.setDoor(false)).toBe(true);
    l.pressButton(); // locked
    l.setDoor(true);
    expect(types(l).slice(-4)).toEqual([
      [RECORD_TYPE.sensorLock, true],
      [RECORD_TYPE.buttonLock, true],
      [RECORD_TYPE.illegalUnlock, true],
      [RECORD_TYPE.sensorUnlock, true],
    ]);
  });

  it('a lock without a sensor reports no door; tamper, key and inner handle write their records', () => {
    const { l } = lockAt();
    expect(l.setDoor(true)).toBe(false);
    l.tamper();
    l.turnKey();
    l.turnKey();
    l.turnKey();
    l.lockFromInside();
    expect(types(l).slice(-5)).toEqual([
      [RECORD_TYPE.alert, true],
      [RECORD_TYPE.mechanicalKey, true],
      [RECORD_TYPE.keyLock, true],
      [RECORD_TYPE.mechanicalKey, true],
      [RECORD_TYPE.lockInner, true],
    ]);
  });

  it("a code and the keypad's lock key lock an open door (34); a wrong one is refused and counts as a wrong code", () => {
    const { l } = lockAt();
    l.enterPasscode('246810');
    expect(l.lockWithPasscode('135790')).toBe(false);
    expect(l.lockStatus).toBe(1);
    expect(l.lockWithPasscode('246810')).toBe(true);
    expect(l.lockStatus).toBe(0);
    expect(types(l).slice(-3)).toEqual([
      [RECORD_TYPE.passcode, true],
      [RECORD_TYPE.passcodeLock, false],
      [RECORD_TYPE.passcodeLock, true],
    ]);
  });

  it('keeps its sensor, door and lockout in the state file', () => {
    const { l } = lockAt({ doorSensor: true });
    l.pressButton();
    l.setDoor(true);
    for (let i = 0; i < 5; i++) l.enterPasscode('111111');
    const again = SimLock.fromState(JSON.parse(JSON.stringify(l.toState())) as ReturnType<SimLock['toState']>, {
      now: () => 1_700_000_000_000,
    });
    expect(again.doorSensor).toBe(true);
    expect(again.doorOpen).toBe(true);
    expect(again.keypadLocked).toBe(true);
  });
});

describe('parking lock', () => {
  it('raises and lowers through the gateway with the operator; door commands and a barrier on a door lock are refused', () => {
    const { l } = lockAt({ parkingLock: true });
    expect(l.remoteBarrier(false, 7)).toEqual({ lockStatus: 1, battery: 100 });
    expect(l.remoteBarrier(true, 7, 12)).toEqual({ lockStatus: 0, battery: 100 });
    expect(l.bufferedRecords().slice(-2)).toMatchObject([
      { type: RECORD_TYPE.carLockDown, success: true, operator: 7 },
      { type: RECORD_TYPE.carLockRaise, success: true, operator: 7, keyId: 12 },
    ]);
    expect(() => l.remoteUnlock(7)).toThrow(/raise or lower/);
    expect(() => l.remoteLock(7)).toThrow(/raise or lower/);
    const { l: door } = lockAt();
    expect(() => door.remoteBarrier(true, 7)).toThrow(/not a parking lock/);
    expect(door.moveBarrier(true)).toBe(false);
    expect(door.forceBarrier()).toBe(false);
  });

  it('honours the remote switch, is forced only when raised, and stays a parking lock in the state file', () => {
    const { l } = lockAt({ parkingLock: true });
    l.switches.remoteUnlock = 2;
    expect(() => l.remoteBarrier(false, 7)).toThrow(/remote unlock is off/);
    expect(l.forceBarrier()).toBe(true); // raised at start (locked)
    l.moveBarrier(false);
    expect(l.forceBarrier()).toBe(false);
    expect(types(l).slice(-2)).toEqual([
      [RECORD_TYPE.illegalCarLock, true],
      [RECORD_TYPE.carLockDown, true],
    ]);
    const again = SimLock.fromState(JSON.parse(JSON.stringify(l.toState())) as ReturnType<SimLock['toState']>);
    expect(again.parkingLock).toBe(true);
    expect(again.model).toBe('SN-P1');
  });
});
