// /lock/* reads and server-only changes, on a real database: lists by group, name and action, detail with
// gateways and signal, rename, daylight-saving prompt, and the transfer/export calls of later issues.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ekeys, locks } from '../../db/schema/devices';
import { lockGroups } from '../../db/schema/groups';
import { lockSettings } from '../../db/schema/lock-settings';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession, givePremium } from '../../test/factories';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import type { LockPage } from '@lockconsole/shared/lock/lock';
import { giveKey, makeGateway, makeLock } from './locks.test-kit';

let t: TestApp;
let owner: { userId: number; token: string; email: string };
let other: { userId: number; token: string; email: string };
let front: number;
let back: number;
let garage: number;
let groupId: number;

beforeAll(async () => {
  t = await createTestApp({ start: new Date('2026-07-01T10:00:00Z') });
  owner = await createUserWithSession(t.db, t.services.sessions);
  await givePremium(t.db, owner.userId, t.clock.now());
  other = await createUserWithSession(t.db, t.services.sessions);
  const [g] = await t.db.insert(lockGroups).values({ userId: owner.userId, name: 'Home' }).returning();
  groupId = g!.id;
  const near = await makeGateway(t.db, owner.userId, { name: 'Hall', online: true });
  const far = await makeGateway(t.db, owner.userId, { name: 'Attic', online: false });
  front = (await makeLock(t.db, owner.userId, { alias: 'Front door', gatewayId: near.id, rssi: -60, groupId })).id;
  await t.db
    .insert((await import('../../db/schema/devices')).lockGateways)
    .values({ lockId: front, gatewayId: far.id, rssi: -50 });
  back = (
    await makeLock(t.db, owner.userId, { alias: 'Back door', gatewayId: far.id, rssi: -90, remoteUnlockSwitch: 2 })
  ).id;
  garage = (await makeLock(t.db, owner.userId, { alias: 'Garage 100%' })).id;
  await makeLock(t.db, other.userId, { alias: 'Not yours' });
});
afterAll(async () => {
  await t?.close();
});

const list = (params: Record<string, string | number>, token = owner.token) =>
  t.get<LockPage>('/lock/list', params, { token });

describe('GET /lock/list', () => {
  it('pages the caller’s locks by name with state, battery, best gateway and signal', async () => {
    const r = await list({ pageNo: 1, pageSize: 2 });
    expect(r.body.errorCode).toBe(0);
    expect(r.body.data).toMatchObject({ pageNo: 1, pageSize: 2, pages: 2, total: 3 });
    expect(r.body.data.list.map((l) => l.lockAlias)).toEqual(['Back door', 'Front door']);
    const f = r.body.data.list[1]!;
    // Online first, then RSSI: the offline gateway with the better signal is not the path.
    expect(f).toMatchObject({
      lockId: front,
      groupId,
      groupName: 'Home',
      userType: 'owner',
      lockStatus: 0,
      electricQuantity: 88,
      hasGateway: 1,
      gatewayName: 'Hall',
      gatewayOnline: 1,
      rssi: -60,
      signal: 3,
      remoteEnable: 1,
    });
    expect(r.body.data.list[0]).toMatchObject({ gatewayOnline: 0, signal: 1, remoteUnlockSwitch: 2, remoteEnable: 0 });
    const p2 = await list({ pageNo: 2, pageSize: 2 });
    expect(p2.body.data.list.map((l) => l.lockAlias)).toEqual(['Garage 100%']);
    expect(p2.body.data.list[0]).toMatchObject({ hasGateway: 0, gatewayId: null, signal: 0, groupId: 0 });
  });

  it('filters by group (−1 all, 0 not grouped) and searches the name literally', async () => {
    expect((await list({ groupId })).body.data.list.map((l) => l.lockId)).toEqual([front]);
    expect((await list({ groupId: 0 })).body.data.list.map((l) => l.lockId).sort()).toEqual([back, garage].sort());
    expect((await list({ groupId: -1 })).body.data.total).toBe(3);
    expect((await list({ lockAlias: 'DOOR' })).body.data.total).toBe(2);
    expect((await list({ lockAlias: '100%' })).body.data.list.map((l) => l.lockId)).toEqual([garage]);
    expect((await list({ lockAlias: '%' })).body.data.total).toBe(1);
  });

  it('shows another account only its own locks; a foreign group is refused', async () => {
    const r = await list({}, other.token);
    expect(r.body.data.list.map((l) => l.lockAlias)).toEqual(['Not yours']);
    expect((await list({ groupId }, other.token)).body.errorCode).toBe(10704);
  });

  it('refuses bad paging with −3 field errors (pageSize ≤ 1000)', async () => {
    const r = await list({ pageSize: 1001 });
    expect(r.body.errorCode).toBe(-3);
    expect(r.body.data).toEqual({ errors: [{ field: 'pageSize', message: 'Must be at most 1000' }] });
    expect((await list({ pageSize: 1000 })).body.errorCode).toBe(0);
    expect((await list({ groupId: -2 })).body.errorCode).toBe(-3);
  });
});

describe('other lock lists', () => {
  it('listForRemoteOperation: only locks with remote unlock on that the caller may operate', async () => {
    const r = await t.get<LockPage>('/lock/listForRemoteOperation', {}, { token: owner.token });
    expect(r.body.data.list.map((l) => l.lockId).sort()).toEqual([front, garage].sort());
    expect((await t.get<LockPage>('/lock/listForRemoteOperation', {}, { token: other.token })).body.data.total).toBe(1);
  });

  it('listForTransfer: the locks the caller owns', async () => {
    type Page = { list: { lockId: number; lockAlias: string }[] };
    const r = await t.get<Page>('/lock/listForTransfer', { lockAlias: 'door' }, { token: owner.token });
    expect(r.body.data.list.map((l) => l.lockId).sort()).toEqual([front, back].sort());
    const o = await t.get<Page>('/lock/listForTransfer', {}, { token: other.token });
    expect(o.body.data.list.map((l) => l.lockAlias)).toEqual(['Not yours']);
  });

  it('listByCardNumber: validated, and empty until cards exist', async () => {
    const r = await t.get<LockPage>('/lock/listByCardNumber', { cardNumber: '123456' }, { token: owner.token });
    expect(r.body).toMatchObject({ errorCode: 0, data: { list: [], total: 0, pageNo: 1, pageSize: 20, pages: 0 } });
    expect((await t.get('/lock/listByCardNumber', { cardNumber: 'abc' }, { token: other.token })).body.errorCode).toBe(
      -3,
    );
  });
});

describe('GET /lock/detail and friends', () => {
  it('answers spec §3 lock fields with gateways and signal grades', async () => {
    const r = await t.get<LockDetail>('/lock/detail', { lockId: front }, { token: owner.token });
    expect(r.body.errorCode).toBe(0);
    expect(r.body.data).toMatchObject({
      lockId: front,
      lockAlias: 'Front door',
      groupName: 'Home',
      autoLockTime: 0,
      timezoneRawOffset: 0,
      remoteUnlockSwitch: 1,
      unlockNoticeSwitch: 2,
      doubleVerificationSwitch: 2,
      attendanceSwitch: 2,
      hotelMode: 0,
      roomStatus: 2,
      faceAuthNum: 0,
      lockDate: null,
      passageMode: { passageMode: 2, cyclicConfig: [], autoUnlock: 2 },
      daylightSaving: { prompt: 0, zoneOffset: null, remind: 1 },
    });
    expect(r.body.data.gateways.map((g) => [g.gatewayName, g.isOnline, g.signal])).toEqual([
      ['Hall', 1, 3],
      ['Attic', 0, 3],
    ]);
    expect(r.body.data).not.toHaveProperty('lockSecret');
    expect((await t.get('/lock/detail', { lockId: 0 }, { token: owner.token })).body.errorCode).toBe(-3);
  });

  it('prompts to enter daylight saving when the lock runs on its zone’s winter offset in summer; don’t remind', async () => {
    await t.db.insert(lockSettings).values({ lockId: back, timezoneId: 'Europe/Berlin' });
    await t.db.update(locks).set({ timezoneRawOffset: 3600_000 }).where(eq(locks.id, back));
    const r = await t.get<LockDetail>('/lock/detail', { lockId: back }, { token: owner.token });
    expect(r.body.data.daylightSaving).toEqual({ prompt: 1, zoneOffset: 7200_000, remind: 1 });
    expect(
      (await t.post('/lock/setDaylightSavingRemind', { lockId: back, remind: 2 }, { token: owner.token })).body
        .errorCode,
    ).toBe(0);
    const again = await t.get<LockDetail>('/lock/detail', { lockId: back }, { token: owner.token });
    expect(again.body.data.daylightSaving).toEqual({ prompt: 0, zoneOffset: 7200_000, remind: 2 });
    expect(
      (await t.post('/lock/setDaylightSavingRemind', { lockId: back, remind: 3 }, { token: owner.token })).body
        .errorCode,
    ).toBe(-3);
  });

  it('passage mode config and face balance read truthfully', async () => {
    const p = await t.get('/lock/getPassageModeConfig', { lockId: front }, { token: owner.token });
    expect(p.body.data).toEqual({ passageMode: 2, cyclicConfig: [], autoUnlock: 2 });
    const f = await t.get('/lock/getFaceAuthNumBalance', { lockId: front }, { token: owner.token });
    expect(f.body.data).toEqual({ faceAuthNum: 0 });
  });

  it('renames a lock; a bad name is −3 and changes nothing', async () => {
    expect(
      (await t.post('/lock/rename', { lockId: garage, lockAlias: '  Garage  ' }, { token: owner.token })).body
        .errorCode,
    ).toBe(0);
    const bad = await t.post(
      '/lock/rename',
      { lockId: garage, lockAlias: 'x'.repeat(51) },
      { token: owner.token, lang: 'de' },
    );
    expect(bad.body.errorCode).toBe(-3);
    expect((bad.body.data as { errors: { field: string }[] }).errors[0]!.field).toBe('lockAlias');
    const [row] = await t.db.select().from(locks).where(eq(locks.id, garage));
    expect(row!.lockAlias).toBe('Garage');
  });
});

describe('transfer (a later issue) and the export calls', () => {
  const ids = () => JSON.stringify([front, back]);

  it('validate and authorize; the exports start jobs', async () => {
    const post = (path: string, p: Record<string, string>) => t.post(path, p, { token: owner.token });
    expect((await post('/lock/export', { lockIdList: ids() })).body).toMatchObject({
      errorCode: 0,
      data: { kind: 'records', lockCount: 2 },
    });
    expect((await post('/lock/exportUser', { lockIdList: ids() })).body).toMatchObject({
      errorCode: 0,
      data: { kind: 'lockUsers', lockCount: 2 },
    });
    expect((await post('/lock/export', { lockIdList: '[]' })).body.errorCode).toBe(-3);
    expect((await post('/lock/export', { lockIdList: 'x' })).body.errorCode).toBe(-3);
    const n = await post('/lock/getExportUserNum', { lockIdList: ids() });
    expect(n.body).toMatchObject({ errorCode: 0, data: { userNum: 0 } });
    // One foreign lock in the list refuses the whole call.
    const mixed = JSON.stringify([front, (await makeLock(t.db, other.userId)).id]);
    expect((await post('/lock/getExportUserNum', { lockIdList: mixed })).body.errorCode).toBe(-2018);
  });
});

describe('abilities: what the caller may do, decided by the server', () => {
  const detailAs = async (token: string, lockId = front) =>
    (await t.get<LockDetail>('/lock/detail', { lockId }, { token })).body.data.abilities;
  const listedAs = async (token: string) =>
    (await list({}, token)).body.data.list.find((l) => l.lockId === front)?.abilities;
  const ALL = { view: true, records: true, remote: true, manage: true, own: true };

  it('owner: everything, in the detail and the list', async () => {
    expect(await detailAs(owner.token)).toEqual(ALL);
    expect(await listedAs(owner.token)).toEqual(ALL);
  });

  it('authorized admin: all but what only the owner may do', async () => {
    const admin = await createUserWithSession(t.db, t.services.sessions);
    await giveKey(t.db, front, admin.userId, { keyRight: 1, remoteEnable: 2 });
    const want = { ...ALL, own: false };
    expect(await detailAs(admin.token)).toEqual(want);
    expect(await listedAs(admin.token)).toEqual(want);
  });

  it('key holder: view, and remote only with a key sent with remote permission', async () => {
    const withRemote = await createUserWithSession(t.db, t.services.sessions);
    const withoutRemote = await createUserWithSession(t.db, t.services.sessions);
    await giveKey(t.db, front, withRemote.userId, { remoteEnable: 1 });
    await giveKey(t.db, front, withoutRemote.userId, { remoteEnable: 2 });
    const none = { view: true, records: false, remote: false, manage: false, own: false };
    expect(await detailAs(withRemote.token)).toEqual({ ...none, remote: true });
    expect(await listedAs(withRemote.token)).toEqual({ ...none, remote: true });
    expect(await detailAs(withoutRemote.token)).toEqual(none);
    expect(await listedAs(withoutRemote.token)).toEqual(none);
  });

  it('a cycle key operates remotely only inside its window (lock time; now is Wednesday 10:00 at UTC+0)', async () => {
    const inside = await createUserWithSession(t.db, t.services.sessions);
    const outside = await createUserWithSession(t.db, t.services.sessions);
    const cycle = (userId: number, from: number, to: number) =>
      t.db.insert(ekeys).values({
        lockId: front,
        userId,
        keyName: 'cycle',
        keyRight: 0,
        remoteEnable: 1,
        validityType: 4,
        startDate: Date.parse('2026-06-01T00:00:00Z'),
        endDate: Date.parse('2026-08-01T00:00:00Z'),
        cycleDays: [4],
        cycleStartMinute: from,
        cycleEndMinute: to,
      });
    await cycle(inside.userId, 9 * 60, 11 * 60);
    await cycle(outside.userId, 12 * 60, 13 * 60);
    expect((await detailAs(inside.token)).remote).toBe(true);
    expect(await detailAs(outside.token)).toEqual({
      view: true,
      records: false,
      remote: false,
      manage: false,
      own: false,
    });
  });
});
