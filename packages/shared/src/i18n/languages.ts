// The 13 languages of spec §1 (plus the Hong Kong overlay of zh-TW) and how a requested tag maps onto one of them.
export const LANGUAGES = [
  'en',
  'cs',
  'de',
  'es',
  'fr',
  'pt',
  'ru',
  'tr',
  'uk',
  'zh-CN',
  'zh-TW',
  'zh-HK',
  'ja',
  'it',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Overlay languages: their catalog holds only the values that differ from the base language (Hong Kong and
 * Macau say 網關, 數據, 用戶, 賬戶 where Taiwan says 閘道器, 資料, 使用者, 帳號); every other key falls back to the base.
 */
export const LANGUAGE_BASE: Partial<Record<Language, Language>> = { 'zh-HK': 'zh-TW' };

/** Where a text is looked up, in order: the language, its base (for an overlay), English. */
export function fallbackChain(lang: Language): Language[] {
  const chain: Language[] = [lang];
  for (let base = LANGUAGE_BASE[lang]; base && !chain.includes(base); base = LANGUAGE_BASE[base]) chain.push(base);
  if (!chain.includes(DEFAULT_LANGUAGE)) chain.push(DEFAULT_LANGUAGE);
  return chain;
}

/** Hong Kong and Macau take the zh-HK overlay; Taiwan and other Traditional tags zh-TW; other zh tags zh-CN. */
const CHINESE_HONG_KONG = /^zh(-hant)?-(hk|mo)\b/i;
const CHINESE_TRADITIONAL = /^zh-(tw|hant)\b/i;

export function normalizeLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const t = tag.trim().replace(/_/g, '-');
  if (!t) return undefined;
  if (/^zh\b/i.test(t)) {
    if (CHINESE_HONG_KONG.test(t)) return 'zh-HK';
    return CHINESE_TRADITIONAL.test(t) ? 'zh-TW' : 'zh-CN';
  }
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

/** Native names shown in the language menu (the pt catalog is Brazilian Portuguese). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  cs: 'Čeština',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  pt: 'Português (Brasil)',
  ru: 'Русский',
  tr: 'Türkçe',
  uk: 'Українська',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文（台灣）',
  'zh-HK': '繁體中文（香港）',
  ja: '日本語',
  it: 'Italiano',
};
