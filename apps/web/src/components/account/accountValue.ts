// The account a form asks for (spec §1 account type): mobile with its region's calling code, or e-mail.
// Rules come from the shared validation; problems are i18n keys.
import { countryByCallingCode } from '@lockconsole/shared/geo/countries';
import { ACCOUNT_TYPE } from '@lockconsole/shared/branding/site-defaults';
import { EMAIL_RE, MOBILE_RE } from '@lockconsole/shared/validation/account';
import { currentPack } from '../../lib/i18n/language';
import { callingCodeOf } from './CountryCodeSelect';

export type AccountKindChoice = 'mobile' | 'email';
export type AccountValue = { kind: AccountKindChoice; region: string; account: string };

export const defaultKind = (accountType: number): AccountKindChoice =>
  accountType === ACCOUNT_TYPE.email ? 'email' : 'mobile';

export const initialAccount = (accountType: number): AccountValue => ({
  kind: defaultKind(accountType),
  region: countryByCallingCode(currentPack().defaultCountryCode)?.alpha2 ?? 'AU',
  account: '',
});

export function accountProblem(v: AccountValue | undefined): string | undefined {
  const a = v?.account.trim() ?? '';
  if (!v || !a) return 'validation.required';
  if (v.kind === 'email') return EMAIL_RE.test(a) ? undefined : 'validation.account.email';
  if (!callingCodeOf(v.region)) return 'validation.account.countryCode';
  return MOBILE_RE.test(a.replace(/[\s-]/g, '')) ? undefined : 'validation.account.mobile';
}

/** account and countryCode for the API. */
export const accountParams = (v: AccountValue) => ({
  account: v.account.trim(),
  countryCode: v.kind === 'mobile' ? callingCodeOf(v.region) : undefined,
});
