// Hostile and careless values are refused with a field error in the caller's language and change nothing
// (hardening #21 items 4 and 5): control characters (NUL reached PostgreSQL as a 500), JSON `true` or hex / octal /
// binary / exponent numbers taken as ids, a fractional date, numbers hidden in nested JSON, repeated names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signRequest } from '@lockconsole/shared/http/signature';
import { lockGroups } from '../db/schema/groups';
import { ekeys, locks } from '../db/schema/devices';
import { MAX_TIME_MS } from '@lockconsole/shared/schemas/common';
import { createTestApp, type TestApp } from '../test/harness';
import { createUserWithSession, givePremium } from '../test/factories';
import { makeLock } from '../modules/locks/locks.test-kit';

let t: TestApp;
let owner: { userId: number; token: string };
let lockId: number;
let groupId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUserWithSession(t.db, t.services.sessions);
  await givePremium(t.db, owner.userId, t.clock.now());
  lockId = (await makeLock(t.db, owner.userId, { alias: 'Front' })).id;
  const g = await t.post<{ groupId: number }>('/group/add', { groupName: 'Hall' }, { token: owner.token });
  groupId = g.body.data.groupId;
});
afterAll(async () => {
  await t?.close();
});

const refused = (body: { errorCode: number; data: unknown }, field: string) => {
  expect(body.errorCode).toBe(-3);
  expect((body.data as { errors: { field: string }[] }).errors[0]!.field).toBe(field);
};

describe('bad input', () => {
  it('refuses control characters anywhere, signed-in or not, in the caller’s language', async () => {
    refused((await t.get('/site/getCompanyInfo', { domainName: 'a\u0000b' })).body, 'domainName');
    const login = await t.post('/user/login', { account: 'a\u0000b@x.com', password: 'whatever1' }, { lang: 'de' });
    refused(login.body, 'account');
    expect(JSON.stringify(login.body.data)).toContain('Steuerzeichen');
    refused((await t.post('/group/add', { groupName: 'a\u0000b' }, { token: owner.token })).body, 'groupName');
    refused((await t.post('/group/add', { groupName: 'bell\u0007' }, { token: owner.token })).body, 'groupName');
    const names = (await t.db.select().from(lockGroups).where(eq(lockGroups.userId, owner.userId))).map((g) => g.name);
    expect(names).toEqual(['Hall']);
  });

  it('takes ids and numbers only as plain decimals', async () => {
    for (const lockIdText of ['true', '0x1', '0o1', '0b1', '1e0', ' 1', '', 'NaN']) {
      const r = await t.post('/lock/rename', { lockId: lockIdText, lockAlias: 'Taken' }, { token: owner.token });
      expect(r.body.errorCode, lockIdText).toBe(-3);
    }
    refused((await t.get('/lock/list', { pageSize: '0x10' }, { token: owner.token })).body, 'pageSize');
    refused(
      (await t.post('/group/delete', { groupId: `0x${groupId.toString(16)}` }, { token: owner.token })).body,
      'groupId',
    );
    const [lock] = await t.db.select().from(locks).where(eq(locks.id, lockId));
    expect(lock!.lockAlias).toBe('Front');
    expect(await t.db.select().from(lockGroups).where(eq(lockGroups.id, groupId))).toHaveLength(1);
  });

  it('refuses JSON true as an id in a JSON body', async () => {
    const params = { date: t.clock.now().getTime(), lockId: true, lockAlias: 'Taken' };
    const signed = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/lock/rename',
      headers: {
        'content-type': 'application/json',
        appid: t.config.webApp.appId,
        accesstoken: owner.token,
        signature: signRequest(t.config.webApp.appSecret, t.config.webApp.appId, '/api/lock/rename', signed),
      },
      payload: JSON.stringify(params),
    });
    refused(r.json(), 'lockId');
    const [lock] = await t.db.select().from(locks).where(eq(locks.id, lockId));
    expect(lock!.lockAlias).toBe('Front');
  });

  it('refuses numbers behind optional fields and times no database holds, never with a 5xx', async () => {
    // Found by the fuzz (security/fuzz.test.ts): `deleteIssued=1.` deleted a key, a start in the year 275760 was a 500.
    const keyId = (await t.db.select().from(ekeys).where(eq(ekeys.lockId, lockId)))[0]!.id;
    for (const deleteIssued of ['1.', ' 1', '0x1']) {
      refused((await t.post('/key/delete', { keyId, deleteIssued }, { token: owner.token })).body, 'deleteIssued');
    }
    expect(await t.db.select().from(ekeys).where(eq(ekeys.id, keyId))).toHaveLength(1);
    refused((await t.get('/user/listExpireUser', { days: '0x10' }, { token: owner.token })).body, 'days');
    for (const endDate of [MAX_TIME_MS + 1, Number.MAX_SAFE_INTEGER]) {
      const r = await t.get('/lockRecord/list', { lockId, endDate }, { token: owner.token });
      expect(r.status).toBe(200);
      refused(r.body, 'endDate');
    }
    const far = await t.post(
      '/keyboardPwd/get',
      { lockId, keyboardPwdType: 2, startDate: MAX_TIME_MS + 1 },
      { token: owner.token },
    );
    refused(far.body, 'startDate');
  });

  it('refuses a fractional date, numbers hidden in nested JSON and out-of-range types', async () => {
    refused((await t.get('/lock/list', { date: t.clock.now().getTime() + 0.5 })).body, 'date');
    for (const list of ['[[' + lockId + ']]', `["${lockId}"]`, '[true]']) {
      const r = await t.post('/group/setLocks', { groupId, lockIdList: list }, { token: owner.token });
      expect(r.body.errorCode, list).toBe(-3);
    }
    refused(
      (await t.get('/lockRecord/list', { lockId, recordType: -2147483649 }, { token: owner.token })).body,
      'recordType',
    );
  });
});
