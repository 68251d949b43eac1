// Maps a user row onto the spec §3 user info (never the raw row: no hash, no internal columns).
import { countryByAlpha2, countryByCallingCode, countryName } from '@lockconsole/shared/geo/countries';
import type { Language } from '@lockconsole/shared/i18n/languages';
import type { UserInfo } from '@lockconsole/shared/user/user-info';
import { splitMobile } from './account-identity';
import type { UserRow } from './accounts.repo';

/** The account the user sees as theirs: the e-mail, else the mobile. */
export const primaryAccount = (u: Pick<UserRow, 'email' | 'mobile'>): string => u.email ?? u.mobile ?? '';

export function presentUserInfo(u: UserRow, lang: Language, hasGateway = false): UserInfo {
  const mobile = u.mobile ? splitMobile(u.mobile) : undefined;
  const callingCode = mobile?.countryCode || u.countryCode || '';
  const country = countryByAlpha2(u.region) ?? countryByCallingCode(callingCode);
  return {
    uid: u.id > 0 ? u.id : 0,
    userId: primaryAccount(u),
    countryId: country?.countryId ?? 0,
    countryCode: callingCode || country?.callingCode || '',
    countryName: country ? countryName(country.alpha2, lang) : '',
    region: country?.alpha2 ?? '',
    mobile: mobile?.digits ?? '',
    email: u.email ?? '',
    nickname: u.nickname,
    headUrl: u.headUrl,
    hasGateway: hasGateway ? 1 : 0,
    paidUserStatus: u.paidUserStatus,
    balance: u.balance > 0 ? u.balance : 0,
    isLogin: true,
  };
}
