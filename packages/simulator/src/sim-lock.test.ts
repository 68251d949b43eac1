import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORD_TYPE } from '@lockconsole/lockcore/records';
import { DEVICE_CODE } from '@lockconsole/shared/devices/enums';
import { DeviceError, SimLock } from './sim-lock';

const init = (l: SimLock, time = Date.now()) =>
  l.init({ lockId: 1, secret: 's'.repeat(43), adminUid: 9, time, timezoneRawOffset: 0 });

afterEach(() => vi.useRealTimers());

describe('simulated lock', () => {
  it('refuses a second initialization and keeps the secret and clock it was given', () => {
    let now = 1_000_000;
    const l = new SimLock({ mac: 'c0:00:00:00:00:01', driftPpm: 100, now: () => now });
    init(l, 5_000_000);
    expect(l.lockTime()).toBe(5_000_000);
    now += 10_000_000; // 10 000 s later, 100 ppm fast: +1 s
    expect(l.lockTime()).toBe(15_000_000 + 1000);
    expect(() => init(l)).toThrow(DeviceError);
  });

  it('a lift controller and a power switch say what they are when initialized (and a door lock says nothing)', () => {
    const lift = new SimLock({ mac: 'c0:00:00:00:00:0a', deviceKind: 'lift' });
    const power = new SimLock({ mac: 'c0:00:00:00:00:0b', deviceKind: 'powerSwitch' });
    const door = new SimLock({ mac: 'c0:00:00:00:00:0c' });
    expect(init(lift)).toMatchObject({ deviceKind: 'lift', model: 'SN-L1' });
    expect(init(power)).toMatchObject({ deviceKind: 'powerSwitch', model: 'SN-E1' });
    expect(init(door)).not.toHaveProperty('deviceKind');
    expect(SimLock.fromState(lift.toState()).deviceKind).toBe('lift');
  });

  it('keypad, card and button: records with sequence numbers, refused attempts recorded as failures', () => {
    const l = new SimLock({ mac: 'C0:00:00:00:00:02' });
    init(l);
    l.addPasscode('123456');
    l.addCard('42');
    expect(l.enterPasscode('123456')).toBe(true);
    expect(l.enterPasscode('654321')).toBe(false);
    expect(l.presentCard('43')).toBe(false);
    l.pressButton(); // unlocked → locks
    const recs = l.pendingRecords();
    expect(recs.map((r) => [r.seq, r.type, r.success])).toEqual([
      [1, RECORD_TYPE.passcode, true],
      [2, RECORD_TYPE.passcode, false],
      [3, RECORD_TYPE.card, false],
      [4, RECORD_TYPE.buttonLock, true],
    ]);
    l.acknowledge(2);
    expect(l.pendingRecords().map((r) => r.seq)).toEqual([3, 4]);
  });

  it('keeps only the last 500 records', () => {
    const l = new SimLock({ mac: 'C0:00:00:00:00:03' });
    init(l);
    for (let i = 0; i < 520; i++) l.pressButton();
    const all = l.bufferedRecords();
    expect(all.length).toBe(500);
    expect(all[0]!.seq).toBe(21);
  });

  it('has the real capacities: 250 custom passcodes, 1000 cards', () => {
    const l = new SimLock({ mac: 'C0:00:00:00:00:04' });
    for (let i = 0; i < 250; i++) l.addPasscode(String(100000 + i));
    expect(() => l.addPasscode('999999')).toThrow(expect.objectContaining({ code: DEVICE_CODE.storageFull }));
    for (let i = 0; i < 1000; i++) l.addCard(String(i));
    expect(() => l.addCard('x')).toThrow(expect.objectContaining({ code: DEVICE_CODE.storageFull }));
    expect(() => l.addPasscode('12')).toThrow(DeviceError);
  });

  it('auto-locks after its delay, unless passage mode holds the door open', () => {
    vi.useFakeTimers();
    const l = new SimLock({ mac: 'C0:00:00:00:00:05', autoLockSeconds: 5 });
    init(l);
    l.remoteUnlock(9);
    expect(l.lockStatus).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(l.lockStatus).toBe(0);
    expect(l.bufferedRecords().at(-1)!.type).toBe(RECORD_TYPE.autoLock);
    l.passage = {
      enabled: true,
      autoUnlock: false,
      periods: [{ allDay: true, startMinute: 0, endMinute: 0, weekDays: [1, 2, 3, 4, 5, 6, 7] }],
    };
    l.remoteUnlock(9);
    vi.advanceTimersByTime(10_000);
    expect(l.lockStatus).toBe(1);
  });

  it('busy and out-of-range behaviour', () => {
    const l = new SimLock({ mac: 'C0:00:00:00:00:06' });
    init(l);
    l.busyUntil = Date.now() + 1000;
    expect(() => l.remoteUnlock(1)).toThrow(expect.objectContaining({ code: DEVICE_CODE.lockBusy }));
  });

  it('survives a save and restore', () => {
    const l = new SimLock({ mac: 'C0:00:00:00:00:07' });
    init(l);
    l.addPasscode('2468');
    l.enterPasscode('2468');
    const r = SimLock.fromState(JSON.parse(JSON.stringify(l.toState())));
    expect(r.initialized).toBe(true);
    expect(r.enterPasscode('2468')).toBe(true);
    expect(r.pendingRecords().map((x) => x.seq)).toEqual([1, 2]);
  });
});
