// Issue 15 on the simulated lock: credential.enroll stores a fingerprint template or a face photo at once, or enrols
// at the sensor step by step with progress (a poor read does not count), one enrolment at a time, cancellable; the
// slot number it answers identifies the person in records: their finger (face, palm) opens — record 8 (67, 84) with
// the number — while a stranger's is refused; a full store refuses before anyone is asked to press.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORD_TYPE } from '@lockconsole/lockcore/records';
import { encodeLockSecret } from '@lockconsole/lockcore/secret';
import { credentialEnrollResultSchema } from '@lockconsole/shared/devices/credential-messages';
import { DEVICE_CODE, LOCK_STATUS } from '@lockconsole/shared/devices/enums';
import { SimLock } from './sim-lock';
import { CREDENTIAL_CAPACITY } from './sim-lock-credentials';
import { ENROL_TIMEOUT_MS, type EnrolProgress } from './sim-lock-enrol';
import { DeviceError } from './sim-lock-types';

const T = Date.UTC(2026, 10, 25, 10, 3, 20);
const HOUR = 3_600_000;
/** What a simulated desk reader produces: "SFT1" and opaque bytes, base64. */
const TEMPLATE = Buffer.concat([Buffer.from('SFT1'), Buffer.alloc(28, 7)]).toString('base64');
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]).toString('base64');

function newLock(mac: string) {
  const clock = { now: T };
  const l = new SimLock({ mac, now: () => clock.now });
  l.init({ lockId: 42, secret: encodeLockSecret(new Uint8Array(32)), adminUid: 9, time: T, timezoneRawOffset: 0 });
  return { l, clock };
}
const args = (kind: string, credentialId: number, extra: Record<string, unknown> = {}) => ({
  kind,
  credentialId,
  startDate: 0,
  endDate: 0,
  ...extra,
});
/** Starts an enrolment at the sensor; answers the pending result and the progress it reported. */
function atSensor(l: SimLock, kind: string, credentialId: number) {
  const steps: EnrolProgress[] = [];
  const r = l.enroll(args(kind, credentialId), (p) => steps.push(p));
  expect(r).toBeInstanceOf(Promise);
  const settled = (r as Promise<{ number: string }>).then(
    (v) => v,
    (e: DeviceError) => e,
  );
  return { steps, settled };
}
const fails = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return [(e as DeviceError).code, (e as DeviceError).message];
  }
  return undefined;
};
const last = (l: SimLock) => l.bufferedRecords().at(-1)!;

afterEach(() => vi.useRealTimers());

describe('credential.enroll with a template or a photo', () => {
  it('stores at once under a new slot number with the validity; the finger then opens', () => {
    const { l } = newLock('C0:00:00:00:EB:01');
    const r = l.enroll(args('fingerprint', 11, { startDate: T - HOUR, endDate: T + HOUR, template: TEMPLATE }), () => {
      throw new Error('no progress for a template');
    });
    expect(credentialEnrollResultSchema.parse(r)).toEqual({ number: '1' });
    const fp = l.credentials.kinds.fingerprint;
    expect(fp.entries.get(11)).toBe('1');
    expect(fp.numbers.get('1')).toEqual({ startDate: T - HOUR, endDate: T + HOUR });
    expect(l.enroll(args('face', 12, { photo: PHOTO }), () => {})).toEqual({ number: '1' });
    expect(l.enroll(args('fingerprint', 13, { template: TEMPLATE }), () => {})).toEqual({ number: '2' });
    expect(l.credentials.kinds.face.entries.get(12)).toBe('1');
  });

  it('refuses what is no template or no JPEG, and material for the wrong kind', () => {
    const { l } = newLock('C0:00:00:00:EB:02');
    const short = Buffer.from('SFT1abc').toString('base64');
    const wrongMagic = Buffer.alloc(32, 1).toString('base64');
    for (const template of [short, wrongMagic, 'not base64!', TEMPLATE.slice(1)]) {
      expect(fails(() => l.enroll(args('fingerprint', 1, { template }), () => {}))).toEqual([
        DEVICE_CODE.rejected,
        'bad template',
      ]);
    }
    expect(fails(() => l.enroll(args('palmVein', 1, { template: TEMPLATE }), () => {}))?.[1]).toBe('bad template');
    expect(fails(() => l.enroll(args('face', 1, { photo: TEMPLATE }), () => {}))).toEqual([
      DEVICE_CODE.rejected,
      'bad photo',
    ]);
    expect(fails(() => l.enroll(args('fingerprint', 1, { photo: PHOTO }), () => {}))?.[1]).toBe('bad photo');
    expect(l.credentials.kinds.fingerprint.numbers.size + l.credentials.kinds.face.numbers.size).toBe(0);
  });

  it('refuses a full store (−4056) but lets an entry enrol again in its own place, never reusing a number', () => {
    const { l } = newLock('C0:00:00:00:EB:03');
    const cap = CREDENTIAL_CAPACITY.palmVein;
    for (let i = 1; i <= cap; i++) l.credentials.kinds.palmVein.add(`p${i}`);
    expect(fails(() => l.enroll(args('palmVein', 1), () => {}))).toEqual([
      DEVICE_CODE.storageFull,
      'palmVein storage full',
    ]);
    expect(l.enrolment).toBeUndefined();
    const face = l.credentials.kinds.face;
    for (let i = 1; i < CREDENTIAL_CAPACITY.face; i++) face.add(`f${i}`);
    expect(l.enroll(args('face', 5, { photo: PHOTO }), () => {})).toEqual({ number: '1' });
    expect(fails(() => l.enroll(args('face', 6, { photo: PHOTO }), () => {}))?.[0]).toBe(DEVICE_CODE.storageFull);
    expect(l.enroll(args('face', 5, { photo: PHOTO }), () => {})).toEqual({ number: '2' });
    expect([face.numbers.has('1'), face.entries.get(5)]).toEqual([false, '2']);
    // The counter survives a save and restore: the next face is 3, not 1 again.
    face.remove('2');
    const back = SimLock.fromState(l.toState());
    expect(back.enroll(args('face', 7, { photo: PHOTO }), () => {})).toEqual({ number: '3' });
  });
});

describe('enrolment at the sensor', () => {
  it('reports 0/4 … 4/4 with hints, a poor press does not count, then stores and answers the number', async () => {
    const { l } = newLock('C0:00:00:00:EB:04');
    l.credentials.kinds.fingerprint.add('1'); // a finger enrolled at the lock: its slot is not given again
    const { steps, settled } = atSensor(l, 'fingerprint', 21);
    expect(l.enrolment).toEqual({ kind: 'fingerprint', credentialId: 21, done: 0, total: 4 });
    expect(l.pressFinger()).toBe(true);
    expect(l.pressFinger({ poor: true })).toBe(false);
    expect(l.showFace()).toBe(false); // another sensor: an unlock attempt by a stranger, no step
    for (let i = 0; i < 3; i++) l.pressFinger();
    expect(steps).toEqual([
      { done: 0, total: 4, hint: 'press' },
      { done: 1, total: 4, hint: 'lift' },
      { done: 1, total: 4, hint: 'poor' },
      { done: 2, total: 4, hint: 'lift' },
      { done: 3, total: 4, hint: 'lift' },
      { done: 4, total: 4 },
    ]);
    expect(await settled).toEqual({ number: '2' });
    expect(l.enrolment).toBeUndefined();
    expect(l.credentials.kinds.fingerprint.entries.get(21)).toBe('2');
    expect(l.bufferedRecords().map((r) => r.type)).toEqual([RECORD_TYPE.face]); // no record for enrolment steps
  });

  it('refuses a second enrolment while one runs (−3037), and cancel fails the first', async () => {
    const { l } = newLock('C0:00:00:00:EB:05');
    const { settled } = atSensor(l, 'palmVein', 1);
    expect(fails(() => l.enroll(args('face', 2, { photo: PHOTO }), () => {}))).toEqual([
      DEVICE_CODE.lockBusy,
      'lock is enrolling',
    ]);
    l.showPalm();
    expect(l.cancelEnrolment()).toBe(true);
    expect(l.cancelEnrolment()).toBe(false);
    const e = (await settled) as DeviceError;
    expect([e.code, e.message]).toEqual([DEVICE_CODE.rejected, 'cancelled']);
    expect(l.credentials.kinds.palmVein.numbers.size).toBe(0);
    expect(l.enroll(args('face', 2, { photo: PHOTO }), () => {})).toEqual({ number: '1' });
  });

  it('gives up on a person who never comes, so the lock can enrol again', async () => {
    vi.useFakeTimers();
    const { l } = newLock('C0:00:00:00:EB:06');
    const { settled } = atSensor(l, 'face', 1);
    vi.advanceTimersByTime(ENROL_TIMEOUT_MS);
    expect(((await settled) as DeviceError).message).toBe('timeout');
    expect(l.enrolment).toBeUndefined();
  });
});

describe('unlocking with a fingerprint, a face, a palm', () => {
  it('the enrolled finger opens (record 8 with its number) and locks an open door (33); a stranger is refused', async () => {
    const { l } = newLock('C0:00:00:00:EB:07');
    const { settled } = atSensor(l, 'fingerprint', 31);
    for (let i = 0; i < 4; i++) l.pressFinger();
    const { number } = (await settled) as { number: string };
    expect(l.pressFinger({ number })).toBe(true);
    expect(last(l)).toMatchObject({ type: RECORD_TYPE.fingerprint, success: true, credential: number });
    expect(l.lockStatus).toBe(LOCK_STATUS.unlocked);
    expect(l.pressFinger({ number })).toBe(true);
    expect(last(l)).toMatchObject({ type: RECORD_TYPE.fingerprintLock, success: true, credential: number });
    expect(l.lockStatus).toBe(LOCK_STATUS.locked);
    expect(l.pressFinger()).toBe(false);
    expect(last(l)).toMatchObject({ type: RECORD_TYPE.fingerprint, success: false, credential: '' });
    expect(l.pressFinger({ number: '99' })).toBe(false);
    expect(last(l)).toMatchObject({ type: RECORD_TYPE.fingerprint, success: false, credential: '' });
  });

  it('a held finger outside its validity is refused with its number', () => {
    const { l, clock } = newLock('C0:00:00:00:EB:08');
    const r = l.enroll(args('fingerprint', 1, { startDate: T, endDate: T + HOUR, template: TEMPLATE }), () => {});
    const { number } = r as { number: string };
    clock.now = T + 2 * HOUR;
    expect(l.pressFinger({ number })).toBe(false);
    expect(last(l)).toMatchObject({ type: RECORD_TYPE.fingerprint, success: false, credential: number });
  });

  it('a palm (record 84) and a face (record 67) open once enrolled; unknown ones are refused', async () => {
    const { l } = newLock('C0:00:00:00:EB:09');
    const palm = atSensor(l, 'palmVein', 1);
    for (let i = 0; i < 3; i++) l.showPalm();
    expect(palm.steps.map((s) => s.hint)).toEqual(['press', 'again', 'again', undefined]);
    const { number } = (await palm.settled) as { number: string };
    expect(l.showPalm({ number })).toBe(true);
    expect(last(l)).toMatchObject({ type: RECORD_TYPE.palmVein, success: true, credential: number });
    expect(l.showPalm({ number: '7' })).toBe(false);
    expect(last(l)).toMatchObject({ type: RECORD_TYPE.palmVein, success: false, credential: '' });

    const face = atSensor(l, 'face', 2);
    l.showFace({ poor: true });
    l.showFace();
    expect(face.steps).toEqual([
      { done: 0, total: 1, hint: 'press' },
      { done: 0, total: 1, hint: 'poor' },
      { done: 1, total: 1 },
    ]);
    const f = (await face.settled) as { number: string };
    expect(l.showFace({ number: f.number })).toBe(true);
    expect(last(l)).toMatchObject({ type: RECORD_TYPE.face, success: true, credential: f.number });
    expect(l.showFace()).toBe(false);
    expect(last(l)).toMatchObject({ type: RECORD_TYPE.face, success: false, credential: '' });
  });
});
