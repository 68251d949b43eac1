// Settings through the gateway against the simulator over the embedded broker: each change is a tracked
// operation answered at once, confirmed by the lock, then stored; refusals (auto-lock 4 and 901, remote unlock
// switch off, gateway offline, lock out of range) change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OP_STATE } from '@lockconsole/shared/devices/enums';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import type { Operation } from '@lockconsole/shared/operation/operation';
import { SimGateway } from '@lockconsole/simulator/sim-gateway';
import { SimLock } from '@lockconsole/simulator/sim-lock';
import { eventually, startDeviceStack, type DeviceStack } from '../../test/devices/device-stack';

let s: DeviceStack;
let owner: { userId: number; token: string };
let other: { userId: number; token: string };
const gw = new SimGateway({ mac: 'AA:05:00:00:00:01', version: 2, scanMs: 300 });
const lock = new SimLock({ mac: 'C5:00:00:00:00:01', driftPpm: 80 });
let lockId: number;

beforeAll(async () => {
  s = await startDeviceStack({ broker: 'embedded' });
  owner = await s.user();
  other = await s.user();
  gw.addLock(lock, -62);
  await s.pairGateway(owner.token, gw);
  lockId = await s.addLock(owner.token, lock.mac, { lockAlias: 'Office' });
});
afterAll(async () => {
  lock.close();
  await s?.close();
});

const post = <T = Operation>(path: string, p: Record<string, string | number>, token = owner.token) =>
  s.call<T>('POST', path, { lockId, ...p }, token);
const detail = async () => (await s.call<LockDetail>('GET', '/lock/detail', { lockId }, owner.token)).data;

/** Queued at once, then final: polled like a page without the event stream would. */
async function settle(r: { errorCode: number; errorMsg: string; data: Operation }) {
  expect(r.errorCode, r.errorMsg).toBe(0);
  // Answered as it stands: pending, or (on a fast broker and lock) already final.
  expect(r.data.operationId).toBeGreaterThan(0);
  return eventually(
    async () => {
      const op = await s.call<Operation>('GET', '/operation/get', { operationId: r.data.operationId }, owner.token);
      return op.data.state !== OP_STATE.operating && op.data.state !== OP_STATE.wait && op.data;
    },
    6000,
    'operation end',
  );
}

describe('lock settings through the simulator', () => {
  it('auto-lock: 30 s is confirmed by the lock and stored; 4 and 901 are refused without a command', async () => {
    const events: { operationId: number; state: number }[] = [];
    const off = s.services.bus.subscribe((e) => e.type === 'operation' && events.push(e.data as never));
    const op = await settle(await post('/lock/setAutoLockTime', { seconds: 30 }));
    expect(op).toMatchObject({ state: OP_STATE.success, type: 'lock.setAutoLock', errorCode: 0 });
    // On PostgreSQL events travel by LISTEN/NOTIFY, so the last one may land just after the row is read.
    const states = await eventually(
      async () => {
        const seen = events.filter((e) => e.operationId === op.operationId).map((e) => e.state);
        return seen.length >= 2 && seen;
      },
      5_000,
      'live operation events',
    );
    off();
    expect(states).toEqual([1, 2]);
    expect(lock.autoLockSeconds).toBe(30);
    expect((await detail()).autoLockTime).toBe(30);
    for (const seconds of [4, 901]) {
      const r = await post('/lock/setAutoLockTime', { seconds });
      expect(r.errorCode).toBe(-3);
      expect(r.errorMsg).toContain('Auto-lock time must be a whole number of seconds from 5 to 900');
    }
    expect(lock.autoLockSeconds).toBe(30);
  });

  it('passage mode with several periods and all-day reaches the lock and reads back', async () => {
    const cyclicConfig = [
      { allDay: 2, startTime: 480, endTime: 1080, weekDays: [1, 2, 3, 4, 5] },
      { allDay: 1, startTime: 0, endTime: 1440, weekDays: [6, 7] },
    ];
    const op = await settle(
      await post('/lock/configPassageMode', {
        passageMode: 1,
        autoUnlock: 1,
        cyclicConfig: JSON.stringify(cyclicConfig),
      }),
    );
    expect(op.state).toBe(OP_STATE.success);
    expect(lock.passage).toEqual({
      enabled: true,
      autoUnlock: true,
      periods: [
        { allDay: false, startMinute: 480, endMinute: 1080, weekDays: [1, 2, 3, 4, 5] },
        { allDay: true, startMinute: 0, endMinute: 1440, weekDays: [6, 7] },
      ],
    });
    const cfg = await s.call('GET', '/lock/getPassageModeConfig', { lockId }, owner.token);
    expect(cfg.data).toEqual({ passageMode: 1, autoUnlock: 1, cyclicConfig });
  });

  it('timezone offset and zone, clock query and calibration', async () => {
    expect(
      (
        await settle(
          await post('/lock/changeTimezoneRawOffset', { timezoneRawOffset: 3600_000, timezoneId: 'Europe/Berlin' }),
        )
      ).state,
    ).toBe(OP_STATE.success);
    expect(lock.timezoneOffsetMs).toBe(3600_000);
    const d = await detail();
    expect(d).toMatchObject({ timezoneRawOffset: 3600_000, timezoneId: 'Europe/Berlin' });
    const q = await post<Operation & { lockDate: number; offsetMs: number }>('/lock/queryDate', {});
    expect(q.errorCode, q.errorMsg).toBe(0);
    expect(Math.abs(q.data.lockDate - Date.now())).toBeLessThan(5000);
    expect((await settle(await post('/lock/updateDate', {}))).state).toBe(OP_STATE.success);
    expect(Math.abs(lock.lockTime() - Date.now())).toBeLessThan(1000);
    expect((await detail()).clockCheckedAt).not.toBeNull();
  });

  it('switches: unlock notice, double verification, attendance, hotel mode and room status; state query', async () => {
    for (const [type, value] of [
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 1],
    ] as const) {
      expect((await settle(await post('/lock/updateSetting', { type, value }))).state, `type ${type}`).toBe(
        OP_STATE.success,
      );
    }
    expect(await detail()).toMatchObject({
      unlockNoticeSwitch: 1,
      doubleVerificationSwitch: 1,
      attendanceSwitch: 1,
      hotelMode: 1,
      roomStatus: 1,
    });
    const st = await post<Operation & { lockStatus: number; electricQuantity: number }>('/lock/queryState', {});
    expect(st.data).toMatchObject({
      state: OP_STATE.success,
      lockStatus: lock.lockStatus,
      electricQuantity: lock.battery,
    });
  });

  it('remote unlock switch off: the lock stores it and remote unlock is refused with the spec message', async () => {
    expect((await settle(await post('/lock/updateSetting', { type: 1, value: 2 }))).state).toBe(OP_STATE.success);
    expect((await detail()).remoteUnlockSwitch).toBe(2);
    const un = await post('/lock/unlock', {});
    expect(un).toMatchObject({ errorCode: -4043, errorMsg: 'Operation failed because remote unlock is not enabled' });
    expect((await settle(await post('/lock/updateSetting', { type: 1, value: 1 }))).state).toBe(OP_STATE.success);
    expect((await post('/lock/unlock', {})).errorCode).toBe(0);
  });

  it('a failed change is not stored; a foreign account is refused', async () => {
    // Not answering but still heard (out of range, a 300 ms scan may drop it first: −2012 instead).
    lock.unresponsive = true;
    const op = await settle(await post('/lock/setAutoLockTime', { seconds: 60 }));
    lock.unresponsive = false;
    expect(op).toMatchObject({ state: OP_STATE.failed, errorCode: -3036 });
    expect((await detail()).autoLockTime).toBe(30);
    expect((await post('/lock/setAutoLockTime', { seconds: 60 }, other.token)).errorCode).toBe(-2018);
  });

  it('gateway offline: settings and the clock are refused with −3002', async () => {
    // Heard through an online gateway, then unplugged.
    await eventually(async () => (await detail()).gatewayOnline === 1, 5000, 'lock heard again');
    gw.kill();
    await eventually(
      async () => {
        const d = await detail();
        return d.hasGateway === 1 && d.gatewayOnline === 0;
      },
      8000,
      'gateway offline',
    );
    expect((await post('/lock/setAutoLockTime', { seconds: 45 })).errorCode).toBe(-3002);
    expect((await post('/lock/queryDate', {})).errorCode).toBe(-3002);
    expect((await detail()).autoLockTime).toBe(30);
  });
});
