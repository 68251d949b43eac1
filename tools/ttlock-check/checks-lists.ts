// Gateway, door sensor, record and credential list checks.
import type { Ctx, Json } from './client';
import { needLock } from './checks-locks';
import { needToken } from './checks-token';
import { check, Skip } from './runner';
import { expectItems, expectPage, expectShape, fail, seen, type Spec } from './shape';

const GATEWAY_ITEM: Spec = {
  gatewayId: 'int',
  gatewayName: 'string',
  gatewayMac: 'string',
  isOnline: 'int',
  networkName: 'string',
  lockNum: 'int',
};
// fixtures/ttlockio/gateway_lock_list_response.json (a real answer).
const GATEWAY_LOCK_ITEM: Spec = {
  lockId: 'int',
  lockName: 'string',
  lockAlias: 'string',
  lockMac: 'string',
  rssi: 'number',
  updateDate: 'int',
};
// username is null for button and auto-lock records in the real answers (fixtures/ttlockio/lock_records_*).
const RECORD_ITEM: Spec = {
  recordId: 'int',
  lockId: 'int',
  recordType: 'int',
  success: 'int',
  username: 'string|null',
  keyboardPwd: 'string',
  lockDate: 'int',
  serverDate: 'int',
};
// keyboardPwdType is a number in the Home Assistant fixture, a numeric string in the docs' example.
export const PASSCODE_ITEM: Spec = {
  keyboardPwdId: 'int',
  keyboardPwd: 'string',
  keyboardPwdName: 'string',
  keyboardPwdType: 'int|string',
  startDate: 'int',
  endDate: 'int',
};
const CARD_ITEM: Spec = {
  cardId: 'int',
  cardName: 'string',
  cardNumber: 'string',
  cardType: 'int',
  startDate: 'int',
  endDate: 'int',
};
const FINGERPRINT_ITEM: Spec = {
  fingerprintId: 'int',
  fingerprintName: 'string',
  fingerprintNumber: 'string',
  fingerprintType: 'int',
  startDate: 'int',
  endDate: 'int',
};
// examples.json has no key/list; TTLock's key/list (the account's eKeys) names keyId, lockId and keyStatus
// (a status code such as "110401"); username is checked only when sent.
const KEY_ITEM: Spec = { keyId: 'int', lockId: 'int', keyStatus: 'string|int', username: 'string?' };

export const passcodeTypeProblems = (p: Json, where: string): string[] => {
  const t = Number(p.keyboardPwdType);
  return Number.isInteger(t) && t >= 1 && t <= 14
    ? []
    : [`${where}keyboardPwdType: expected 1..14, got ${seen(p.keyboardPwdType)}`];
};

/** A `{list: [...]}` answer without paging (gateway/listByLock, gateway/listLock). */
function plainList(ans: Json): Json[] {
  expectShape(ans, { list: 'array' }, 'a list');
  return ans.list as Json[];
}

export async function listChecks(ctx: Ctx): Promise<void> {
  const { api } = ctx;
  const get = (path: string, params: Record<string, string | number>) => api.call(path, params, { method: 'GET' });

  await check('gateway/list: pageSize=1000 (clamped to 200)', async () => {
    needToken(ctx);
    const ans = await get('/v3/gateway/list', { pageNo: 1, pageSize: 1000 });
    if (Array.isArray(ans.list)) ctx.gateways = ans.list as Json[];
    expectItems(expectPage(ans, 1, 200), GATEWAY_ITEM, ans);
  });

  await check('gateway/listByLock: gateways of the lock', async () => {
    const lockId = needLock(ctx);
    const ans = await get('/v3/gateway/listByLock', { lockId });
    const spec: Spec = { gatewayId: 'int', gatewayName: 'string', gatewayMac: 'string', rssi: 'number' };
    expectItems(plainList(ans), spec, ans);
  });

  await check('gateway/listLock: locks of the first gateway', async () => {
    needToken(ctx);
    const first = ctx.gateways?.[0];
    if (!first) throw new Skip(ctx.gateways ? 'the account has no gateway' : 'gateway/list gave no list');
    const ans = await get('/v3/gateway/listLock', { gatewayId: first.gatewayId as number });
    expectItems(plainList(ans), GATEWAY_LOCK_ITEM, ans);
  });

  await check('doorSensor/query: JSON with doorSensorId or errcode', async () => {
    const lockId = needLock(ctx);
    const ans = await get('/v3/doorSensor/query', { lockId });
    if (typeof ans.errcode === 'number' && ans.errcode !== 0) return; // "no sensor"
    if (!Number.isInteger(ans.doorSensorId))
      fail([`doorSensorId: expected an integer (or an errcode answer), got ${seen(ans.doorSensorId)}`], ans);
  });

  const recordProblems = (lockId: number) => (r: Json, where: string) => [
    ...(r.success === 0 || r.success === 1 ? [] : [`${where}success: expected 0 or 1, got ${seen(r.success)}`]),
    ...(r.lockId === lockId ? [] : [`${where}lockId: expected ${lockId}, got ${seen(r.lockId)}`]),
  ];
  let recordPages: number | undefined;

  await check('lockRecord/list: pageSize=200', async () => {
    const lockId = needLock(ctx);
    const ans = await get('/v3/lockRecord/list', { lockId, pageNo: 1, pageSize: 200 });
    const list = expectPage(ans, 1, 200);
    recordPages = ans.pages as number;
    expectItems(list, RECORD_ITEM, ans, recordProblems(lockId));
  });

  await check('lockRecord/list: pageSize=1000 clamped to 200', async () => {
    const lockId = needLock(ctx);
    const ans = await get('/v3/lockRecord/list', { lockId, pageNo: 1, pageSize: 1000 });
    expectItems(expectPage(ans, 1, 200), RECORD_ITEM, ans, recordProblems(lockId));
  });

  await check('lockRecord/list: page past the end is an empty list', async () => {
    const lockId = needLock(ctx);
    if (recordPages === undefined) throw new Skip('the first lockRecord/list page failed');
    const pageNo = recordPages + 1;
    const ans = await get('/v3/lockRecord/list', { lockId, pageNo, pageSize: 200 });
    const list = expectPage(ans, pageNo, 200);
    if (list.length) fail([`page ${pageNo} of ${recordPages}: expected an empty list, got ${list.length} items`], ans);
  });

  await check('lock/listKeyboardPwd: no orderBy', async () => {
    const lockId = needLock(ctx);
    const ans = await get('/v3/lock/listKeyboardPwd', { lockId, pageNo: 1, pageSize: 100 });
    expectItems(expectPage(ans, 1, 200), PASSCODE_ITEM, ans, passcodeTypeProblems);
  });

  await check('identityCard/list: cards of the lock', async () => {
    const lockId = needLock(ctx);
    const ans = await get('/v3/identityCard/list', { lockId, pageNo: 1, pageSize: 100, orderBy: 1 });
    expectItems(expectPage(ans, 1, 200), CARD_ITEM, ans);
  });

  await check('fingerprint/list: fingerprints of the lock', async () => {
    const lockId = needLock(ctx);
    const ans = await get('/v3/fingerprint/list', { lockId, pageNo: 1, pageSize: 100, orderBy: 1 });
    expectItems(expectPage(ans, 1, 200), FINGERPRINT_ITEM, ans);
  });

  await check("key/list: the account's eKeys", async () => {
    needToken(ctx);
    const ans = await get('/v3/key/list', { pageNo: 1, pageSize: 100 });
    expectItems(expectPage(ans, 1, 200), KEY_ITEM, ans);
  });
}
