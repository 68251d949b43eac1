// Validation codes as a user meets them: what arrives (e-mail, SMS, voice), how long it works, how often it may
// be tried and sent, and who may ask for which type. Also one real e-mail through an SMTP server.
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  lastCode,
  lastMessage,
  newDevice,
  PASSWORD,
  passedSlider,
  sendCode,
  signUp,
  translated,
} from '../accounts/accounts.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
});

let ipSeq = 0;
/** Each test its own client address, so the per-IP daily cap of one test does not touch another. */
const fromNewIp = () => ({ headers: { 'x-forwarded-for': `198.51.100.${++ipSeq}` } });

const register = (account: string, validationCode: string, extra: Record<string, string> = {}) =>
  t.post(
    '/user/register',
    { account, password: PASSWORD, validationCode, agree: 1, ...extra },
    { deviceId: newDevice() },
  );

describe('delivery', () => {
  it('e-mails a 6-digit code with a subject and a footer, and stores only its hash', async () => {
    const account = 'Code.Mail@Example.com';
    const r = await sendCode(t, { account, type: 1 }, fromNewIp());
    expect(r.body).toEqual({ errorCode: 0, errorMsg: 'Operation succeeded', data: { expiresIn: 600, resendIn: 60 } });
    const msg = await lastMessage(t, 'code.mail@example.com');
    expect(msg.channel).toBe('email');
    expect(msg.subject).toBe('Your LockHub registration code');
    const code = await lastCode(t, 'code.mail@example.com');
    expect(msg.body).toContain(
      `${code} is your LockHub verification code to create your account. It expires in 10 minutes.`,
    );
    expect(msg.body).toContain('Never share the code');
    const rows = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.account, 'code.mail@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
  });

  it('texts a mobile (SMS by default, voice on request) to its E.164 number', async () => {
    const r = await sendCode(t, { account: '0412 345 678', countryCode: '+61', type: 1 }, fromNewIp());
    expect(r.body.errorCode).toBe(0);
    const sms = await lastMessage(t, '+61412345678');
    expect(sms.channel).toBe('sms');
    expect(sms.body).toMatch(/^\d{6} is your LockHub verification code to create your account\./);

    const v = await sendCode(t, { account: '0412345678', countryCode: '61', type: 1, channel: 2 }, fromNewIp());
    expect(v.body.errorCode).toBe(0);
    const voice = await lastMessage(t, '+61412345678');
    expect(voice.channel).toBe('voice');
    const code = /(\d) (\d) (\d) (\d) (\d) (\d)/.exec(voice.body);
    expect(code).not.toBeNull();
  });

  it('refuses voice for an e-mail address (30022) and a mobile without country code (-3)', async () => {
    const v = await sendCode(t, { account: 'voice@example.com', type: 1, channel: 2 }, fromNewIp());
    expect(v.body).toMatchObject({
      errorCode: 30022,
      errorMsg: 'This delivery channel is not available for this account',
    });
    const token = await passedSlider(t);
    const cc = await t.post('/user/sendValidationCode', { account: '0412345678', type: 1, sliderToken: token });
    expect(cc.body.errorCode).toBe(-3);
    expect(cc.body.data).toEqual({ errors: [{ field: 'countryCode', message: 'Choose a country code' }] });
  });

  it('writes the message in the caller language', async () => {
    const r = await sendCode(t, { account: 'deutsch@example.com', type: 1 }, { ...fromNewIp(), lang: 'de-AT' });
    expect(r.body.errorCode).toBe(0);
    const msg = await lastMessage(t, 'deutsch@example.com');
    expect(msg.subject).toBe(translated('de', 'messages.code.subject.register', { site: 'LockHub' }));
    const code = await lastCode(t, 'deutsch@example.com');
    expect(msg.body).toContain(translated('de', 'messages.code.text.register', { site: 'LockHub', code, minutes: 10 }));
    const fr = await sendCode(t, { account: 'francais@example.com', type: 3 }, { ...fromNewIp(), lang: 'fr' });
    expect(fr.body.errorCode).toBe(30004);
    expect(fr.body.errorMsg).toBe(translated('fr', 'errors.accountNotFound'));
  });

  it('falls back to English for a language the product does not offer', async () => {
    const r = await sendCode(t, { account: 'hangul@example.com', type: 1 }, { ...fromNewIp(), lang: 'ko' });
    expect(r.body.errorCode).toBe(0);
    const msg = await lastMessage(t, 'hangul@example.com');
    expect(msg.subject).toBe('Your LockHub registration code');
  });
});

describe('using a code', () => {
  it('works once, for its own type and account', async () => {
    const account = 'once@example.com';
    await sendCode(t, { account, type: 1 }, fromNewIp());
    const code = await lastCode(t, account);
    expect((await register('other@example.com', code)).body.errorCode).toBe(30010);
    expect((await register(account, code)).body.errorCode).toBe(0);
    // Reset password with the register code: wrong type.
    const reset = await t.post('/user/resetPassword', { account, password: 'Another123', validationCode: code });
    expect(reset.body).toMatchObject({ errorCode: 30010, errorMsg: 'The verification code is wrong' });
  });

  it('a newer code replaces the older one', async () => {
    const account = 'newer@example.com';
    await sendCode(t, { account, type: 1 }, fromNewIp());
    const first = await lastCode(t, account);
    await sendCode(t, { account, type: 1 }, fromNewIp());
    const second = await lastCode(t, account);
    if (first !== second) expect((await register(account, first)).body.errorCode).toBe(30010);
    expect((await register(account, second)).body.errorCode).toBe(0);
  });

  it('expires after 10 minutes (30011)', async () => {
    const account = 'expired@example.com';
    await sendCode(t, { account, type: 1 }, fromNewIp());
    const code = await lastCode(t, account);
    t.clock.advance(10 * 60_000 + 1000);
    const r = await register(account, code);
    expect(r.body).toMatchObject({
      errorCode: 30011,
      errorMsg: 'The verification code has expired. Request a new one',
    });
  });

  it('dies after 5 wrong attempts, even for the right code afterwards (30012)', async () => {
    const account = 'attempts@example.com';
    await sendCode(t, { account, type: 1 }, fromNewIp());
    const code = await lastCode(t, account);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await register(account, wrong)).body.errorCode);
    expect(answers).toEqual([30010, 30010, 30010, 30010, 30012]);
    const r = await register(account, code);
    expect(r.body).toMatchObject({
      errorCode: 30012,
      errorMsg: 'Too many wrong attempts. Request a new verification code',
    });
  });

  it('refuses a malformed code with a field message, changing nothing', async () => {
    const r = await register('malformed@example.com', '12a456');
    expect(r.body.errorCode).toBe(-3);
    expect(r.body.data).toEqual({
      errors: [{ field: 'validationCode', message: 'Enter the 6-digit verification code' }],
    });
  });
});

describe('send limits', () => {
  it('one send per 60 s per account (30013 with the seconds left)', async () => {
    const account = 'resend@example.com';
    const ip = fromNewIp();
    expect((await sendCode(t, { account, type: 1 }, ip)).body.errorCode).toBe(0);
    t.clock.advance(15_000);
    const again = await sendCode(t, { account, type: 1 }, { ...ip, wait: false });
    expect(again.body).toMatchObject({
      errorCode: 30013,
      errorMsg: 'Please wait 45 seconds before requesting another code',
    });
    t.clock.advance(45_000);
    expect((await sendCode(t, { account, type: 1 }, { ...ip, wait: false })).body.errorCode).toBe(0);
  });

  it('10 per account per day (30014), then again the next day', async () => {
    const account = 'daily@example.com';
    const ip = fromNewIp();
    for (let i = 0; i < 10; i++) expect((await sendCode(t, { account, type: 1 }, ip)).body.errorCode).toBe(0);
    const r = await sendCode(t, { account, type: 1 }, ip);
    expect(r.body).toMatchObject({
      errorCode: 30014,
      errorMsg: "You have reached today's limit of verification codes. Try again tomorrow",
    });
    t.clock.advance(24 * 3600_000);
    expect((await sendCode(t, { account, type: 1 }, ip)).body.errorCode).toBe(0);
  });

  it('50 per IP address per day, whatever the accounts', async () => {
    const ip = fromNewIp();
    for (let i = 0; i < 50; i++) {
      const r = await sendCode(t, { account: `ipcap${i}@example.com`, type: 1 }, { ...ip, wait: false });
      expect(r.body.errorCode).toBe(0);
    }
    const r = await sendCode(t, { account: 'ipcap-last@example.com', type: 1 }, { ...ip, wait: false });
    expect(r.body.errorCode).toBe(30014);
    expect((await sendCode(t, { account: 'ipcap-last@example.com', type: 1 }, fromNewIp())).body.errorCode).toBe(0);
  });
});

describe('who may receive which code', () => {
  it('register (1) only for a new account, reset (3) and new device (4) only for a known one', async () => {
    const u = await signUp(t, 'known@example.com', fromNewIp());
    expect((await sendCode(t, { account: u.account, type: 1 }, fromNewIp())).body).toMatchObject({
      errorCode: 30003,
      errorMsg: 'This account is already registered',
    });
    for (const type of [3, 4]) {
      expect((await sendCode(t, { account: 'unknown@example.com', type }, fromNewIp())).body).toMatchObject({
        errorCode: 30004,
        errorMsg: 'This account is not registered',
      });
      expect((await sendCode(t, { account: u.account, type }, fromNewIp())).body.errorCode).toBe(0);
    }
  });

  it('bind (5, 8), transfer (9), unregister (10) and modify (12) need a session', async () => {
    for (const [type, account] of [
      [5, '0412000111'],
      [8, 'x@example.com'],
      [9, 'x@example.com'],
      [10, undefined],
      [12, 'x@example.com'],
    ] as const) {
      const r = await sendCode(t, { account, countryCode: '61', type }, fromNewIp());
      expect(r.body.errorCode, `type ${type}`).toBe(-4);
    }
  });

  it('sends 10 to the user’s own account only; 5 needs a mobile, 8 an e-mail; 12 not to one’s own account', async () => {
    const u = await signUp(t, 'own@example.com', fromNewIp());
    const other = await signUp(t, 'own-other@example.com', fromNewIp());
    const me = { token: u.token, ...fromNewIp() };
    expect((await sendCode(t, { type: 10 }, me)).body.errorCode).toBe(0);
    expect((await lastMessage(t, u.account)).subject).toBe('Your LockHub account deletion code');
    expect((await sendCode(t, { type: 10, account: other.account }, me)).body.errorCode).toBe(-2018);
    const five = await sendCode(t, { type: 5, account: 'new@example.com' }, me);
    expect(five.body.data).toEqual({ errors: [{ field: 'account', message: 'Mobile number format error' }] });
    const eight = await sendCode(t, { type: 8, account: '0412999888', countryCode: '61' }, me);
    expect(eight.body.data).toEqual({ errors: [{ field: 'account', message: 'E-mail format error' }] });
    expect((await sendCode(t, { type: 12, account: u.account }, me)).body.errorCode).toBe(30007);
    expect((await sendCode(t, { type: 12, account: other.account }, me)).body.errorCode).toBe(30003);
    expect((await sendCode(t, { type: 12, account: 'own-new@example.com' }, me)).body.errorCode).toBe(0);
  });

  it('refuses a type the spec does not list, with a field message', async () => {
    const r = await sendCode(t, { account: 'x@example.com', type: 2 }, fromNewIp());
    expect(r.body.errorCode).toBe(-3);
    expect(r.body.data).toEqual({ errors: [{ field: 'type', message: 'Must be one of: 1, 3, 4, 5, 8, 9, 10, 12' }] });
  });

  it('refuses a mobile account on a brand that takes e-mail only (30005)', async () => {
    const r = await sendCode(
      t,
      { account: '0412345670', countryCode: '61', type: 1 },
      { headers: { host: 'portier.localhost', 'x-forwarded-for': '198.51.100.250' } },
    );
    expect(r.body).toMatchObject({ errorCode: 30005, errorMsg: 'This site does not accept this type of account' });
  });
});

describe('SMTP delivery', () => {
  it('sends the code as a real e-mail through the configured SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, _session, cb) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        stream.on('end', () => {
          received.push(raw);
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.server.address() as { port: number }).port;
    const smtp = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'Locks <codes@locks.test>' },
    });
    try {
      const r = await sendCode(smtp, { account: 'smtp.user@example.com', type: 1 });
      expect(r.body.errorCode).toBe(0);
      expect(received).toHaveLength(1);
      const mail = received[0]!;
      expect(mail).toMatch(/^To: smtp\.user@example\.com/m);
      expect(mail).toMatch(/^From: Locks <codes@locks\.test>/m);
      expect(mail).toMatch(/^Subject: Your LockHub registration code/m);
      const code = /(\d{6}) is your LockHub verification code/.exec(mail)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      // Nothing went to the outbox, and the mailed code registers the account.
      expect((await smtp.outbox()).filter((m) => m.channel === 'email')).toHaveLength(0);
      const reg = await smtp.post('/user/register', {
        account: 'smtp.user@example.com',
        password: PASSWORD,
        validationCode: code!,
        agree: 1,
      });
      expect(reg.body.errorCode).toBe(0);
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
