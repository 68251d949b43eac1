// Lazy loading of the i18next catalogs (packages/shared/src/i18n/locales/<lang>/<namespace>.json), only for the
// languages and namespaces actually shown. The build serves them as JSON files (build/catalogs.ts): a language's
// start namespaces in one file, every other namespace in its own. The dev server and the tests import the files.
import type { Language } from '@lockconsole/shared/i18n/languages';
import { NAMESPACES } from './namespaces';

export { NAMESPACES } from './namespaces';

type Catalog = Record<string, unknown>;
type Loaded = Record<string, Catalog>;

declare const __CATALOG_FOLDER__: string;
declare const __CATALOG_INDEX__: Record<string, string[]>;

async function fetchJson<T>(file: string): Promise<T> {
  const res = await fetch(`${import.meta.env.BASE_URL}${__CATALOG_FOLDER__}/${file}`);
  if (!res.ok) throw new Error(`catalog ${file}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/**
 * The build: the start namespaces asked for from the start file (when more than one), every other one alone — a
 * language switch after a console page asks for the start set and the pages' namespaces together.
 */
export async function fetchCatalogs(lang: Language, namespaces: readonly string[]): Promise<Loaded> {
  const present = new Set(__CATALOG_INDEX__[lang] ?? []);
  const wanted = namespaces.filter((ns) => present.has(ns));
  const fromStart = wanted.filter((ns) => NAMESPACES.includes(ns));
  if (fromStart.length < 2) return each(lang, wanted);
  const [start, rest] = await Promise.all([
    fetchJson<Loaded>(`${lang}/start.json`),
    each(
      lang,
      wanted.filter((ns) => !NAMESPACES.includes(ns)),
    ),
  ]);
  // A namespace the file lacks (it cannot: the folder's name covers the start set) is asked for on its own.
  const lacking = fromStart.filter((ns) => !start[ns]);
  return {
    ...Object.fromEntries(fromStart.filter((ns) => start[ns]).map((ns) => [ns, start[ns]!])),
    ...rest,
    ...(await each(lang, lacking)),
  };
}

async function each(lang: Language, namespaces: readonly string[]): Promise<Loaded> {
  return Object.fromEntries(
    await Promise.all(namespaces.map(async (ns) => [ns, await fetchJson<Catalog>(`${lang}/${ns}.json`)] as const)),
  );
}

/** Dev server and tests: the files themselves (the build drops this branch and the modules behind it). */
async function importCatalogs(lang: Language, namespaces: readonly string[]): Promise<Loaded> {
  const files = import.meta.glob<{ default: Catalog }>([
    '../../../../../packages/shared/src/i18n/locales/*/*.json',
    '!**/messages.json',
  ]);
  const entries = Object.entries(files).flatMap(([path, load]) => {
    const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    return m && m[1] === lang && namespaces.includes(m[2]!) ? [[m[2]!, load] as const] : [];
  });
  return Object.fromEntries(await Promise.all(entries.map(async ([ns, load]) => [ns, (await load()).default])));
}

/** Loads the given namespaces of one language (missing files are skipped: the language falls back to English). */
export function loadCatalogs(lang: Language, namespaces: readonly string[] = NAMESPACES): Promise<Loaded> {
  return import.meta.env.PROD ? fetchCatalogs(lang, namespaces) : importCatalogs(lang, namespaces);
}
