// The current language and its antd locale, switched together with dayjs (spec §1).
import dayjs from 'dayjs';
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

export async function applyLanguage(lang: Language, opts: { remember?: boolean } = {}): Promise<void> {
  const pack = PACKS[lang];
  const mine = ++latestSwitch;
  const [antdLocale] = await Promise.all([pack.loadAntd(), pack.loadDayjs(), ensureCatalogs(lang)]);
  if (mine !== latestSwitch) return;
  dayjs.locale(pack.dateLocale);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  if (opts.remember !== false) sessionStore.setLanguage(lang);
  languageState.set({ language: lang, antdLocale });
}

export const currentPack = () => PACKS[languageState.get().language];
