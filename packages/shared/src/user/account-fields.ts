// Field schemas shared by the /user/* endpoints: account identifiers, country codes, nickname, region, codes.
// Messages are i18n keys. Must not hold endpoint shapes (one file per endpoint does).
import { z } from 'zod';
import { accountKind, COUNTRY_CODE_RE, EMAIL_RE, MOBILE_RE } from '../validation/account';
import { countryByCallingCode, isCountryCode } from '../geo/countries';
import { int, trimmed } from '../schemas/common';

/** Treats an empty (or blank) string like an absent parameter, then makes `schema` optional. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), schema.optional());

/** An e-mail address or a mobile number (its country code travels in `countryCode`). */
export const accountSchema = trimmed(254).refine((a) => accountKind(a) !== undefined, 'validation.account.format');

export const emailSchema = trimmed(254).refine((a) => EMAIL_RE.test(a), 'validation.account.email');

export const mobileSchema = trimmed(20).refine(
  (a) => MOBILE_RE.test(a.replace(/[\s-]/g, '')),
  'validation.account.mobile',
);

/** Calling code, "61" or "+61", that some region uses. */
export const countryCodeSchema = trimmed(5).refine(
  (c) => COUNTRY_CODE_RE.test(c) && countryByCallingCode(c) !== undefined,
  'validation.account.countryCode',
);

export const nicknameSchema = z
  .string({ message: 'validation.nickname.format' })
  .trim()
  .min(1, 'validation.nickname.format')
  .max(50, 'validation.nickname.format');

/** ISO 3166-1 alpha-2 region ("DE"); stored upper case. */
export const regionSchema = z
  .string({ message: 'validation.region.format' })
  .trim()
  .refine((r) => /^[A-Za-z]{2}$/.test(r) && isCountryCode(r), 'validation.region.format')
  .transform((r) => r.toUpperCase());

/** An integer that must be one of `values` (enumerations of spec §3). */
export const oneOfInt = <const V extends readonly [number, ...number[]]>(values: V) => int().pipe(z.literal(values));

/** Object-level check: a mobile number needs its country code. */
export const requireCountryCode = (v: { account?: string; countryCode?: string }, ctx: z.RefinementCtx) => {
  if (v.account && accountKind(v.account) === 'mobile' && !v.countryCode) {
    ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'validation.account.countryCode' });
  }
};

/** Validation code types (spec §3). */
export const CODE_TYPE = {
  register: 1,
  resetPassword: 3,
  newDevice: 4,
  bindMobile: 5,
  bindEmail: 8,
  transferLock: 9,
  unregister: 10,
  modifyAccount: 12,
} as const;
export type CodeType = (typeof CODE_TYPE)[keyof typeof CODE_TYPE];
export const CODE_TYPES = Object.values(CODE_TYPE) as CodeType[];

/** Validation channels for mobiles (spec §3): sms 1, voice 2. */
export const CHANNEL = { sms: 1, voice: 2 } as const;

/** Slider code types (spec §3): send 1, reset ip 3. */
export const SLIDER_TYPE = { send: 1, resetIp: 3 } as const;

/** Accepted `agree` values; anything but 1 is a refusal the service reports (30006). */
export const agreeSchema = z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), oneOfInt([0, 1]));
