// Lock checks: lock/list (paging, GET, split), lock/detail, state, battery, passage mode, permission, unknown path.
import type { Ctx, Json } from './client';
import { needToken } from './checks-token';
import { check, Skip } from './runner';
import { expectErrcode, expectItems, expectPage, expectShape, fail, seen, type Spec } from './shape';

const LOCK_ITEM: Spec = {
  lockId: 'int',
  lockAlias: 'string',
  lockMac: 'string',
  hasGateway: 'int',
  featureValue: 'hex',
  electricQuantity: 'number',
};

// The contract's lock/detail fields, typed as in fixtures/hass-ttlock/lock_detail.json (a real EU-cloud answer).
// The Home Assistant client refuses a detail without lockId, lockName, lockMac, date or adminPwd.
const LOCK_DETAIL: Spec = {
  lockId: 'int',
  lockName: 'string',
  lockMac: 'string',
  date: 'int',
  adminPwd: 'string',
  lockAlias: 'string',
  electricQuantity: 'number',
  featureValue: 'hex',
  timezoneRawOffset: 'int',
  modelNum: 'string',
  hardwareRevision: 'string',
  firmwareRevision: 'string',
  autoLockTime: 'int',
  lockSound: 'int',
  privacyLock: 'int',
  tamperAlert: 'int',
  resetButton: 'int',
  openDirection: 'int',
  passageMode: 'int',
  passageModeAutoUnlock: 'int',
};

// fixtures/hass-ttlock/lock_getPassageModeConfig_*.json: dates in minutes, null (or absent) when not set.
export const LEGACY_PASSAGE: Spec = {
  passageMode: 'int',
  startDate: 'int|null?',
  endDate: 'int|null?',
  isAllDay: 'int',
  weekDays: 'array',
  autoUnlock: 'int',
};

const OTHER_ACCOUNTS_LOCK = 2147480000;

export function needLock(ctx: Ctx): number {
  needToken(ctx);
  if (ctx.lockId !== undefined) return ctx.lockId;
  throw new Skip(ctx.locks ? 'the account has no lock in lock/list (give --lock-id)' : 'lock/list gave no list');
}

/** --lock-id, else the first lock with a gateway (so that --writes can run), else the first lock. */
function chooseLock(ctx: Ctx): void {
  const locks = ctx.locks ?? [];
  const wanted = ctx.opts.lockId;
  const item =
    wanted !== undefined ? locks.find((l) => l.lockId === wanted) : (locks.find((l) => l.hasGateway === 1) ?? locks[0]);
  ctx.lockItem = item;
  ctx.lockId = wanted ?? (typeof item?.lockId === 'number' ? item.lockId : undefined);
}

export const weekDayProblems = (days: unknown, where: string): string[] =>
  Array.isArray(days) && days.every((d) => Number.isInteger(d) && d >= 1 && d <= 7)
    ? []
    : [`${where}weekDays: expected integers 1..7, got ${JSON.stringify(days)}`];

export async function lockChecks(ctx: Ctx): Promise<void> {
  const { api } = ctx;
  let total: number | undefined;
  let pages = 0;

  await check('lock/list: POST form, pageNo=1 pageSize=1000 (clamped, no error)', async () => {
    needToken(ctx);
    const ans = await api.call('/v3/lock/list', { pageNo: 1, pageSize: 1000 });
    if (Array.isArray(ans.list)) ctx.locks = ans.list as Json[];
    chooseLock(ctx);
    const list = expectPage(ans, 1, 1000);
    total = ans.total as number;
    pages = ans.pages as number;
    expectItems(list, LOCK_ITEM, ans);
  });

  await check('lock/list: page past the end is an empty list with the same total', async () => {
    needToken(ctx);
    if (total === undefined) throw new Skip('the first lock/list page failed');
    const pageNo = pages + 1;
    const ans = await api.call('/v3/lock/list', { pageNo, pageSize: 1000 });
    const list = expectPage(ans, pageNo, 1000);
    if (list.length) fail([`page ${pageNo} of ${pages}: expected an empty list, got ${list.length} items`], ans);
    if (ans.total !== total) fail([`total: expected ${total} (as on page 1), got ${seen(ans.total)}`], ans);
  });

  for (const [name, method, split] of [
    ['lock/list: GET, every parameter in the query', 'GET', false],
    ['lock/list: POST split, auth in the query and paging in the body (Home Assistant)', 'POST', true],
  ] as const) {
    await check(name, async () => {
      needToken(ctx);
      const ans = await api.call('/v3/lock/list', { pageNo: 1, pageSize: 1000 }, { method, split });
      expectItems(expectPage(ans, 1, 1000), LOCK_ITEM, ans);
      if (total !== undefined && ans.total !== total)
        fail([`total: expected ${total} (as via POST form), got ${seen(ans.total)}`], ans);
    });
  }

  await check('lock/detail: required fields and fixture types', async () => {
    const lockId = needLock(ctx);
    const ans = await api.call('/v3/lock/detail', { lockId }, { method: 'GET' });
    expectShape(ans, LOCK_DETAIL, 'a lock detail');
    ctx.detail = ans;
    if (ans.lockId !== lockId) fail([`lockId: expected ${lockId} (as asked), got ${seen(ans.lockId)}`], ans);
  });

  await check('lock/queryOpenState: state 0, 1 or 2', async () => {
    const lockId = needLock(ctx);
    const ans = await api.call('/v3/lock/queryOpenState', { lockId }, { method: 'GET' });
    if (ans.errcode === -2012) throw new Skip(`lock ${lockId} is not connected to a gateway (errcode -2012)`);
    expectShape(
      ans,
      { state: 'int', sensorState: 'int?', electricQuantity: 'number?', lockTime: 'int?' },
      'an open state',
    );
    const problems: string[] = [];
    if (![0, 1, 2].includes(ans.state as number)) problems.push(`state: expected 0, 1 or 2, got ${seen(ans.state)}`);
    if (ans.sensorState !== undefined && ![0, 1].includes(ans.sensorState as number))
      problems.push(`sensorState: expected 0 or 1, got ${seen(ans.sensorState)}`);
    if (problems.length) fail(problems, ans);
  });

  await check('lock/queryElectricQuantity: electricQuantity is a number', async () => {
    const lockId = needLock(ctx);
    const ans = await api.call('/v3/lock/queryElectricQuantity', { lockId }, { method: 'GET' });
    if (ans.errcode === -2012) throw new Skip(`lock ${lockId} is not connected to a gateway (errcode -2012)`);
    expectShape(ans, { electricQuantity: 'number' }, 'a battery level');
  });

  await check('lock/getPassageModeConfig: legacy flat shape', async () => {
    const lockId = needLock(ctx);
    const ans = await api.call('/v3/lock/getPassageModeConfig', { lockId }, { method: 'GET' });
    expectShape(ans, LEGACY_PASSAGE, 'a passage-mode config');
    const problems = weekDayProblems(ans.weekDays, '');
    if (problems.length) fail(problems, ans);
  });

  await check('lock/getPassageModeConfiguration: passageMode and cyclicConfig[]', async () => {
    const lockId = needLock(ctx);
    const ans = await api.call('/v3/lock/getPassageModeConfiguration', { lockId }, { method: 'GET' });
    expectShape(ans, { passageMode: 'int', cyclicConfig: 'array', autoUnlock: 'int?' }, 'a passage-mode configuration');
    const spec: Spec = { isAllDay: 'int', startTime: 'int', endTime: 'int', weekDays: 'array' };
    expectItems(ans.cyclicConfig as Json[], spec, ans, (c, where) => weekDayProblems(c.weekDays, where));
  });

  await check("permission: lock/detail of a lock not the caller's → -1003 or -2018", async () => {
    needToken(ctx);
    if (ctx.locks?.some((l) => l.lockId === OTHER_ACCOUNTS_LOCK))
      throw new Skip(`the account owns lock ${OTHER_ACCOUNTS_LOCK}`);
    const ans = await api.call('/v3/lock/detail', { lockId: OTHER_ACCOUNTS_LOCK }, { method: 'GET' });
    expectErrcode(ans, (c) => c === -1003 || c === -2018, '-1003 (no such lock) or -2018 (permission denied)');
    const leaked = ['lockMac', 'lockName', 'adminPwd', 'lockKey', 'aesKeyStr'].filter((f) => ans[f] !== undefined);
    if (leaked.length) fail([`the error answer carries lock fields: ${leaked.join(', ')}`], ans);
  });

  await check('unknown path: /v3/lock/doesNotExist → JSON with errcode ≠ 0', async () => {
    needToken(ctx);
    const ans = await api.call('/v3/lock/doesNotExist', { lockId: ctx.lockId ?? 1 }, { anyStatus: true });
    expectErrcode(ans, (c) => c !== 0, 'an errcode ≠ 0');
  });
}
