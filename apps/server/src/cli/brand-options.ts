// Validation of `npm run brand -- set` options into a brand row.
import { LANGUAGES } from '@lockconsole/shared/i18n/languages';
import type { BrandRow, NewBrand } from '../modules/sites/sites.repo';

export const BRAND_USAGE = `Usage: npm run brand -- <list|show|set|remove> [options]
  list                                  all brands
  show   --site-id N                    one brand as JSON
  set    --site-id N [options]          add brand N, or change the given fields of it
  remove --site-id N                    delete a customer brand
Options of set:
  --name TEXT  --domains host1,host2  --package-name ID  --color #RRGGBB  --logo-url URL  --fav-icon-url URL
  --background-url URL  --copyright TEXT  --account-type 0|1|2 (both|mobile|e-mail)  --paid-feature true|false
  --passcode-min-length N (4-9; lower resets to 6)  --languages en,de,…  --chinese-only true|false
  --features '{"map":false}'  --default (answer unknown hosts)`;

type Values = Record<string, string | boolean | undefined>;

const bool = (v: string, name: string) => {
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new Error(`--${name} must be true or false`);
};

export function parseBrandOptions(v: Values, existing: BrandRow | undefined): NewBrand {
  const siteId = Number(v['site-id']);
  if (!Number.isInteger(siteId) || siteId < 0) throw new Error('--site-id must be a non-negative integer');
  const s = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : undefined);
  const name = s('name') ?? existing?.name;
  if (!name) throw new Error('--name is required for a new brand');
  const out: NewBrand = {
    ...(existing ?? {}),
    siteId,
    name,
    packageName: s('package-name') ?? existing?.packageName ?? `org.lockconsole.site${siteId}`,
  };
  delete (out as Partial<BrandRow>).id;
  if (s('domains') !== undefined) {
    out.domains = s('domains')!
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean);
    for (const d of out.domains)
      if (!/^[a-z0-9.-]+$|^\[?[0-9a-f:.]+\]?$/.test(d)) throw new Error(`Not a host name: ${d}`);
  }
  if (s('color') !== undefined) {
    if (!/^#[0-9a-fA-F]{6}$/.test(s('color')!)) throw new Error('--color must look like #6898fc');
    out.color = s('color')!.toLowerCase();
  }
  for (const [opt, key] of [
    ['logo-url', 'logoUrl'],
    ['fav-icon-url', 'favIconUrl'],
    ['background-url', 'backgroundUrl'],
    ['copyright', 'copyright'],
  ] as const) {
    if (s(opt) !== undefined) out[key] = s(opt)!;
  }
  if (s('account-type') !== undefined) {
    const t = Number(s('account-type'));
    if (![0, 1, 2].includes(t)) throw new Error('--account-type must be 0 (both), 1 (mobile) or 2 (e-mail)');
    out.accountType = t;
  }
  if (s('paid-feature') !== undefined) out.hasPaidFeature = bool(s('paid-feature')!, 'paid-feature');
  if (s('chinese-only') !== undefined) out.chineseOnly = bool(s('chinese-only')!, 'chinese-only');
  if (s('passcode-min-length') !== undefined) {
    const n = Number(s('passcode-min-length'));
    if (!Number.isInteger(n) || n > 9) throw new Error('--passcode-min-length must be a whole number up to 9');
    out.passcodeMinLength = n;
  }
  if (s('languages') !== undefined) {
    const langs = s('languages')!
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean);
    for (const l of langs)
      if (!(LANGUAGES as readonly string[]).includes(l))
        throw new Error(`Unknown language ${l}; one of ${LANGUAGES.join(', ')}`);
    out.languages = langs;
  }
  if (s('features') !== undefined) {
    let f: unknown;
    try {
      f = JSON.parse(s('features')!);
    } catch {
      throw new Error('--features must be a JSON object such as {"map":false}');
    }
    if (!f || typeof f !== 'object' || Array.isArray(f) || Object.values(f).some((x) => typeof x !== 'boolean')) {
      throw new Error('--features must be a JSON object of true/false values');
    }
    out.features = f as Record<string, boolean>;
  }
  if (v.default === true) out.isDefault = true;
  out.builtIn = existing?.builtIn ?? false;
  out.updatedAt = new Date();
  return out;
}
