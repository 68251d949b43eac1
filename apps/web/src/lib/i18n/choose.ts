// Which language to show (spec §1): query `language` → session storage → browser → English (Chinese on
// Chinese-only sites), limited to the languages the host offers. Pure. A host offering zh-TW also offers its Hong Kong
// overlay zh-HK (and the other way round): one is a few words of the other.
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_BASE,
  LANGUAGES,
  normalizeLanguage,
  type Language,
} from '@lockconsole/shared/i18n/languages';

export type SiteLanguages = { languages: readonly string[]; chineseOnly: boolean };

export function allowedLanguages(site?: SiteLanguages | null): Language[] {
  if (!site || site.languages.length === 0) return [...LANGUAGES];
  const wanted = new Set(site.languages.map((l) => normalizeLanguage(l)).filter(Boolean));
  for (const [overlay, base] of Object.entries(LANGUAGE_BASE) as [Language, Language][]) {
    if (wanted.has(overlay) || wanted.has(base)) wanted.add(overlay).add(base);
  }
  const list = LANGUAGES.filter((l) => wanted.has(l));
  return list.length ? list : [...LANGUAGES];
}

export function chooseLanguage(input: {
  query?: string | null;
  stored?: string | null;
  browser?: readonly string[];
  site?: SiteLanguages | null;
}): Language {
  const allowed = allowedLanguages(input.site);
  for (const candidate of [input.query, input.stored, ...(input.browser ?? [])]) {
    const lang = normalizeLanguage(candidate);
    if (lang && allowed.includes(lang)) return lang;
  }
  const preferred: Language = input.site?.chineseOnly ? 'zh-CN' : DEFAULT_LANGUAGE;
  if (allowed.includes(preferred)) return preferred;
  return allowed[0] ?? DEFAULT_LANGUAGE;
}
