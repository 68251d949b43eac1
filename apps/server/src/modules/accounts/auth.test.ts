// Signing up, in and out through the real pipeline: register, login (new devices, throttling), loginByAccessToken,
// logout, resetPassword, and how a stale session is classified (-4 / -2000).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/accounts';
import { hash } from '@node-rs/argon2';
import { createTestApp, type TestApp } from '../../test/harness';
import { createPasswordHasher, md5Hex } from './password-hasher';
import { addressOf, lastCode, newDevice, PASSWORD, sendCode, signUp, translated } from './accounts.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
});

let ipSeq = 0;
const fromNewIp = () => ({ headers: { 'x-forwarded-for': `192.0.2.${++ipSeq}` } });

async function registerWith(
  account: string,
  params: Record<string, string | number | undefined>,
  countryCode?: string,
) {
  const deviceId = newDevice();
  await sendCode(t, { account, countryCode, type: 1 }, { deviceId, ...fromNewIp() });
  const validationCode = await lastCode(t, addressOf(account, countryCode));
  return t.post(
    '/user/register',
    { account, countryCode, password: PASSWORD, validationCode, agree: 1, ...params },
    { deviceId },
  );
}

describe('register', () => {
  it('creates an account with nickname and region; the answer carries the uid', async () => {
    const r = await registerWith('new.user@example.com', { nickname: 'Ana', region: 'pt' });
    expect(r.body).toMatchObject({ errorCode: 0, data: { uid: expect.any(Number) } });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'new.user@example.com'));
    expect(row).toMatchObject({ nickname: 'Ana', region: 'PT', siteId: 1 });
    // argon2id of the password's md5 hex (one hash for the console and TTLock clients: docs/security.md).
    expect(row!.passwordHash).toMatch(/^md5\$\$argon2id\$/);
  });

  it('registers a mobile with its country code and derives the region', async () => {
    const r = await registerWith('0491 570 156', {}, '+61');
    expect(r.body.errorCode).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.mobile, '+61 491570156'));
    expect(row).toMatchObject({ countryCode: '61', region: 'AU', email: null });
  });

  it('shows each password rule of spec §5 as a field message, and creates nothing', async () => {
    const cases: [string, string][] = [
      ['abcdefgh', 'Your password must be 8-20 characters and include at least two of digits, letters, symbols'],
      ['12345678', 'Your password must be 8-20 characters and include at least two of digits, letters, symbols'],
      ['ab1', 'Must be 8-20 characters'],
      ['abcdefgh1234567890xyz', 'Must be 8-20 characters'],
      ['abc 12345', 'Do not use spaces'],
      ['abc\u00a012345', 'Do not use spaces'],
      ['abcé12345', 'Do not use invalid characters'],
    ];
    for (const [password, message] of cases) {
      const r = await t.post('/user/register', {
        account: 'pw-rules@example.com',
        password,
        validationCode: '123456',
        agree: 1,
      });
      expect(r.body.errorCode, password).toBe(-3);
      expect(r.body.data, password).toEqual({ errors: [{ field: 'password', message }] });
    }
    const de = await t.post(
      '/user/register',
      { account: 'pw-rules@example.com', password: 'ab1', validationCode: '123456', agree: 1 },
      { lang: 'de' },
    );
    expect(de.body.data).toEqual({
      errors: [{ field: 'password', message: translated('de', 'validation.password.length') }],
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'pw-rules@example.com'))).toHaveLength(0);
  });

  it('accepts symbols with letters or digits', async () => {
    expect((await registerWith('symbols@example.com', { password: 'pass-word!' })).body.errorCode).toBe(0);
  });

  it('needs agree=1 (30006)', async () => {
    const r = await registerWith('no-agree@example.com', { agree: 0 });
    expect(r.body).toMatchObject({
      errorCode: 30006,
      errorMsg: 'Please read and agree to the Privacy Policy and the User Terms',
    });
    const missing = await t.post('/user/register', {
      account: 'no-agree@example.com',
      password: PASSWORD,
      validationCode: '123456',
    });
    expect(missing.body.errorCode).toBe(30006);
  });

  it('refuses a duplicate account, whatever the case of the e-mail (30003)', async () => {
    await signUp(t, 'dup@example.com', fromNewIp());
    const token = (await sendCode(t, { account: 'DUP@example.com', type: 1 }, fromNewIp())).body;
    expect(token.errorCode).toBe(30003);
    const r = await t.post('/user/register', {
      account: 'Dup@Example.com',
      password: PASSWORD,
      validationCode: '123456',
      agree: 1,
    });
    expect(r.body).toMatchObject({ errorCode: 30003, errorMsg: 'This account is already registered' });
  });

  it('refuses a malformed account, e-mail or nickname with field messages', async () => {
    const r = await t.post('/user/register', {
      account: 'not an account',
      password: PASSWORD,
      validationCode: '123456',
      agree: 1,
    });
    expect(r.body.data).toEqual({ errors: [{ field: 'account', message: 'Account format error' }] });
    const n = await t.post('/user/register', {
      account: 'a@example.com',
      password: PASSWORD,
      validationCode: '123456',
      agree: 1,
      nickname: 'x'.repeat(51),
      region: 'ZZ',
    });
    expect(n.body.data).toEqual({
      errors: [
        { field: 'nickname', message: 'Nickname must be 1-50 characters' },
        { field: 'region', message: 'Choose a country or region' },
      ],
    });
  });

  it('refuses account types the brand does not take (30005)', async () => {
    const r = await t.post(
      '/user/register',
      { account: '0412345670', countryCode: '61', password: PASSWORD, validationCode: '123456', agree: 1 },
      { headers: { host: 'portier.localhost' } },
    );
    expect(r.body).toMatchObject({ errorCode: 30005, errorMsg: 'This site does not accept this type of account' });
  });
});

describe('login', () => {
  it('signs in on the registering device: token, expiry in 90 days, HttpOnly SameSite=Lax cookie on /', async () => {
    const u = await signUp(t, 'login@example.com', fromNewIp());
    const r = await t.post<{ uid: number; accessToken: string; expiresAt: number }>(
      '/user/login',
      { account: 'LOGIN@example.com', password: PASSWORD },
      { deviceId: u.deviceId },
    );
    expect(r.body.errorCode).toBe(0);
    expect(r.body.data.uid).toBe(u.uid);
    expect(r.body.data.expiresAt - t.clock.now().getTime()).toBe(90 * 24 * 3600_000);
    const cookie = r.cookies.find((c) => c.name === 'ACCESS_TOKEN')!;
    expect(cookie).toMatchObject({ value: r.body.data.accessToken, path: '/', httpOnly: true, sameSite: 'Lax' });
    // The cookie alone signs the browser in.
    const info = await t.get('/user/getInfo', {}, { cookies: { ACCESS_TOKEN: cookie.value } });
    expect(info.body).toMatchObject({ errorCode: 0, data: { uid: u.uid, email: 'login@example.com' } });
    // Only the token's hash is stored.
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, u.uid));
    expect(rows.some((s) => s.tokenHash.includes(r.body.data.accessToken))).toBe(false);
  });

  it('moves an account hashed before the md5 scheme over at its next sign-in, and it still signs in', async () => {
    const u = await signUp(t, 'oldhash@example.com', fromNewIp());
    const old = await hash(PASSWORD, { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
    await t.db.update(users).set({ passwordHash: old }).where(eq(users.id, u.uid));
    const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
    expect(await hasher.verifyDigest(old, md5Hex(PASSWORD))).toBe(false);
    const login = () =>
      t.post('/user/login', { account: 'oldhash@example.com', password: PASSWORD }, { deviceId: u.deviceId });
    expect((await login()).body.errorCode).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.uid));
    expect(row!.passwordHash).toMatch(/^md5\$\$argon2id\$/);
    expect(await hasher.verifyDigest(row!.passwordHash, md5Hex(PASSWORD))).toBe(true);
    expect((await login()).body.errorCode).toBe(0);
    const wrong = await t.post(
      '/user/login',
      { account: 'oldhash@example.com', password: md5Hex(PASSWORD) },
      { deviceId: u.deviceId },
    );
    expect(wrong.body.errorCode).toBe(10007);
  });

  it('signs in by mobile with country code, with or without the trunk 0', async () => {
    const u = await signUp(t, '0422111222', { countryCode: '61', ...fromNewIp() });
    const r = await t.post(
      '/user/login',
      { account: '422111222', countryCode: '+61', password: PASSWORD },
      { deviceId: u.deviceId },
    );
    expect(r.body.errorCode).toBe(0);
    const wrongCc = await t.post(
      '/user/login',
      { account: '0422111222', countryCode: '44', password: PASSWORD },
      { deviceId: u.deviceId },
    );
    expect(wrongCc.body.errorCode).toBe(10007);
  });

  it('answers the same 10007 for a wrong password and an unknown account', async () => {
    const u = await signUp(t, 'wrongpw@example.com', fromNewIp());
    const a = await t.post('/user/login', { account: u.account, password: 'Wrong1234' }, { deviceId: u.deviceId });
    const b = await t.post('/user/login', { account: 'nobody-here@example.com', password: 'Wrong1234' });
    expect(a.body).toEqual({ errorCode: 10007, errorMsg: 'Wrong account or password', data: null });
    expect(b.body).toEqual(a.body);
  });

  it('asks a new device for a type-4 code (10009), then trusts it', async () => {
    const u = await signUp(t, 'newdevice@example.com', fromNewIp());
    const laptop = newDevice();
    const r = await t.post('/user/login', { account: u.account, password: PASSWORD }, { deviceId: laptop });
    expect(r.body).toEqual({
      errorCode: 10009,
      errorMsg: 'You are logging in on a new device. Enter the verification code sent to your account',
      data: { needValidationCode: true },
    });
    // A wrong password on the new device still says 10007 (no hint that the account exists).
    expect(
      (await t.post('/user/login', { account: u.account, password: 'Wrong1234' }, { deviceId: laptop })).body.errorCode,
    ).toBe(10007);
    expect((await sendCode(t, { account: u.account, type: 4 }, { deviceId: laptop })).body.errorCode).toBe(0);
    const code = await lastCode(t, u.account);
    const bad = await t.post(
      '/user/login',
      { account: u.account, password: PASSWORD, validationCode: code === '999999' ? '000000' : '999999' },
      { deviceId: laptop },
    );
    expect(bad.body.errorCode).toBe(30010);
    const ok = await t.post(
      '/user/login',
      { account: u.account, password: PASSWORD, validationCode: code },
      { deviceId: laptop },
    );
    expect(ok.body.errorCode).toBe(0);
    // Trusted from now on.
    expect(
      (await t.post('/user/login', { account: u.account, password: PASSWORD }, { deviceId: laptop })).body.errorCode,
    ).toBe(0);
  });

  it('never locks an account: 1,000 wrong passwords from strangers leave the owner in, and the owner is told once', async () => {
    const u = await signUp(t, 'throttle@example.com', fromNewIp());
    const stranger = (i: number) => ({
      deviceId: `stranger-${i}`,
      headers: { 'x-forwarded-for': `10.20.${(i >> 8) & 255}.${i & 255}` },
    });
    for (let i = 0; i < 5; i++) {
      const r = await t.post('/user/login', { account: u.account, password: 'Wrong1234' }, stranger(i));
      expect(r.body.errorCode).toBe(10007);
    }
    // Under attack: from an unknown device the password is not even weighed without a code sent to the account
    // (the same answer for the right password, so guessing is over).
    for (let i = 5; i < 1000; i++) {
      const password = i === 999 ? PASSWORD : `Wrong${i}`;
      const r = await t.post('/user/login', { account: u.account, password }, stranger(i));
      expect(r.body.errorCode).toBe(10009);
    }
    // The owner asks for a code now; a stranger's guesses at it use up only the stranger's tries (#28.4).
    const laptop = newDevice();
    expect((await sendCode(t, { account: u.account, type: 4 }, { deviceId: laptop })).body.errorCode).toBe(0);
    const code = await lastCode(t, u.account);
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const r = await t.post(
        '/user/login',
        { account: u.account, password: 'x', validationCode: guess },
        stranger(5000),
      );
      guesses.push(r.body.errorCode);
    }
    expect(guesses).toEqual([30010, 30010, 30010, 30010, 30012, 30012]);
    // The owner, on the device they use, signs in as always.
    const home = await t.post('/user/login', { account: u.account, password: PASSWORD }, { deviceId: u.deviceId });
    expect(home.body.errorCode).toBe(0);
    // …and on a new device with the code mailed to them.
    const away = await t.post(
      '/user/login',
      { account: u.account, password: PASSWORD, validationCode: code },
      { deviceId: laptop },
    );
    expect(away.body.errorCode).toBe(0);
    // One notice about the wrong passwords, in the owner's language.
    const notices = (await t.outbox()).filter((m) => m.recipient === u.account && /wrong password/i.test(m.body));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain('Your account is not locked');
  });

  it('an unknown account under attack answers exactly like a real one (no enumeration)', async () => {
    const ghost = 'ghost-under-attack@example.com';
    for (let i = 0; i < 5; i++) await t.post('/user/login', { account: ghost, password: 'Wrong1234' }, fromNewIp());
    const r = await t.post('/user/login', { account: ghost, password: 'Wrong1234' }, fromNewIp());
    expect(r.body).toEqual({
      errorCode: 10009,
      errorMsg: 'You are logging in on a new device. Enter the verification code sent to your account',
      data: { needValidationCode: true },
    });
    const guess = await t.post(
      '/user/login',
      { account: ghost, password: 'Wrong1234', validationCode: '123456' },
      fromNewIp(),
    );
    expect(guess.body.errorCode).toBe(30010);
  });

  it('spreads out failures do not lock the account; a success clears the count', async () => {
    const u = await signUp(t, 'spread@example.com', fromNewIp());
    for (let i = 0; i < 8; i++) {
      t.clock.advance(4 * 60_000);
      expect(
        (await t.post('/user/login', { account: u.account, password: 'Wrong1234' }, { deviceId: u.deviceId })).body
          .errorCode,
      ).toBe(10007);
    }
    expect(
      (await t.post('/user/login', { account: u.account, password: PASSWORD }, { deviceId: u.deviceId })).body
        .errorCode,
    ).toBe(0);
    for (let i = 0; i < 4; i++)
      await t.post('/user/login', { account: u.account, password: 'Wrong1234' }, { deviceId: u.deviceId });
    expect(
      (await t.post('/user/login', { account: u.account, password: PASSWORD }, { deviceId: u.deviceId })).body
        .errorCode,
    ).toBe(0);
  });

  it('refuses an IP address after 20 failures in 15 minutes (10011), other addresses unaffected', async () => {
    const ip = fromNewIp();
    for (let i = 0; i < 20; i++) {
      expect(
        (await t.post('/user/login', { account: `guess${i}@example.com`, password: 'Wrong1234' }, ip)).body.errorCode,
      ).toBe(10007);
    }
    const r = await t.post('/user/login', { account: 'guess99@example.com', password: 'Wrong1234' }, ip);
    expect(r.body).toMatchObject({
      errorCode: 10011,
      errorMsg: 'Too many failed login attempts from your network. Try again in 15 minutes',
    });
    expect(
      (await t.post('/user/login', { account: 'guess99@example.com', password: 'Wrong1234' }, fromNewIp())).body
        .errorCode,
    ).toBe(10007);
  });

  it('does not let a brand that takes e-mail only sign in a mobile (30005)', async () => {
    const r = await t.post(
      '/user/login',
      { account: '0412345678', countryCode: '61', password: PASSWORD },
      { headers: { host: 'portier.localhost' } },
    );
    expect(r.body.errorCode).toBe(30005);
  });
});

describe('sessions', () => {
  it('logout revokes the token (-2000 afterwards) and clears the cookie', async () => {
    const u = await signUp(t, 'logout@example.com', fromNewIp());
    const r = await t.post('/user/logout', {}, { token: u.token });
    expect(r.body).toEqual({ errorCode: 0, errorMsg: 'Operation succeeded', data: null });
    const cleared = r.cookies.find((c) => c.name === 'ACCESS_TOKEN')!;
    expect(cleared.value).toBe('');
    const after = await t.get('/user/getInfo', {}, { token: u.token });
    expect(after.body).toMatchObject({
      errorCode: -2000,
      errorMsg: 'Your login is no longer valid, please log in again',
    });
  });

  it('classifies no token, an unknown token and an expired token as -4', async () => {
    const u = await signUp(t, 'classify@example.com', fromNewIp());
    const none = await t.get('/user/getInfo');
    expect(none.body).toMatchObject({ errorCode: -4, errorMsg: 'Your login has expired, please log in again' });
    expect((await t.get('/user/getInfo', {}, { token: 'no-such-token' })).body.errorCode).toBe(-4);
    t.clock.advance(90 * 24 * 3600_000 + 1000);
    expect((await t.get('/user/getInfo', {}, { token: u.token })).body.errorCode).toBe(-4);
  });

  it('sign-in links (#28.1): a session token is no link; a link is shown, used once, for 5 minutes, dies with its session', async () => {
    const u = await signUp(t, 'bytoken@example.com', fromNewIp());
    // A session token in a URL signs nobody in (login CSRF): refused, no cookie.
    const adopted = await t.post('/user/loginByAccessToken', { accessToken: u.token });
    expect(adopted.body.errorCode).toBe(10012);
    expect(adopted.cookies.find((c) => c.name === 'ACCESS_TOKEN')).toBeUndefined();

    const made = await t.post<{ accessToken: string; path: string; expiresAt: number }>(
      '/user/createLoginLink',
      {},
      { token: u.token },
    );
    expect(made.body.errorCode).toBe(0);
    const link = made.body.data.accessToken;
    expect(made.body.data.path).toBe(`/loginByAccessToken?accessToken=${link}`);
    expect(made.body.data.expiresAt).toBe(t.clock.now().getTime() + 5 * 60_000);
    // Looking does not use it up.
    for (let i = 0; i < 2; i++) {
      const info = await t.get('/user/loginLinkInfo', { accessToken: link });
      expect(info.body).toMatchObject({ errorCode: 0, data: { uid: u.uid, account: 'bytoken@example.com' } });
    }
    const used = await t.post<{ uid: number }>('/user/loginByAccessToken', { accessToken: link });
    expect(used.body).toMatchObject({ errorCode: 0, data: { uid: u.uid } });
    const cookie = used.cookies.find((c) => c.name === 'ACCESS_TOKEN')!;
    expect(cookie).toMatchObject({ httpOnly: true });
    expect(cookie.value).not.toBe(u.token); // a session of its own
    expect((await t.get('/user/getInfo', {}, { token: cookie.value })).body.errorCode).toBe(0);
    // Once only.
    expect((await t.post('/user/loginByAccessToken', { accessToken: link })).body.errorCode).toBe(10012);
    expect((await t.get('/user/loginLinkInfo', { accessToken: link })).body.errorCode).toBe(10012);

    // Five minutes, then dead.
    const late = (await t.post<{ accessToken: string }>('/user/createLoginLink', {}, { token: u.token })).body.data;
    t.clock.advance(5 * 60_000 + 1);
    expect((await t.post('/user/loginByAccessToken', { accessToken: late.accessToken })).body.errorCode).toBe(10012);

    // Signing out of the session that made a link kills the link.
    const orphan = (await t.post<{ accessToken: string }>('/user/createLoginLink', {}, { token: u.token })).body.data;
    await t.post('/user/logout', {}, { token: u.token });
    expect((await t.get('/user/loginLinkInfo', { accessToken: orphan.accessToken })).body.errorCode).toBe(10012);
    expect((await t.post('/user/loginByAccessToken', { accessToken: orphan.accessToken })).body.errorCode).toBe(10012);
    expect((await t.post('/user/loginByAccessToken', { accessToken: 'nope' })).body.errorCode).toBe(10012);
  });

  it('signature and date problems are refused before any account work', async () => {
    const login = { account: 'sig@example.com', password: PASSWORD };
    expect((await t.post('/user/login', login, { unsigned: true })).body.errorCode).toBe(10001);
    expect((await t.post('/user/login', login, { headers: { signature: '0'.repeat(64) } })).body.errorCode).toBe(10002);
    const skew = await t.post('/user/login', { ...login, date: t.clock.now().getTime() - 6 * 60_000 });
    expect(skew.body.errorCode).toBe(80000);
    const rows = await t.db.select().from(users).where(eq(users.email, 'sig@example.com'));
    expect(rows).toHaveLength(0);
  });
});

describe('resetPassword', () => {
  it('sets a new password with a type-3 code and ends every session', async () => {
    const u = await signUp(t, 'reset@example.com', fromNewIp());
    expect((await sendCode(t, { account: u.account, type: 3 }, fromNewIp())).body.errorCode).toBe(0);
    const code = await lastCode(t, u.account);
    expect(await lastCodeSubject(u.account)).toBe('Your LockHub password reset code');
    const weak = await t.post('/user/resetPassword', { account: u.account, password: 'short', validationCode: code });
    expect(weak.body.data).toEqual({ errors: [{ field: 'password', message: 'Must be 8-20 characters' }] });
    const r = await t.post('/user/resetPassword', {
      account: u.account,
      password: 'Fresh-pass1',
      validationCode: code,
    });
    expect(r.body).toEqual({ errorCode: 0, errorMsg: 'Operation succeeded', data: null });
    expect((await t.get('/user/getInfo', {}, { token: u.token })).body.errorCode).toBe(-2000);
    expect(
      (await t.post('/user/login', { account: u.account, password: PASSWORD }, { deviceId: u.deviceId })).body
        .errorCode,
    ).toBe(10007);
    expect(
      (await t.post('/user/login', { account: u.account, password: 'Fresh-pass1' }, { deviceId: u.deviceId })).body
        .errorCode,
    ).toBe(0);
  });

  it('answers an unknown account exactly like a wrong code (no enumeration through reset)', async () => {
    const u = await signUp(t, 'reset2@example.com', fromNewIp());
    const ip = fromNewIp();
    const reset = (account: string) =>
      t.post('/user/resetPassword', { account, password: 'Fresh-pass1', validationCode: '123456' }, ip);
    const ghost = (await reset('ghost@example.com')).body;
    const real = (await reset(u.account)).body;
    expect(ghost.errorCode).toBe(30010);
    expect([ghost.errorCode, ghost.errorMsg, ghost.data]).toEqual([real.errorCode, real.errorMsg, real.data]);
    expect((await t.get('/user/getInfo', {}, { token: u.token })).body.errorCode).toBe(0);
  });

  it('throttles wrong reset codes per address, so a stranger’s guesses do not lock the owner out', async () => {
    const u = await signUp(t, 'reset3@example.com', fromNewIp());
    const owner = fromNewIp();
    await sendCode(t, { account: u.account, type: 3 }, owner);
    const code = await lastCode(t, u.account);
    const stranger = fromNewIp();
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      answers.push(
        (
          await t.post(
            '/user/resetPassword',
            { account: u.account, password: 'Stolen-pass1', validationCode: guess },
            stranger,
          )
        ).body.errorCode,
      );
    }
    expect(answers).toEqual([30010, 30010, 30010, 30010]);
    // A fifth wrong guess from the same address is refused before the code is even looked at (its budget is 5).
    const other = fromNewIp();
    for (let i = 0; i < 5; i++) {
      await t.post(
        '/user/resetPassword',
        { account: 'nobody@example.com', password: 'Stolen-pass1', validationCode: '000000' },
        other,
      );
    }
    const held = await t.post(
      '/user/resetPassword',
      { account: u.account, password: 'Stolen-pass1', validationCode: code },
      other,
    );
    expect(held.body.errorCode).toBe(10029);
    // The owner, from their own address, still resets with the code they received (4 wrong guesses left it alive).
    const mine = await t.post(
      '/user/resetPassword',
      { account: u.account, password: 'Fresh-pass1', validationCode: code },
      owner,
    );
    expect(mine.body.errorCode, mine.body.errorMsg).toBe(0);
  });
});

async function lastCodeSubject(to: string) {
  return (await t.outbox()).find((m) => m.recipient === to)?.subject;
}
