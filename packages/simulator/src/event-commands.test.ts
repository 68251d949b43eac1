// The simulator console's door, tamper, key, inside, wristband and parking lock commands, and "pin" on a locked keypad, as a developer reads them.
import { describe, expect, it } from 'vitest';
import { SimLock } from './sim-lock';
import { runEventCommand, typePin } from './event-commands';

const said = (fn: (out: (s: string) => void) => void) => {
  const lines: string[] = [];
  fn((s) => lines.push(s));
  return lines.join('\n');
};

describe('event commands', () => {
  it('door: refused without a sensor, forced when the bolt is thrown, already closed', () => {
    const plain = new SimLock({ mac: 'C0:29:00:00:00:11' });
    expect(said((o) => runEventCommand('door', plain, ['open'], o))).toMatch(/has no door sensor/);
    const l = new SimLock({ mac: 'C0:29:00:00:00:12', doorSensor: true });
    expect(said((o) => runEventCommand('door', l, ['open'], o))).toBe('door open (forced: the bolt was thrown)');
    expect(said((o) => runEventCommand('door', l, ['close'], o))).toBe('door closed');
    expect(said((o) => runEventCommand('door', l, ['close'], o))).toBe('the door is already closed');
    expect(said((o) => runEventCommand('door', l, ['ajar'], o))).toMatch(/usage/);
  });

  it('tamper, key and inside', () => {
    const l = new SimLock({ mac: 'C0:29:00:00:00:13' });
    expect(said((o) => runEventCommand('tamper', l, [], o))).toBe('tamper alarm');
    expect(said((o) => runEventCommand('key', l, [], o))).toBe('unlocked');
    expect(said((o) => runEventCommand('inside', l, [], o))).toBe('locked');
  });

  it('wristband opens; raise, lower and car only on a parking lock', () => {
    const door = new SimLock({ mac: 'C0:29:00:00:00:15' });
    expect(said((o) => runEventCommand('wristband', door, [], o))).toBe('unlocked');
    expect(door.bufferedRecords().at(-1)).toMatchObject({ type: 9, success: true });
    expect(said((o) => runEventCommand('raise', door, [], o))).toMatch(/SN-S31\) is not a parking lock/);
    expect(said((o) => runEventCommand('car', door, [], o))).toMatch(/is not a parking lock/);
    const p = new SimLock({ mac: 'C0:29:00:00:00:16', parkingLock: true });
    expect(p.model).toBe('SN-P1');
    expect(said((o) => runEventCommand('lower', p, [], o))).toBe('lowered');
    expect(said((o) => runEventCommand('car', p, [], o))).toBe('the barrier is down: the car drives over it');
    expect(said((o) => runEventCommand('raise', p, [], o))).toBe('raised');
    expect(said((o) => runEventCommand('car', p, [], o))).toBe('barrier forced: illegal car lock');
    expect(p.bufferedRecords().map((r) => r.type)).toEqual([6, 5, 2]);
  });

  it('pin says when the keypad locks and while it is locked', () => {
    const l = new SimLock({ mac: 'C0:29:00:00:00:14' });
    l.init({ lockId: 1, secret: 's'.repeat(43), adminUid: 9, time: Date.now(), timezoneRawOffset: 0 });
    const tries = Array.from({ length: 5 }, () => said((o) => typePin(l, '000000', o)));
    expect(tries).toEqual(['refused', 'refused', 'refused', 'refused', 'refused (keypad locked now)']);
    expect(said((o) => typePin(l, '000000', o))).toBe('keypad locked');
  });
});
