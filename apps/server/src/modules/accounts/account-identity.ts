// Turns a typed account (+ country code) into the stored identifier forms. Pure; no database.
import {
  accountKind,
  normalizeAccount,
  normalizeCountryCode,
  type AccountKind,
} from '@lockconsole/shared/validation/account';
import { countryByCallingCode } from '@lockconsole/shared/geo/countries';
import { fieldError } from '../../http/errors';

export type Identity = {
  kind: AccountKind;
  /** Lower-case e-mail or "+61 412345678" (users.email / users.mobile, verification_codes.account). */
  normalized: string;
  /** Where a message goes: the e-mail address or the E.164 number. */
  address: string;
  /** Calling code without "+" (mobiles only). */
  countryCode?: string;
};

/** The schema already checked the format; this only fails on inputs the schema let through by mistake. */
export function identityOf(account: string, countryCode?: string): Identity {
  const kind = accountKind(account);
  const normalized = kind ? normalizeAccount(account, countryCode) : undefined;
  if (!kind || !normalized) throw fieldError('account', 'validation.account.format');
  if (kind === 'email') return { kind, normalized, address: normalized };
  return { kind, normalized, address: normalized.replace(' ', ''), countryCode: normalizeCountryCode(countryCode!) };
}

/** "+61 412345678" → { countryCode: "61", digits: "412345678" }. */
export function splitMobile(stored: string): { countryCode: string; digits: string } {
  const m = /^\+(\d+) (\d+)$/.exec(stored);
  return m ? { countryCode: m[1]!, digits: m[2]! } : { countryCode: '', digits: stored };
}

export const e164 = (stored: string) => stored.replace(' ', '');

/** Region implied by a calling code ("61" → "AU"). */
export const regionOfCallingCode = (cc: string | undefined) => (cc ? countryByCallingCode(cc)?.alpha2 : undefined);

/** Site account types (spec §3): 0 mobile and e-mail, 1 mobile, 2 e-mail. */
export function siteAccepts(accountType: number, kind: AccountKind): boolean {
  if (accountType === 1) return kind === 'mobile';
  if (accountType === 2) return kind === 'email';
  return true;
}
