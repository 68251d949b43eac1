// The page's texts: only the qrPage namespace of the shared catalogs (packages/shared/src/i18n/locales/<lang>/
// qrPage.json), English built in and the holder's language loaded as its own small chunk, with the overlay chain
// (zh-HK → zh-TW → English) as everywhere else.
import { fallbackChain, pickLanguage, type Language } from '@lockconsole/shared/i18n/languages';
import en from '../../../../packages/shared/src/i18n/locales/en/qrPage.json';
import { interpolate } from './qrPageLogic';

type Catalog = Record<string, string>;
const files = import.meta.glob<{ default: Catalog }>([
  '../../../../packages/shared/src/i18n/locales/*/qrPage.json',
  '!**/en/qrPage.json',
]);
const fileOf = (lang: string) => Object.keys(files).find((p) => p.includes(`/locales/${lang}/qrPage.json`));

/** The holder's language from the browser's list (English when none of ours). */
export const holderLanguage = (): Language =>
  pickLanguage((navigator.languages?.length ? navigator.languages : [navigator.language]).join(',')) ?? 'en';

export type Texts = { lang: Language; t: (key: keyof typeof en, vars?: Record<string, string | number>) => string };

export async function loadTexts(lang: Language): Promise<Texts> {
  const chain = fallbackChain(lang).filter((l) => l !== 'en');
  const loaded = await Promise.all(
    chain.map(async (l) => {
      const file = fileOf(l);
      try {
        return file ? (await files[file]!()).default : {};
      } catch {
        return {};
      }
    }),
  );
  const catalogs: Catalog[] = [...loaded, en];
  return {
    lang,
    t: (key, vars) => interpolate(catalogs.find((c) => c[key] !== undefined)?.[key] ?? key, vars),
  };
}
