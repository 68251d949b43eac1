// The 13 languages of spec §1 and how a requested tag maps onto one of them.
export const LANGUAGES = ['en', 'cs', 'de', 'es', 'fr', 'pt', 'ru', 'tr', 'uk', 'zh-CN', 'zh-TW', 'ja', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Traditional-Chinese tags (HK, MO, Hant) fold into zh-TW; other zh tags into zh-CN. */
const CHINESE_TRADITIONAL = /^zh[-_](tw|hk|mo|hant)/i;

export function normalizeLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const t = tag.trim().replace('_', '-');
  if (!t) return undefined;
  if (/^zh/i.test(t)) return CHINESE_TRADITIONAL.test(t) ? 'zh-TW' : 'zh-CN';
  const base = t.split('-')[0]!.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : undefined;
}

/** First supported language of an Accept-Language style list. */
export function pickLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const lang = normalizeLanguage(part.split(';')[0]);
    if (lang) return lang;
  }
  return undefined;
}

/** Native names shown in the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  cs: 'Čeština',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  ru: 'Русский',
  tr: 'Türkçe',
  uk: 'Українська',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ja: '日本語',
  it: 'Italiano',
};
