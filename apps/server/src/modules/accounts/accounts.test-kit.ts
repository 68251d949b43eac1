// Test helpers for the /user/* tests: solve sliders, send and read codes, make accounts. Tests only.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sliderChallenges } from '../../db/schema/accounts';
import { translatorFor } from '../../http/i18n';
import { sha256Hex } from '../../platform/clock';
import type { CallOptions, TestApp } from '../../test/harness';

export const PASSWORD = 'Secret123';

/**
 * The catalog text of `key` in `lang`, asserted to be a real translation (not the English fallback), so a test
 * can expect a non-English answer without copying the translator's wording.
 */
export function translated(lang: 'de' | 'fr', key: string, params?: Record<string, unknown>): string {
  const text = translatorFor(lang)(key, params);
  expect(text, `${key} is translated into ${lang}`).not.toBe(translatorFor('en')(key, params));
  return text;
}

/** A slider token that passed the check (the offset read back from the table, as a person would see it). */
export async function passedSlider(t: TestApp, type = 1, opts: CallOptions = {}): Promise<string> {
  const img = await t.post<{ token: string }>('/user/getSliderVerifyImg', { type }, opts);
  expect(img.body.errorCode).toBe(0);
  const token = img.body.data.token;
  const [row] = await t.db
    .select()
    .from(sliderChallenges)
    .where(eq(sliderChallenges.tokenHash, sha256Hex(token)));
  const ok = await t.post('/user/isSliderValid', { token, x: row!.x + 3 }, opts);
  expect(ok.body.errorCode).toBe(0);
  return token;
}

/** Solves a slider and asks for a code. Moves the clock past the 60 s resend limit first unless told not to. */
export async function sendCode(
  t: TestApp,
  params: { account?: string; countryCode?: string; type: number; channel?: number },
  opts: CallOptions & { wait?: boolean } = {},
) {
  if (opts.wait !== false) t.clock.advance(61_000);
  const sliderToken = await passedSlider(t, 1, opts);
  return t.post<{ expiresIn: number; resendIn: number }>('/user/sendValidationCode', { ...params, sliderToken }, opts);
}

/** The newest message to `to` in the outbox. */
export async function lastMessage(t: TestApp, to: string) {
  const msg = (await t.outbox()).find((m) => m.recipient === to);
  if (!msg) throw new Error(`no message to ${to}`);
  return msg;
}

/** The 6-digit code of the newest message to `to`. */
export async function lastCode(t: TestApp, to: string): Promise<string> {
  const m = /\b(\d{6})\b/.exec((await lastMessage(t, to)).body);
  if (!m) throw new Error(`no code in the message to ${to}`);
  return m[1]!;
}

/** Address the outbox shows for an account typed as in the forms. */
export const addressOf = (account: string, countryCode?: string) =>
  account.includes('@')
    ? account.toLowerCase()
    : `+${countryCode!.replace('+', '')}${account.replace(/[\s-]/g, '').replace(/^0+/, '')}`;

let deviceSeq = 0;
export const newDevice = () => `device-${process.pid}-${++deviceSeq}`;

/** Registers an account through the API from `deviceId` (which becomes trusted) and signs in. */
export async function signUp(
  t: TestApp,
  account: string,
  o: {
    countryCode?: string;
    password?: string;
    deviceId?: string;
    nickname?: string;
    headers?: CallOptions['headers'];
  } = {},
) {
  const deviceId = o.deviceId ?? newDevice();
  const password = o.password ?? PASSWORD;
  const opts: CallOptions = { deviceId, headers: o.headers };
  const sent = await sendCode(t, { account, countryCode: o.countryCode, type: 1 }, opts);
  expect(sent.body.errorCode).toBe(0);
  const validationCode = await lastCode(t, addressOf(account, o.countryCode));
  const reg = await t.post<{ uid: number }>(
    '/user/register',
    { account, countryCode: o.countryCode, password, validationCode, agree: 1, nickname: o.nickname },
    opts,
  );
  expect(reg.body.errorCode, reg.body.errorMsg).toBe(0);
  const login = await t.post<{ uid: number; accessToken: string; expiresAt: number }>(
    '/user/login',
    { account, countryCode: o.countryCode, password },
    opts,
  );
  expect(login.body.errorCode, login.body.errorMsg).toBe(0);
  return { uid: reg.body.data.uid, token: login.body.data.accessToken, deviceId, account, password };
}
