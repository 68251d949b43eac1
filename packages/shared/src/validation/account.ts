// Account identifiers (spec §5): a mobile number with its country calling code, or an e-mail address.
export const EMAIL_RE = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
export const MOBILE_RE = /^\d{5,14}$/;
export const COUNTRY_CODE_RE = /^\+?\d{1,4}$/;

export type AccountKind = 'mobile' | 'email';

export function accountKind(account: string): AccountKind | undefined {
  const a = account.trim();
  if (a.includes('@')) return EMAIL_RE.test(a) && a.length <= 254 ? 'email' : undefined;
  return MOBILE_RE.test(a.replace(/[\s-]/g, '')) ? 'mobile' : undefined;
}

/** "+61" / "61" → "61". */
export function normalizeCountryCode(cc: string): string {
  return cc.trim().replace(/^\+/, '');
}

/** Canonical stored form: lower-cased e-mail, or "+<cc> <digits>" for a mobile (leading trunk 0 dropped). */
export function normalizeAccount(account: string, countryCode?: string): string | undefined {
  const a = account.trim();
  const kind = accountKind(a);
  if (kind === 'email') return a.toLowerCase();
  if (kind === 'mobile') {
    if (!countryCode || !COUNTRY_CODE_RE.test(countryCode.trim())) return undefined;
    const digits = a.replace(/[\s-]/g, '').replace(/^0+/, '');
    return `+${normalizeCountryCode(countryCode)} ${digits}`;
  }
  return undefined;
}
