// Gateway management of the console: list (paged, searchable, lock count, version), detail, locks of a gateway,
// gateways of a lock with signal, rename, delete — each refused to a foreign account; and what accounts learn
// from gateways and locks (hasGateway, unregister refused while owning locks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gatewayNearbyLocks, gateways, lockGateways } from '../../db/schema/devices';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { makeGateway, makeLock } from '../locks/locks.test-kit';
import { lastCode, sendCode, signUp } from '../accounts/accounts.test-kit';

let t: TestApp;
let owner: { userId: number; token: string };
let other: { userId: number; token: string };
let hall: number;
let attic: number;
let lockId: number;
let lockMac: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUserWithSession(t.db, t.services.sessions);
  other = await createUserWithSession(t.db, t.services.sessions);
  hall = (await makeGateway(t.db, owner.userId, { name: 'Hall' })).id;
  attic = (await makeGateway(t.db, owner.userId, { name: 'Attic', online: false })).id;
  const lock = await makeLock(t.db, owner.userId, { alias: 'Front', gatewayId: hall, rssi: -80 });
  lockId = lock.id;
  lockMac = lock.lockMac;
  await t.db
    .insert(gatewayNearbyLocks)
    .values({ gatewayId: hall, lockMac: lock.lockMac, rssi: -80, initialized: true });
});
afterAll(async () => {
  await t?.close();
});

type Gw = { gatewayId: number; gatewayName: string; isOnline: number; lockNum: number; gatewayVersion: number };
const get = <T>(path: string, p: Record<string, string | number>, token = owner.token) => t.get<T>(path, p, { token });

describe('gateways', () => {
  it('lists the caller’s gateways with online state, version and lock count; searches by name', async () => {
    const r = await get<{ list: Gw[]; total: number }>('/gateway/list', {});
    expect(r.body.data.list.map((g) => [g.gatewayName, g.isOnline, g.lockNum, g.gatewayVersion])).toEqual([
      ['Attic', 0, 0, 2],
      ['Hall', 1, 1, 2],
    ]);
    expect((await get<{ total: number }>('/gateway/list', { searchStr: 'hal' })).body.data.total).toBe(1);
    expect((await get<{ total: number }>('/gateway/list', {}, other.token)).body.data.total).toBe(0);
  });

  it('detail, locks of a gateway and gateways of a lock (with signal grade)', async () => {
    expect((await get<Gw>('/gateway/detail', { gatewayId: hall })).body.data).toMatchObject({
      gatewayName: 'Hall',
      lockNum: 1,
    });
    expect((await get('/gateway/detail', { gatewayId: hall }, other.token)).body.errorCode).toBe(-4037);
    const locksOf = await get<{ list: { lockId: number; signal: number }[] }>('/gateway/listLock', { gatewayId: hall });
    expect(locksOf.body.data.list).toMatchObject([{ lockId, signal: 2 }]);
    expect((await get('/gateway/listLock', { gatewayId: hall }, other.token)).body.errorCode).toBe(-4037);
    const ofLock = await get<{ list: { gatewayId: number; rssi: number; signal: number }[] }>('/gateway/listByLock', {
      lockId,
    });
    expect(ofLock.body.data.list).toMatchObject([{ gatewayId: hall, rssi: -80, signal: 2 }]);
    expect((await get('/gateway/listByLock', { lockId }, other.token)).body.errorCode).toBe(-2018);
  });

  it('adding a lock tells only its own account that it exists (no oracle of other accounts’ MACs)', async () => {
    const add = (mac: string, token: string) => t.post('/gateway/initLock', { lockMac: mac }, { token });
    // A stranger hears the same for another account's lock as for a MAC nobody has.
    const foreign = (await add(lockMac, other.token)).body;
    const nobody = (await add('0A:0B:0C:0D:0E:0F', other.token)).body;
    expect([foreign.errorCode, foreign.errorMsg]).toEqual([nobody.errorCode, nobody.errorMsg]);
    expect(foreign.errorCode).toBe(-2012);
    expect((await add(lockMac, owner.token)).body.errorCode).toBe(10604);
  });

  it('renames only the caller’s gateway; bad names are −3', async () => {
    expect(
      (await t.post('/gateway/rename', { gatewayId: hall, gatewayName: 'Mine' }, { token: other.token })).body
        .errorCode,
    ).toBe(-4037);
    expect(
      (await t.post('/gateway/rename', { gatewayId: hall, gatewayName: ' ' }, { token: owner.token })).body.errorCode,
    ).toBe(-3);
    expect(
      (await t.post('/gateway/rename', { gatewayId: hall, gatewayName: 'Hallway' }, { token: owner.token })).body
        .errorCode,
    ).toBe(0);
    expect((await get<Gw>('/gateway/detail', { gatewayId: hall })).body.data.gatewayName).toBe('Hallway');
  });

  it('hasGateway in user info follows the caller’s gateways', async () => {
    expect((await get<{ hasGateway: number }>('/user/getInfo', {})).body.data.hasGateway).toBe(1);
    expect((await get<{ hasGateway: number }>('/user/getInfo', {}, other.token)).body.data.hasGateway).toBe(0);
  });

  it('deletes only the caller’s gateway: gone from lists, its locks lose it as a path', async () => {
    expect((await t.post('/gateway/delete', { gatewayId: hall }, { token: other.token })).body.errorCode).toBe(-4037);
    expect((await t.post('/gateway/delete', { gatewayId: hall }, { token: owner.token })).body.errorCode).toBe(0);
    expect((await t.db.select().from(lockGateways).where(eq(lockGateways.gatewayId, hall))).length).toBe(0);
    const [row] = await t.db.select().from(gateways).where(eq(gateways.id, hall));
    expect(row!.deletedAt).not.toBeNull();
    const l = await get<{ list: { hasGateway: number }[] }>('/lock/list', {});
    expect(l.body.data.list[0]).toMatchObject({ hasGateway: 0 });
    expect((await get('/gateway/detail', { gatewayId: hall })).body.errorCode).toBe(-4037);
    expect((await t.post('/gateway/delete', { gatewayId: attic }, { token: owner.token })).body.errorCode).toBe(0);
    expect((await get<{ hasGateway: number }>('/user/getInfo', {})).body.data.hasGateway).toBe(0);
  });

  it('unregister is refused with −4063 while the user owns locks', async () => {
    const me = await signUp(t, 'lock-owner@example.com');
    await makeLock(t.db, me.uid);
    await sendCode(t, { type: 10 }, { token: me.token, deviceId: me.deviceId });
    const code = await lastCode(t, 'lock-owner@example.com');
    const r = await t.post('/user/unregister', { password: me.password, validationCode: code }, { token: me.token });
    expect(r.body).toMatchObject({ errorCode: -4063, errorMsg: 'Transfer or delete your locks first' });
    expect((await t.get('/user/getInfo', {}, { token: me.token })).body.errorCode).toBe(0);
  });
});
