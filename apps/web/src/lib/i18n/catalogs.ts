// Lazy loading of the i18next catalogs (packages/shared/src/i18n/locales/<lang>/<namespace>.json):
// one chunk per file, fetched only for the languages actually shown.
import type { Language } from '@lockconsole/shared/i18n/languages';

type CatalogModule = { default: Record<string, unknown> };

const files = import.meta.glob<CatalogModule>('../../../../../packages/shared/src/i18n/locales/*/*.json');

const parse = (path: string) => {
  const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return m ? { lang: m[1]!, ns: m[2]! } : undefined;
};

/** Every namespace that exists in English, the source language. */
export const NAMESPACES: string[] = Object.keys(files)
  .map(parse)
  .filter((p) => p?.lang === 'en')
  .map((p) => p!.ns)
  .sort();

export async function loadCatalogs(lang: Language): Promise<Record<string, Record<string, unknown>>> {
  const entries = Object.entries(files).filter(([path]) => parse(path)?.lang === lang);
  const loaded = await Promise.all(entries.map(async ([path, load]) => [parse(path)!.ns, (await load()).default] as const));
  return Object.fromEntries(loaded);
}
