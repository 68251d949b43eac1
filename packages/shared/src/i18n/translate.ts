// A tiny i18next-compatible lookup for the server (and tests): nested keys "ns.path.to.key",
// {{var}} interpolation, i18next plural suffixes (_one/_other/... via Intl.PluralRules). A text missing in the
// language comes from its base (zh-HK → zh-TW), then English, then the key itself.
import { fallbackChain, type Language } from './languages';

export type Catalog = { [key: string]: string | Catalog };
export type Catalogs = Record<Language, Record<string, Catalog>>;

function lookup(cat: Catalog | undefined, path: string[]): string | undefined {
  let cur: string | Catalog | undefined = cat;
  for (const p of path) {
    if (!cur || typeof cur === 'string') return undefined;
    cur = cur[p];
  }
  return typeof cur === 'string' ? cur : undefined;
}

export function interpolate(text: string, params: Record<string, unknown> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    params[name] === undefined ? `{{${name}}}` : String(params[name]),
  );
}

export function translate(
  catalogs: Catalogs,
  lang: Language,
  key: string,
  params: Record<string, unknown> = {},
): string {
  const [ns, ...rest] = key.split('.');
  const tryLang = (l: Language): string | undefined => {
    const cat = catalogs[l]?.[ns!];
    if (typeof params.count === 'number') {
      const rule = new Intl.PluralRules(l).select(params.count);
      const last = rest.length - 1;
      const plural = lookup(cat, [...rest.slice(0, last), `${rest[last]}_${rule}`]);
      if (plural) return plural;
    }
    return lookup(cat, rest);
  };
  const text = fallbackChain(lang).reduce<string | undefined>((found, l) => found ?? tryLang(l), undefined) ?? key;
  return interpolate(text, params);
}
