// The i18next instance of the web console. Keys are "namespace.path" exactly as the server and the shared
// zod schemas write them (nsSeparator "."), so 'validation.password.length' translates as-is.
// Base namespaces load at start; a route's own namespaces load with it (ensureNamespaces) and, once asked for,
// follow every later language switch. A text missing in a language comes from its base (the zh-HK overlay falls
// back to zh-TW), then English: the same chain as the server's translate().
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackChain, type Language } from '@lockconsole/shared/i18n/languages';
import { loadCatalogs, NAMESPACES } from './catalogs';

export const i18n: I18n = i18next.createInstance();
/** Namespaces asked for so far (base + visited routes). */
const wanted = new Set<string>(NAMESPACES);
/** "lang/ns" pairs already added. */
const loaded = new Set<string>();

/** `started` runs once the language is set, before the catalogs arrive (requests then carry the right language). */
export async function initI18n(lang: Language, started?: () => void): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: (code) => fallbackChain(code as Language).slice(1),
    // A copy: i18next adds the namespaces it loads later to this list (NAMESPACES stays the start set).
    ns: [...NAMESPACES],
    defaultNS: 'common',
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    resources: {},
    returnNull: false,
    react: { useSuspense: false },
  });
  started?.();
  await Promise.all([ensureCatalogs('en'), ensureCatalogs(lang)]);
}

/** Catalogs being fetched, by `lang/ns`: asked for twice (the first page's early start and its route), fetched once. */
const inFlight = new Map<string, Promise<void>>();

async function load(lang: Language, namespaces: readonly string[]): Promise<void> {
  const key = (ns: string) => `${lang}/${ns}`;
  const waits = namespaces.flatMap((ns) => inFlight.get(key(ns)) ?? []);
  const missing = namespaces.filter((ns) => !loaded.has(key(ns)) && !inFlight.has(key(ns)));
  if (missing.length) {
    const fetching = loadCatalogs(lang, missing)
      .then((catalogs) => {
        for (const [ns, data] of Object.entries(catalogs)) i18n.addResourceBundle(lang, ns, data, true, true);
        for (const ns of missing) loaded.add(key(ns));
      })
      .finally(() => missing.forEach((ns) => inFlight.delete(key(ns))));
    for (const ns of missing) inFlight.set(key(ns), fetching);
    waits.push(fetching);
  }
  await Promise.all(waits);
}

/**
 * A page's namespaces fetched ahead (the first page's, while the start catalogs load): not yet wanted — nothing waits
 * for them but the page that asks for them later and finds them under way; a failure here is the page's to see.
 */
export function prefetchNamespaces(namespaces: readonly string[] | undefined): void {
  if (!namespaces?.length) return;
  const current = (i18n.language || 'en') as Language;
  for (const l of fallbackChain(current)) void load(l, namespaces).catch(() => undefined);
}

/** Every namespace asked for so far, in `lang` and the languages it falls back to. */
export async function ensureCatalogs(lang: Language): Promise<void> {
  await Promise.all(fallbackChain(lang).map((l) => load(l, [...wanted])));
}

/** A route's namespaces, in the current language and its fallbacks (English last). */
export async function ensureNamespaces(namespaces: readonly string[] | undefined): Promise<void> {
  if (!namespaces?.length) return;
  for (const ns of namespaces) wanted.add(ns);
  const current = (i18n.language || 'en') as Language;
  await Promise.all(fallbackChain(current).map((l) => load(l, namespaces)));
}
