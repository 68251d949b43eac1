// Lazy loading of the i18next catalogs (packages/shared/src/i18n/locales/<lang>/<namespace>.json):
// one chunk per file, fetched only for the languages and namespaces actually shown.
import type { Language } from '@lockconsole/shared/i18n/languages';

type CatalogModule = { default: Record<string, unknown> };

const files = import.meta.glob<CatalogModule>([
  '../../../../../packages/shared/src/i18n/locales/*/*.json',
  '!**/messages.json',
]);

const parse = (path: string) => {
  const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return m ? { lang: m[1]!, ns: m[2]! } : undefined;
};

/** Namespaces every page may show; route namespaces (locks, groups, …) load with their route. */
export const NAMESPACES = ['common', 'nav', 'auth', 'account', 'console', 'legal', 'notFound', 'errors', 'validation'];

/** Loads the given namespaces of one language (missing files are skipped: the language falls back to English). */
export async function loadCatalogs(
  lang: Language,
  namespaces: readonly string[] = NAMESPACES,
): Promise<Record<string, Record<string, unknown>>> {
  const entries = Object.entries(files).filter(([path]) => {
    const p = parse(path);
    return p?.lang === lang && namespaces.includes(p.ns);
  });
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => [parse(path)!.ns, (await load()).default] as const),
  );
  return Object.fromEntries(loaded);
}
