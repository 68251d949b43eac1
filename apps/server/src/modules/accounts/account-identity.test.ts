// Changing what proves who a user is: checkPassword, changePassword, changeAccount, bind/unbind, unregister.
// Every change that must end sessions is checked from the old token's side (-2000).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { lastCode, newDevice, PASSWORD, sendCode, signUp } from './accounts.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
});

let ipSeq = 0;
const fromNewIp = () => ({ headers: { 'x-forwarded-for': `198.18.0.${++ipSeq}` } });
const info = async (token: string) => (await t.get<Record<string, unknown>>('/user/getInfo', {}, { token })).body;
const login = (account: string, password: string, deviceId: string, countryCode?: string) =>
  t.post('/user/login', { account, countryCode, password }, { deviceId });

/** A second session of the same user on another (already trusted) device. */
async function secondSession(u: { account: string; password: string }) {
  const deviceId = newDevice();
  await sendCode(t, { account: u.account, type: 4 }, { deviceId, ...fromNewIp() });
  const r = await t.post<{ accessToken: string }>(
    '/user/login',
    { account: u.account, password: u.password, validationCode: await lastCode(t, u.account) },
    { deviceId },
  );
  expect(r.body.errorCode).toBe(0);
  return r.body.data.accessToken;
}

describe('checkPassword', () => {
  it('confirms the right password, 10008 for a wrong one, throttled after 5 wrong ones', async () => {
    const u = await signUp(t, 'check@example.com', fromNewIp());
    expect((await t.post('/user/checkPassword', { password: PASSWORD }, { token: u.token })).body).toMatchObject({
      errorCode: 0,
      data: { valid: true },
    });
    for (let i = 0; i < 5; i++) {
      const r = await t.post('/user/checkPassword', { password: 'Nope12345' }, { token: u.token, ...fromNewIp() });
      expect(r.body).toMatchObject({ errorCode: 10008, errorMsg: 'Wrong password' });
    }
    expect((await t.post('/user/checkPassword', { password: PASSWORD }, { token: u.token })).body.errorCode).toBe(
      10010,
    );
    t.clock.advance(15 * 60_000 + 1000);
    expect((await t.post('/user/checkPassword', { password: PASSWORD }, { token: u.token })).body.errorCode).toBe(0);
  });
});

describe('changePassword', () => {
  it('needs the old password and a valid new one; changes nothing otherwise', async () => {
    const u = await signUp(t, 'chpw-bad@example.com', fromNewIp());
    const wrong = await t.post(
      '/user/changePassword',
      { oldPassword: 'Nope12345', password: 'Next-pass1' },
      { token: u.token },
    );
    expect(wrong.body.errorCode).toBe(10008);
    const weak = await t.post(
      '/user/changePassword',
      { oldPassword: PASSWORD, password: 'onlyletters' },
      { token: u.token },
    );
    expect(weak.body.data).toEqual({
      errors: [
        {
          field: 'password',
          message: 'Your password must be 8-20 characters and include at least two of digits, letters, symbols',
        },
      ],
    });
    expect((await info(u.token)).errorCode).toBe(0);
    expect((await login(u.account, PASSWORD, u.deviceId)).body.errorCode).toBe(0);
  });

  it('ends every session, gives the caller a new token and cookie', async () => {
    const u = await signUp(t, 'chpw@example.com', fromNewIp());
    const other = await secondSession(u);
    const r = await t.post<{ accessToken: string; expiresAt: number }>(
      '/user/changePassword',
      { oldPassword: PASSWORD, password: 'Next-pass1' },
      { token: u.token },
    );
    expect(r.body.errorCode).toBe(0);
    expect(r.body.data.accessToken).not.toBe(u.token);
    expect(r.cookies.find((c) => c.name === 'ACCESS_TOKEN')?.value).toBe(r.body.data.accessToken);
    expect((await info(u.token)).errorCode).toBe(-2000);
    expect((await info(other)).errorCode).toBe(-2000);
    expect((await info(r.body.data.accessToken)).errorCode).toBe(0);
    expect((await login(u.account, PASSWORD, u.deviceId)).body.errorCode).toBe(10007);
    expect((await login(u.account, 'Next-pass1', u.deviceId)).body.errorCode).toBe(0);
  });
});

describe('changeAccount', () => {
  it('replaces the e-mail after the password and a type-12 code sent to the new address', async () => {
    const u = await signUp(t, 'change-from@example.com', fromNewIp());
    const other = await secondSession(u);
    expect(
      (await sendCode(t, { account: 'change-to@example.com', type: 12 }, { token: u.token, ...fromNewIp() })).body
        .errorCode,
    ).toBe(0);
    const code = await lastCode(t, 'change-to@example.com');
    const noPw = await t.post(
      '/user/changeAccount',
      { password: 'Nope12345', account: 'change-to@example.com', validationCode: code },
      { token: u.token },
    );
    expect(noPw.body.errorCode).toBe(10008);
    const r = await t.post<{ accessToken: string }>(
      '/user/changeAccount',
      { password: PASSWORD, account: 'change-to@example.com', validationCode: code },
      { token: u.token },
    );
    expect(r.body.errorCode).toBe(0);
    expect((await info(u.token)).errorCode).toBe(-2000);
    expect((await info(other)).errorCode).toBe(-2000);
    expect((await info(r.body.data.accessToken)).data).toMatchObject({
      email: 'change-to@example.com',
      userId: 'change-to@example.com',
    });
    expect((await login('change-from@example.com', PASSWORD, u.deviceId)).body.errorCode).toBe(10007);
    expect((await login('change-to@example.com', PASSWORD, u.deviceId)).body.errorCode).toBe(0);
  });

  it('refuses a code sent to another address, an account in use and a missing country code', async () => {
    const u = await signUp(t, 'change2@example.com', fromNewIp());
    const taken = await signUp(t, 'taken@example.com', fromNewIp());
    await sendCode(t, { account: 'change2-new@example.com', type: 12 }, { token: u.token, ...fromNewIp() });
    const code = await lastCode(t, 'change2-new@example.com');
    const elsewhere = await t.post(
      '/user/changeAccount',
      { password: PASSWORD, account: 'change2-other@example.com', validationCode: code },
      { token: u.token },
    );
    expect(elsewhere.body.errorCode).toBe(30010);
    const inUse = await t.post(
      '/user/changeAccount',
      { password: PASSWORD, account: taken.account, validationCode: code },
      { token: u.token },
    );
    expect(inUse.body.errorCode).toBe(30003);
    const noCc = await t.post(
      '/user/changeAccount',
      { password: PASSWORD, account: '0412000999', validationCode: code },
      { token: u.token },
    );
    expect(noCc.body.data).toEqual({ errors: [{ field: 'countryCode', message: 'Choose a country code' }] });
    expect((await info(u.token)).errorCode).toBe(0);
  });
});

describe('bind and unbind', () => {
  it('binds a mobile with a type-5 code; it then signs in too', async () => {
    const u = await signUp(t, 'bind@example.com', fromNewIp());
    expect(
      (await sendCode(t, { account: '0433 222 111', countryCode: '61', type: 5 }, { token: u.token, ...fromNewIp() }))
        .body.errorCode,
    ).toBe(0);
    const code = await lastCode(t, '+61433222111');
    const r = await t.post(
      '/user/bindMobile',
      { mobile: '0433222111', countryCode: '61', validationCode: code },
      { token: u.token },
    );
    expect(r.body).toEqual({ errorCode: 0, errorMsg: 'Operation succeeded', data: null });
    expect((await info(u.token)).data).toMatchObject({
      mobile: '433222111',
      countryCode: '61',
      email: 'bind@example.com',
    });
    expect((await login('0433222111', PASSWORD, u.deviceId, '61')).body.errorCode).toBe(0);
    // Someone else cannot take it.
    const v = await signUp(t, 'bind-other@example.com', fromNewIp());
    const again = await sendCode(
      t,
      { account: '0433222111', countryCode: '61', type: 5 },
      { token: v.token, ...fromNewIp() },
    );
    expect(again.body.errorCode).toBe(30003);
    const direct = await t.post(
      '/user/bindMobile',
      { mobile: '0433222111', countryCode: '61', validationCode: code },
      { token: v.token },
    );
    expect(direct.body.errorCode).toBe(30003);
  });

  it('binds an e-mail to a mobile account with a type-8 code; refuses a malformed address', async () => {
    const u = await signUp(t, '0455666777', { countryCode: '61', ...fromNewIp() });
    const bad = await t.post('/user/bindEmail', { email: 'no-at-sign', validationCode: '123456' }, { token: u.token });
    expect(bad.body.data).toEqual({ errors: [{ field: 'email', message: 'E-mail format error' }] });
    await sendCode(t, { account: 'mobile-user@example.com', type: 8 }, { token: u.token, ...fromNewIp() });
    const code = await lastCode(t, 'mobile-user@example.com');
    expect(
      (await t.post('/user/bindEmail', { email: 'Mobile-User@example.com', validationCode: code }, { token: u.token }))
        .body.errorCode,
    ).toBe(0);
    expect((await info(u.token)).data).toMatchObject({ email: 'mobile-user@example.com', mobile: '455666777' });
  });

  it('unbinds with the password, never the only identifier (30008)', async () => {
    const u = await signUp(t, 'unbind@example.com', fromNewIp());
    const only = await t.post('/user/unbindEmail', { password: PASSWORD }, { token: u.token });
    expect(only.body).toMatchObject({ errorCode: 30008, errorMsg: 'You cannot unbind your only login account' });
    await sendCode(t, { account: '0466000111', countryCode: '61', type: 5 }, { token: u.token, ...fromNewIp() });
    await t.post(
      '/user/bindMobile',
      { mobile: '0466000111', countryCode: '61', validationCode: await lastCode(t, '+61466000111') },
      { token: u.token },
    );
    expect((await t.post('/user/unbindEmail', { password: 'Nope12345' }, { token: u.token })).body.errorCode).toBe(
      10008,
    );
    expect((await t.post('/user/unbindEmail', { password: PASSWORD }, { token: u.token })).body.errorCode).toBe(0);
    expect((await info(u.token)).data).toMatchObject({ email: '', mobile: '466000111', userId: '+61 466000111' });
    expect((await login('unbind@example.com', PASSWORD, u.deviceId)).body.errorCode).toBe(10007);
    expect((await t.post('/user/unbindMobile', { password: PASSWORD }, { token: u.token })).body.errorCode).toBe(30008);
  });
});

describe('unregister', () => {
  it('needs the password and a type-10 code; then the account is gone and its e-mail free again', async () => {
    const u = await signUp(t, 'leaving@example.com', fromNewIp());
    const other = await secondSession(u);
    await sendCode(t, { type: 10 }, { token: u.token, ...fromNewIp() });
    const code = await lastCode(t, u.account);
    expect(
      (await t.post('/user/unregister', { password: 'Nope12345', validationCode: code }, { token: u.token })).body
        .errorCode,
    ).toBe(10008);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      (await t.post('/user/unregister', { password: PASSWORD, validationCode: wrongCode }, { token: u.token })).body
        .errorCode,
    ).toBe(30010);
    const r = await t.post('/user/unregister', { password: PASSWORD, validationCode: code }, { token: u.token });
    expect(r.body.errorCode).toBe(0);
    expect(r.cookies.find((c) => c.name === 'ACCESS_TOKEN')?.value).toBe('');
    expect((await info(u.token)).errorCode).toBe(-2000);
    expect((await info(other)).errorCode).toBe(-2000);
    expect((await login(u.account, PASSWORD, u.deviceId)).body.errorCode).toBe(10007);
    const again = await signUp(t, 'leaving@example.com', fromNewIp());
    expect(again.uid).not.toBe(u.uid);
  });
});

describe('a foreign account', () => {
  it('cannot use codes sent to another account, nor see or change its data', async () => {
    const a = await signUp(t, 'owner-a@example.com', { nickname: 'A', ...fromNewIp() });
    const b = await signUp(t, 'intruder-b@example.com', { nickname: 'B', ...fromNewIp() });
    await sendCode(t, { type: 10 }, { token: a.token, ...fromNewIp() });
    const aCode = await lastCode(t, a.account);
    // B holds A's code but it is tied to A's account.
    expect(
      (await t.post('/user/unregister', { password: PASSWORD, validationCode: aCode }, { token: b.token })).body
        .errorCode,
    ).toBe(30010);
    // B cannot send a code to A's account as "own" account.
    expect(
      (await sendCode(t, { type: 10, account: a.account }, { token: b.token, ...fromNewIp() })).body.errorCode,
    ).toBe(-2018);
    // B's changes touch only B.
    await t.post('/user/updateUserInfo', { nickname: 'Changed' }, { token: b.token });
    await t.post('/user/changePassword', { oldPassword: PASSWORD, password: 'B-new-pass1' }, { token: b.token });
    expect((await info(a.token)).data).toMatchObject({ uid: a.uid, nickname: 'A', email: a.account });
    expect((await login(a.account, PASSWORD, a.deviceId)).body.errorCode).toBe(0);
  });
});
