// Settings through the gateway, what is decided before anything reaches a device: validation (−3 with the spec
// messages, nothing queued), the gateway path (−2012, 10701 for the clock, −3002), the device service (10605),
// the remote unlock switch (−4043) and room status without hotel mode (10705). The device round trips are in
// lock-settings.device.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { locks, operations } from '../../db/schema/devices';
import { lockSettings } from '../../db/schema/lock-settings';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { makeGateway, makeLock } from './locks.test-kit';

let t: TestApp;
let owner: { userId: number; token: string };
let online: number;
let offline: number;
let lonely: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUserWithSession(t.db, t.services.sessions);
  const up = await makeGateway(t.db, owner.userId, { online: true });
  const down = await makeGateway(t.db, owner.userId, { online: false });
  online = (await makeLock(t.db, owner.userId, { gatewayId: up.id })).id;
  offline = (await makeLock(t.db, owner.userId, { gatewayId: down.id, remoteUnlockSwitch: 2 })).id;
  lonely = (await makeLock(t.db, owner.userId)).id;
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, p: Record<string, string | number>, lang = 'en') =>
  t.post<{ errors?: { field: string; message: string }[] }>(path, p, { token: owner.token, lang });
const opCount = async () => (await t.db.select().from(operations)).length;

describe('validation', () => {
  it('auto-lock: whole seconds 5–900 or 0, else the spec message and nothing queued', async () => {
    for (const seconds of [4, 901, 5.5, -5, 'abc']) {
      const r = await post('/lock/setAutoLockTime', { lockId: online, seconds });
      expect(r.body.errorCode, String(seconds)).toBe(-3);
      expect(r.body.data.errors).toEqual([
        { field: 'seconds', message: 'Auto-lock time must be a whole number of seconds from 5 to 900' },
      ]);
    }
    expect(await opCount()).toBe(0);
    const [row] = await t.db.select().from(locks).where(eq(locks.id, online));
    expect(row!.autoLockTime).toBe(0);
  });

  it('passage mode: periods, times and week days are checked', async () => {
    const cfg = (c: unknown, extra: Record<string, number> = {}) =>
      post('/lock/configPassageMode', { lockId: online, passageMode: 1, cyclicConfig: JSON.stringify(c), ...extra });
    expect((await cfg([])).body.data.errors![0]!.field).toBe('cyclicConfig');
    const six = Array.from({ length: 6 }, () => ({ allDay: 1, weekDays: [1] }));
    expect((await cfg(six)).body.errorCode).toBe(-3);
    const backwards = await cfg([{ allDay: 2, startTime: 600, endTime: 480, weekDays: [1] }]);
    expect(backwards.body.data.errors).toEqual([
      { field: 'cyclicConfig.0.endTime', message: 'The start time must be earlier than the end time' },
    ]);
    expect((await cfg([{ allDay: 1, weekDays: [0] }])).body.errorCode).toBe(-3);
    expect((await cfg([{ allDay: 1, weekDays: [8] }])).body.errorCode).toBe(-3);
    expect((await cfg([{ allDay: 1, weekDays: [1, 1] }])).body.errorCode).toBe(-3);
    expect((await cfg([{ allDay: 1, weekDays: [7] }], { autoUnlock: 3 })).body.errorCode).toBe(-3);
    expect(
      (await post('/lock/configPassageMode', { lockId: online, passageMode: 1, cyclicConfig: '{' })).body.errorCode,
    ).toBe(-3);
    expect(await opCount()).toBe(0);
  });

  it('timezone offset, settings type and value are checked', async () => {
    expect(
      (await post('/lock/changeTimezoneRawOffset', { lockId: online, timezoneRawOffset: 15 * 3600_000 })).body
        .errorCode,
    ).toBe(-3);
    expect(
      (await post('/lock/changeTimezoneRawOffset', { lockId: online, timezoneRawOffset: 1000 })).body.errorCode,
    ).toBe(-3);
    const zone = await post('/lock/changeTimezoneRawOffset', {
      lockId: online,
      timezoneRawOffset: 0,
      timezoneId: 'Mars/Base',
    });
    expect(zone.body.data.errors).toEqual([{ field: 'timezoneId', message: 'Unknown time zone' }]);
    expect((await post('/lock/updateSetting', { lockId: online, type: 7, value: 1 })).body.errorCode).toBe(-3);
    expect((await post('/lock/updateSetting', { lockId: online, type: 5, value: 2 })).body.errorCode).toBe(-3);
    expect((await post('/lock/updateSetting', { lockId: online, type: 1, value: 0 })).body.errorCode).toBe(-3);
    expect(await opCount()).toBe(0);
  });
});

describe('refusals before a device is asked', () => {
  it('no gateway hears the lock: −2012; for the clock the spec message (10701)', async () => {
    expect((await post('/lock/setAutoLockTime', { lockId: lonely, seconds: 30 })).body.errorCode).toBe(-2012);
    expect((await post('/lock/queryState', { lockId: lonely })).body.errorCode).toBe(-2012);
    for (const path of ['/lock/queryDate', '/lock/updateDate']) {
      const r = await post(path, { lockId: lonely });
      expect(r.body).toMatchObject({
        errorCode: 10701,
        errorMsg: 'The lock is not connected to a gateway, so its time cannot be read or set',
      });
    }
  });

  it('its gateways are offline: −3002', async () => {
    expect((await post('/lock/updateSetting', { lockId: offline, type: 2, value: 1 })).body.errorCode).toBe(-3002);
    expect((await post('/lock/queryDate', { lockId: offline })).body.errorCode).toBe(-3002);
  });

  it('the device service is down: 10605, nothing stored', async () => {
    const r = await post('/lock/setAutoLockTime', { lockId: online, seconds: 30 });
    expect(r.body.errorCode).toBe(10605);
    expect(await opCount()).toBe(0);
  });

  it('remote unlock and lock are refused with the spec message when the switch is off', async () => {
    for (const path of ['/lock/unlock', '/lock/lock']) {
      const r = await post(path, { lockId: offline });
      expect(r.body).toMatchObject({
        errorCode: -4043,
        errorMsg: 'Operation failed because remote unlock is not enabled',
      });
    }
  });

  it('room status needs hotel mode on (10705)', async () => {
    expect((await post('/lock/updateSetting', { lockId: online, type: 6, value: 1 })).body.errorCode).toBe(10705);
    await t.db.insert(lockSettings).values({ lockId: online, hotelMode: 1 });
    // Hotel mode on: it goes on to the device path (the device service is down here).
    expect((await post('/lock/updateSetting', { lockId: online, type: 6, value: 1 })).body.errorCode).toBe(10605);
  });
});
