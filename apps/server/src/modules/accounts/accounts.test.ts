// Profile and account-scoped reads: getInfo, updateUserInfo, isPaidFeatureAvailable, transferUserConfirm,
// listKeyGroup, listKeyUser, listExpireUser, getFaceAuthInfo; and that every user route needs a session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { lockGroups } from '../../db/schema/groups';
import { createTestApp, type TestApp } from '../../test/harness';
import { allRoutes } from '../routes';
import { signUp, translated } from './accounts.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
});

let ipSeq = 0;
const fromNewIp = () => ({ headers: { 'x-forwarded-for': `100.64.0.${++ipSeq}` } });

describe('every user route', () => {
  it('answers -4 without a session and -2000 with a revoked one', async () => {
    const u = await signUp(t, 'routes@example.com', fromNewIp());
    await t.post('/user/logout', {}, { token: u.token });
    const userRoutes = allRoutes(t.services).filter((r) => r.path.startsWith('/user/') && r.auth === 'user');
    expect(userRoutes).toHaveLength(19);
    for (const r of userRoutes) {
      const none = await t.call(r.method, r.path, {});
      expect(none.body.errorCode, r.path).toBe(-4);
      const revoked = await t.call(r.method, r.path, {}, { token: u.token });
      expect(revoked.body.errorCode, r.path).toBe(-2000);
    }
  });

  it('covers every /user path of docs/accounts.md', () => {
    const paths = allRoutes(t.services).map((r) => `${r.method} ${r.path}`);
    for (const p of [
      'POST /user/getSliderVerifyImg',
      'POST /user/isSliderValid',
      'POST /user/sendValidationCode',
      'POST /user/register',
      'POST /user/login',
      'POST /user/loginByAccessToken',
      'GET /user/loginLinkInfo',
      'POST /user/createLoginLink',
      'POST /user/resetPassword',
      'POST /user/logout',
      'GET /user/getInfo',
      'POST /user/updateUserInfo',
      'POST /user/checkPassword',
      'POST /user/changePassword',
      'POST /user/changeAccount',
      'POST /user/bindMobile',
      'POST /user/bindEmail',
      'POST /user/unbindMobile',
      'POST /user/unbindEmail',
      'POST /user/unregister',
      'POST /user/transferUserConfirm',
      'POST /user/isPaidFeatureAvailable',
      'GET /user/listKeyGroup',
      'GET /user/listKeyUser',
      'GET /user/listExpireUser',
      'GET /user/getFaceAuthInfo',
      'GET /user/consoleAbilities',
    ]) {
      expect(paths).toContain(p);
    }
  });
});

describe('getInfo', () => {
  it('answers the spec §3 user info of a mobile user, the region named in the caller language', async () => {
    const u = await signUp(t, '0412 777 888', { countryCode: '+61', nickname: 'Kim', ...fromNewIp() });
    const r = await t.get('/user/getInfo', {}, { token: u.token });
    expect(r.body).toEqual({
      errorCode: 0,
      errorMsg: 'Operation succeeded',
      data: {
        uid: u.uid,
        userId: '+61 412777888',
        countryId: 36,
        countryCode: '61',
        countryName: 'Australia',
        region: 'AU',
        mobile: '412777888',
        email: '',
        nickname: 'Kim',
        headUrl: '',
        hasGateway: 0,
        paidUserStatus: 0,
        balance: 0,
        isLogin: true,
      },
    });
    expect(
      (await t.get<{ countryName: string }>('/user/getInfo', {}, { token: u.token, lang: 'de' })).body.data.countryName,
    ).toBe('Australien');
    expect(
      (await t.get<{ countryName: string }>('/user/getInfo', {}, { token: u.token, lang: 'zh-CN' })).body.data
        .countryName,
    ).toBe('澳大利亚');
  });

  it('never shows a password hash or internal columns', async () => {
    const u = await signUp(t, 'nohash@example.com', fromNewIp());
    const r = await t.get('/user/getInfo', {}, { token: u.token });
    const text = JSON.stringify(r.body);
    for (const word of ['argon2', 'passwordHash', 'password_hash', 'deletedAt', 'siteId'])
      expect(text).not.toContain(word);
  });
});

describe('updateUserInfo', () => {
  it('changes nickname and region; blank fields leave values alone', async () => {
    const u = await signUp(t, 'profile@example.com', { nickname: 'Old', ...fromNewIp() });
    expect(
      (await t.post('/user/updateUserInfo', { nickname: '  New name ', region: 'fr' }, { token: u.token })).body
        .errorCode,
    ).toBe(0);
    const r = await t.get('/user/getInfo', {}, { token: u.token, lang: 'fr' });
    expect(r.body.data).toMatchObject({
      nickname: 'New name',
      region: 'FR',
      countryName: 'France',
      countryId: 250,
      countryCode: '33',
    });
    expect(
      (await t.post('/user/updateUserInfo', { nickname: '', region: '' }, { token: u.token })).body.errorCode,
    ).toBe(0);
    expect((await t.get('/user/getInfo', {}, { token: u.token })).body.data).toMatchObject({
      nickname: 'New name',
      region: 'FR',
    });
  });

  it('refuses a bad region or an over-long nickname with field messages, changing nothing', async () => {
    const u = await signUp(t, 'profile2@example.com', { nickname: 'Same', ...fromNewIp() });
    const r = await t.post('/user/updateUserInfo', { nickname: 'n'.repeat(51), region: 'XX' }, { token: u.token });
    expect(r.body).toMatchObject({ errorCode: -3, errorMsg: 'nickname: Nickname must be 1-50 characters' });
    expect(r.body.data).toEqual({
      errors: [
        { field: 'nickname', message: 'Nickname must be 1-50 characters' },
        { field: 'region', message: 'Choose a country or region' },
      ],
    });
    const de = await t.post('/user/updateUserInfo', { region: 'XX' }, { token: u.token, lang: 'de' });
    expect(de.body.data).toEqual({
      errors: [{ field: 'region', message: translated('de', 'validation.region.format') }],
    });
    expect((await t.get('/user/getInfo', {}, { token: u.token })).body.data).toMatchObject({
      nickname: 'Same',
      region: '',
    });
  });
});

describe('isPaidFeatureAvailable', () => {
  it('is available only on a brand that sells premium and for a user on trial or subscribed', async () => {
    const u = await signUp(t, 'premium@example.com', fromNewIp());
    const ask = (host?: string) =>
      t.post('/user/isPaidFeatureAvailable', {}, { token: u.token, headers: host ? { host } : {} });
    expect((await ask()).body.data).toEqual({ available: false, paidUserStatus: 0 });
    for (const [status, available] of [
      [1, true],
      [2, true],
      [3, false],
    ] as const) {
      await t.db.update(users).set({ paidUserStatus: status }).where(eq(users.id, u.uid));
      expect((await ask()).body.data, `status ${status}`).toEqual({ available, paidUserStatus: status });
    }
    await t.db.update(users).set({ paidUserStatus: 2 }).where(eq(users.id, u.uid));
    // Portier does not sell premium functions.
    expect((await ask('portier.localhost')).body.data).toEqual({ available: false, paidUserStatus: 2 });
  });
});

describe('transferUserConfirm', () => {
  it('finds a registered recipient by e-mail or mobile', async () => {
    const me = await signUp(t, 'giver@example.com', fromNewIp());
    const them = await signUp(t, '0499111000', { countryCode: '61', nickname: 'Taker', ...fromNewIp() });
    const r = await t.post(
      '/user/transferUserConfirm',
      { account: '0499111000', countryCode: '61' },
      { token: me.token },
    );
    expect(r.body).toMatchObject({
      errorCode: 0,
      data: { uid: them.uid, nickname: 'Taker', account: '+61 499111000' },
    });
  });

  it('answers 30004 for an unknown account and -3011 for oneself', async () => {
    const me = await signUp(t, 'giver2@example.com', fromNewIp());
    expect(
      (await t.post('/user/transferUserConfirm', { account: 'nobody@example.com' }, { token: me.token })).body
        .errorCode,
    ).toBe(30004);
    const self = await t.post('/user/transferUserConfirm', { account: 'GIVER2@example.com' }, { token: me.token });
    expect(self.body).toMatchObject({ errorCode: -3011, errorMsg: 'You cannot transfer to your own account' });
  });
});

describe('lists', () => {
  it('listKeyGroup answers "not grouped" (groupId 0) and only the caller’s own groups', async () => {
    const a = await signUp(t, 'groups-a@example.com', fromNewIp());
    const b = await signUp(t, 'groups-b@example.com', fromNewIp());
    expect((await t.get('/user/listKeyGroup', {}, { token: a.token })).body.data).toEqual({
      list: [{ groupId: 0, groupName: 'Not grouped', lockCount: 0 }],
    });
    expect((await t.get('/user/listKeyGroup', {}, { token: a.token, lang: 'fr' })).body.data).toEqual({
      list: [{ groupId: 0, groupName: translated('fr', 'messages.group.notGrouped'), lockCount: 0 }],
    });
    const [home] = await t.db.insert(lockGroups).values({ userId: a.uid, name: 'Home' }).returning();
    await t.db.insert(lockGroups).values({ userId: b.uid, name: 'B office' });
    expect((await t.get('/user/listKeyGroup', {}, { token: a.token })).body.data).toEqual({
      list: [
        { groupId: 0, groupName: 'Not grouped', lockCount: 0 },
        { groupId: home!.id, groupName: 'Home', lockCount: 0 },
      ],
    });
    const bList = (await t.get<{ list: { groupName: string }[] }>('/user/listKeyGroup', {}, { token: b.token })).body
      .data.list;
    expect(bList.map((g) => g.groupName)).toEqual(['Not grouped', 'B office']);
  });

  it('listKeyUser and listExpireUser answer empty pages, echoing the paging', async () => {
    const u = await signUp(t, 'lists@example.com', fromNewIp());
    for (const path of ['/user/listKeyUser', '/user/listExpireUser']) {
      expect((await t.get(path, {}, { token: u.token })).body.data).toEqual({
        list: [],
        pageNo: 1,
        pageSize: 20,
        pages: 0,
        total: 0,
      });
      expect((await t.get(path, { pageNo: 3, pageSize: 50, searchStr: 'ann' }, { token: u.token })).body.data).toEqual({
        list: [],
        pageNo: 3,
        pageSize: 50,
        pages: 0,
        total: 0,
      });
      const big = await t.get(path, { pageSize: 201 }, { token: u.token });
      expect(big.body.data).toEqual({ errors: [{ field: 'pageSize', message: 'Must be at most 200' }] });
      const zero = await t.get(path, { pageNo: 0 }, { token: u.token });
      expect(zero.body.errorCode).toBe(-3);
    }
  });

  it('getFaceAuthInfo answers no balance and "once"', async () => {
    const u = await signUp(t, 'face@example.com', fromNewIp());
    expect((await t.get('/user/getFaceAuthInfo', {}, { token: u.token })).body).toEqual({
      errorCode: 0,
      errorMsg: 'Operation succeeded',
      data: { balance: 0, frequency: 1 },
    });
  });
});
