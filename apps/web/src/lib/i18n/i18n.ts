// The i18next instance of the web console. Keys are "namespace.path" exactly as the server and the shared
// zod schemas write them (nsSeparator "."), so 'validation.password.length' translates as-is.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@lockconsole/shared/i18n/languages';
import { loadCatalogs, NAMESPACES } from './catalogs';

export const i18n: I18n = i18next.createInstance();
const loaded = new Set<Language>();

export async function initI18n(lang: Language): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'common',
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    resources: {},
    returnNull: false,
    react: { useSuspense: false },
  });
  await ensureCatalogs('en');
  await ensureCatalogs(lang);
}

export async function ensureCatalogs(lang: Language): Promise<void> {
  if (loaded.has(lang)) return;
  const catalogs = await loadCatalogs(lang);
  for (const [ns, data] of Object.entries(catalogs)) i18n.addResourceBundle(lang, ns, data, true, true);
  loaded.add(lang);
}
