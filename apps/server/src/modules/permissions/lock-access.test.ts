// Every lock-scoped route, called by a foreign account (and for a lock id that does not exist), answers −2018
// and changes nothing; authorized admins and key holders (ekeys, issue 6) get exactly what lock-role.ts allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { locks } from '../../db/schema/devices';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { giveKey, makeGateway, makeLock } from '../locks/locks.test-kit';
import { allRoutes } from '../routes';
import { allows, roleOf, type LockAction } from './lock-role';

/** Valid parameters of every lock-scoped route for lock `id` (a new lock route must be added here). */
const PARAMS: Record<string, (id: number) => Record<string, string | number | number[]>> = {
  'POST /lock/unlock': (id) => ({ lockId: id }),
  'POST /lock/lock': (id) => ({ lockId: id }),
  'POST /lock/batchRemote': (id) => ({ lockIdList: JSON.stringify([id]), action: 'open' }),
  'POST /lock/raise': (id) => ({ lockId: id }),
  'POST /lock/lower': (id) => ({ lockId: id }),
  'GET /lockRecord/list': (id) => ({ lockId: id }),
  'GET /gateway/listByLock': (id) => ({ lockId: id }),
  'GET /lock/detail': (id) => ({ lockId: id }),
  'GET /lock/getPassageModeConfig': (id) => ({ lockId: id }),
  'GET /lock/getFaceAuthNumBalance': (id) => ({ lockId: id }),
  'POST /lock/rename': (id) => ({ lockId: id, lockAlias: 'Taken over' }),
  'POST /lock/setDaylightSavingRemind': (id) => ({ lockId: id, remind: 2 }),
  'POST /lock/updateDoorAlert': (id) => ({ lockId: id, doorAlertSeconds: 300 }),
  'POST /lock/queryState': (id) => ({ lockId: id }),
  'POST /lock/queryDate': (id) => ({ lockId: id }),
  'POST /lock/updateDate': (id) => ({ lockId: id }),
  'POST /lock/setAutoLockTime': (id) => ({ lockId: id, seconds: 30 }),
  'POST /lock/changeTimezoneRawOffset': (id) => ({ lockId: id, timezoneRawOffset: 3600000 }),
  'POST /lock/updateSetting': (id) => ({ lockId: id, type: 1, value: 2 }),
  'POST /lock/configPassageMode': (id) => ({
    lockId: id,
    passageMode: 1,
    cyclicConfig: JSON.stringify([{ allDay: 1, weekDays: [1, 2] }]),
  }),
  'POST /lock/export': (id) => ({ lockIdList: JSON.stringify([id]) }),
  'POST /lock/transfer': (id) => ({
    lockIdList: JSON.stringify([id]),
    receiverUsername: 'x@example.com',
    transferType: 1,
    validationCode: '000000',
  }),
  'POST /credential/transfer': (id) => ({
    lockId: id,
    credentialIdList: JSON.stringify([1]),
    receiverUsername: 'x@example.com',
    transferType: 6,
    validationCode: '000000',
  }),
  'POST /lock/getExportUserNum': (id) => ({ lockIdList: JSON.stringify([id]) }),
  'POST /hotel/updateRoom': (id) => ({ lockId: id, building: 'A', floor: '1' }),
  'POST /hotel/checkIn': (id) => ({ lockId: id, guestName: 'Guest', endDate: Date.now() + 86_400_000 }),
  'POST /hotel/checkOut': (id) => ({ lockId: id }),
  'POST /lock/exportUser': (id) => ({ lockIdList: JSON.stringify([id]) }),
  // The map (issue 19).
  'GET /lock/location': (id) => ({ lockId: id }),
  // Face verification (issue 15).
  'GET /lock/faceAuth': (id) => ({ lockId: id }),
  'POST /lock/updateFaceAuth': (id) => ({ lockId: id, faceAuth: 1, frequency: 2 }),
  'POST /key/verifyFace': (id) => ({ lockId: id, photo: 'aGVsbG8=' }),
  'POST /key/resetFaceAuth': (id) => ({ lockId: id, uid: 1 }),
  'POST /lock/updateLocation': (id) => ({ lockId: id, cityId: 2950159 }),
  // Exports (issue 18).
  'POST /export/estimate': (id) => ({ kind: 'records', lockIdList: JSON.stringify([id]) }),
  'POST /export/create': (id) => ({ kind: 'records', format: 'csv', lockIdList: JSON.stringify([id]) }),
  'POST /group/setLocks': (id) => ({ groupId: 0, lockIdList: JSON.stringify([id]) }),
  // Passcodes (issue 7).
  'POST /keyboardPwd/get': (id) => ({ lockId: id, keyboardPwdType: 1 }),
  'GET /lock/listKeyboardPwd': (id) => ({ lockId: id }),
  'POST /keyboardPwd/rename': (id) => ({ lockId: id, keyboardPwdId: 1, keyboardPwdName: 'Taken over' }),
  'POST /keyboardPwd/delete': (id) => ({ lockId: id, keyboardPwdId: 1 }),
  'POST /keyboardPwd/add': (id) => ({ lockId: id, keyboardPwd: '583920', keyboardPwdName: 'Taken over' }),
  'POST /keyboardPwd/change': (id) => ({ lockId: id, keyboardPwdId: 1, newKeyboardPwd: '583921' }),
  'POST /keyboardPwd/resync': (id) => ({ lockId: id, keyboardPwdId: 1 }),
  'POST /keyboardPwd/share': (id) => ({ lockId: id, keyboardPwdId: 1, channel: 'email', to: 'x@example.com' }),
  'GET /card/list': (id) => ({ lockId: id }),
  'POST /card/add': (id) => ({ lockId: id, cardNumber: '4455667788', validityType: 1 }),
  'POST /card/rename': (id) => ({ lockId: id, cardId: 1, cardName: 'Taken over' }),
  'POST /card/changePeriod': (id) => ({ lockId: id, cardId: 1, validityType: 1 }),
  'POST /card/delete': (id) => ({ lockId: id, cardId: 1 }),
  'POST /card/resync': (id) => ({ lockId: id, cardId: 1 }),
  'POST /card/clear': (id) => ({ lockId: id }),
  'POST /card/readBack': (id) => ({ lockId: id }),
  'POST /card/encode': (id) => ({ lockId: id, cardNumber: '4455667799', validityType: 1 }),
  'GET /fingerprint/list': (id) => ({ lockId: id }),
  'POST /fingerprint/enroll': (id) => ({ lockId: id, consent: 1, validityType: 1 }),
  'POST /fingerprint/rename': (id) => ({ lockId: id, fingerprintId: 1, fingerprintName: 'Taken over' }),
  'POST /fingerprint/changePeriod': (id) => ({ lockId: id, fingerprintId: 1, validityType: 1 }),
  'POST /fingerprint/delete': (id) => ({ lockId: id, fingerprintId: 1 }),
  'POST /fingerprint/resync': (id) => ({ lockId: id, fingerprintId: 1 }),
  'POST /fingerprint/clear': (id) => ({ lockId: id }),
  'GET /face/list': (id) => ({ lockId: id }),
  'POST /face/enroll': (id) => ({ lockId: id, consent: 1, validityType: 1 }),
  'POST /face/rename': (id) => ({ lockId: id, faceId: 1, faceName: 'Taken over' }),
  'POST /face/changePeriod': (id) => ({ lockId: id, faceId: 1, validityType: 1 }),
  'POST /face/delete': (id) => ({ lockId: id, faceId: 1 }),
  'POST /face/resync': (id) => ({ lockId: id, faceId: 1 }),
  'POST /face/clear': (id) => ({ lockId: id }),
  'GET /palmVein/list': (id) => ({ lockId: id }),
  'POST /palmVein/enroll': (id) => ({ lockId: id, consent: 1, validityType: 1 }),
  'POST /palmVein/rename': (id) => ({ lockId: id, palmVeinId: 1, palmVeinName: 'Taken over' }),
  'POST /palmVein/changePeriod': (id) => ({ lockId: id, palmVeinId: 1, validityType: 1 }),
  'POST /palmVein/delete': (id) => ({ lockId: id, palmVeinId: 1 }),
  'POST /palmVein/resync': (id) => ({ lockId: id, palmVeinId: 1 }),
  'POST /palmVein/clear': (id) => ({ lockId: id }),
  'POST /fingerprint/copy': (id) => ({ lockId: id, fingerprintId: 1, lockIdList: JSON.stringify([id]) }),
  'POST /face/add': (id) => ({ lockId: id, consent: 1, validityType: 1, photo: 'aGVsbG8=' }),
  'GET /qrcode/list': (id) => ({ lockId: id }),
  'POST /qrcode/add': (id) => ({ lockId: id, type: 2 }),
  'POST /qrcode/rename': (id) => ({ lockId: id, qrcodeId: 1, qrcodeName: 'Taken over' }),
  'POST /qrcode/changePeriod': (id) => ({ lockId: id, qrcodeId: 1 }),
  'POST /qrcode/delete': (id) => ({ lockId: id, qrcodeId: 1 }),
  'POST /keyfob/scan': (id) => ({ lockId: id }),
  'POST /keyfob/add': (id) => ({ lockId: id, keyfobNumber: 'RC_000001', mac: 'F0:00:00:00:00:01', validityType: 1 }),
  'GET /keyfob/list': (id) => ({ lockId: id }),
  'POST /keyfob/rename': (id) => ({ lockId: id, keyfobId: 1, keyfobName: 'Taken over' }),
  'POST /keyfob/changePeriod': (id) => ({ lockId: id, keyfobId: 1, validityType: 1 }),
  'POST /keyfob/delete': (id) => ({ lockId: id, keyfobId: 1 }),
  'POST /keyfob/resync': (id) => ({ lockId: id, keyfobId: 1 }),
  'POST /keyfob/clear': (id) => ({ lockId: id }),
  'POST /wirelessKeypad/scan': (id) => ({ lockId: id }),
  'POST /wirelessKeypad/add': (id) => ({ lockId: id, keypadNumber: 'KP_000001', mac: 'F0:00:00:00:00:02' }),
  'GET /wirelessKeypad/list': (id) => ({ lockId: id }),
  'POST /wirelessKeypad/rename': (id) => ({ lockId: id, keypadId: 1, keypadName: 'Taken over' }),
  'POST /wirelessKeypad/delete': (id) => ({ lockId: id, keypadId: 1 }),
  'POST /wirelessKeypad/resync': (id) => ({ lockId: id, keypadId: 1 }),
  // Ekeys (issue 6); the /key/* routes naming a keyId resolve the lock inside (modules/ekeys tests).
  'POST /key/send': (id) => ({
    lockId: id,
    receiverUsername: 'taken-over@example.com',
    keyName: 'Taken over',
    validityType: 1,
    createUser: 1,
  }),
  'GET /lock/listKey': (id) => ({ lockId: id }),
};

let t: TestApp;
let owner: { userId: number; token: string };
let stranger: { userId: number; token: string };
let lockId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUserWithSession(t.db, t.services.sessions);
  stranger = await createUserWithSession(t.db, t.services.sessions);
  const gw = await makeGateway(t.db, owner.userId);
  lockId = (await makeLock(t.db, owner.userId, { alias: 'Front door', gatewayId: gw.id })).id;
});
afterAll(async () => {
  await t?.close();
});

const lockRoutes = () => allRoutes(t.services).filter((r) => typeof r.auth === 'object');

describe('lock permissions', () => {
  it('lists valid parameters for every lock-scoped route', () => {
    for (const r of lockRoutes()) {
      expect(Object.keys(PARAMS), `${r.method} ${r.path}: add its valid parameters to PARAMS`).toContain(
        `${r.method} ${r.path}`,
      );
    }
  });

  it('answers −2018 to a foreign account on every lock route, and for a lock that does not exist', async () => {
    for (const r of lockRoutes()) {
      const id = `${r.method} ${r.path}`;
      const params = PARAMS[id];
      if (!params) continue; // reported by the test above
      const foreign = await t.call(r.method, r.path, params(lockId), { token: stranger.token });
      expect(foreign.body.errorCode, `${id} foreign`).toBe(-2018);
      expect(foreign.body.errorMsg).toBe('The request failed, the user lacks the permission');
      const missing = await t.call(r.method, r.path, params(lockId + 100000), { token: owner.token });
      expect(missing.body.errorCode, `${id} missing`).toBe(-2018);
    }
    const [row] = await t.db.select().from(locks).where(eq(locks.id, lockId));
    expect(row!.lockAlias).toBe('Front door');
    expect(row!.groupId).toBeNull();
  });

  it('lets an authorized admin manage but not transfer, and a key holder only view and operate', async () => {
    const admin = await createUserWithSession(t.db, t.services.sessions);
    const holder = await createUserWithSession(t.db, t.services.sessions);
    await giveKey(t.db, lockId, admin.userId, { keyRight: 1 });
    await giveKey(t.db, lockId, holder.userId, { keyRight: 0, remoteEnable: 2 });
    const detail = await t.get<{ userType: string; remoteEnable: number }>(
      '/lock/detail',
      { lockId },
      { token: holder.token },
    );
    expect(detail.body.data).toMatchObject({ userType: 'keyHolder', remoteEnable: 0 });
    expect((await t.post('/lock/rename', { lockId, lockAlias: 'x' }, { token: holder.token })).body.errorCode).toBe(
      -2018,
    );
    expect((await t.post('/lock/unlock', { lockId }, { token: holder.token })).body.errorCode).toBe(-2018);
    expect(
      (await t.post('/lock/rename', { lockId, lockAlias: 'Admin named' }, { token: admin.token })).body.errorCode,
    ).toBe(0);
    const transfer = await t.post(
      '/lock/getExportUserNum',
      { lockIdList: JSON.stringify([lockId]) },
      { token: admin.token },
    );
    expect(transfer.body.errorCode).toBe(-2018);
    const own = await t.post<{ userNum: number }>(
      '/lock/getExportUserNum',
      { lockIdList: JSON.stringify([lockId]) },
      { token: owner.token },
    );
    expect(own.body.data.userNum).toBe(2);
    const list = await t.get<{ list: { lockId: number; userType: string }[] }>(
      '/lock/list',
      {},
      { token: admin.token },
    );
    expect(list.body.data.list).toMatchObject([{ lockId, userType: 'authorizedAdmin' }]);
  });

  it('roleOf and allows: expired or frozen keys make a stranger', () => {
    const now = 1_700_000_000_000;
    const key = { keyRight: 0, remoteEnable: 1, keyStatus: '110401', startDate: now - 10, endDate: now + 10 };
    expect(roleOf(1, { userId: 1 }, null, now)).toBe('owner');
    expect(roleOf(2, { userId: 1 }, key, now)).toBe('keyHolder');
    expect(roleOf(2, { userId: 1 }, { ...key, endDate: now - 1 }, now)).toBe('stranger');
    expect(roleOf(2, { userId: 1 }, { ...key, keyStatus: '110405' }, now)).toBe('stranger');
    const acts: LockAction[] = ['view', 'records', 'remote', 'manage', 'own'];
    expect(acts.filter((a) => allows('keyHolder', a, key))).toEqual(['view', 'remote']);
    expect(acts.filter((a) => allows('authorizedAdmin', a, key))).toEqual(['view', 'records', 'remote', 'manage']);
    expect(acts.filter((a) => allows('stranger', a, key))).toEqual([]);
  });
});
