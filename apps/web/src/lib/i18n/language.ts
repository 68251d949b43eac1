// The current language and its antd locale, switched together with dayjs (spec §1).
import type { Locale } from 'antd/es/locale';
import type { Language } from '@lockconsole/shared/i18n/languages';
import { createStore } from '../store';
import { sessionStore } from '../session/storage';
import { ensureCatalogs, i18n } from './i18n';
import { PACKS } from './packs';

export const languageState = createStore<{ language: Language; antdLocale: Locale | undefined }>({
  language: 'en',
  antdLocale: undefined,
});

/** Incremented by every switch: a slower load of an earlier choice must not override a later one. */
let latestSwitch = 0;
/**
 * Whether dayjs's global locale is another than its default (English). dayjs is not in the entry (the login page
 * shows no date): it loads here only for a language that needs its locale, or to set English back after one.
 */
let datesLocalized = false;

export async function applyLanguage(lang: Language, opts: { remember?: boolean } = {}): Promise<void> {
  const pack = PACKS[lang];
  const mine = ++latestSwitch;
  const needsDayjs = pack.dateLocale !== 'en' || datesLocalized;
  const [antdLocale, dayjs] = await Promise.all([
    pack.loadAntd(),
    needsDayjs ? import('dayjs').then((m) => m.default) : undefined,
    pack.loadDayjs(),
    ensureCatalogs(lang),
  ]);
  if (mine !== latestSwitch) return;
  if (dayjs) {
    dayjs.locale(pack.dateLocale);
    datesLocalized = pack.dateLocale !== 'en';
  }
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  if (opts.remember !== false) sessionStore.setLanguage(lang);
  languageState.set({ language: lang, antdLocale });
}

export const currentPack = () => PACKS[languageState.get().language];
