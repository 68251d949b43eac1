// Terminology and register rules of glossary.ts applied to the catalogs (glossary.test.ts, `npm run i18n:report`).
// Pure over a CatalogSet, so a test can plant a drift in an in-memory copy; readCatalogSet reads the real files.
import { namespaces, readNamespace, type Flat } from './catalog-check';
import {
  ENGLISH_SPELLING,
  GLOSSARY_EXCEPTIONS,
  REGIONAL_WORDS,
  REGISTERS,
  TERMS,
  type GlossaryException,
  type GlossaryLanguage,
  type Register,
  type Rendering,
  type Term,
} from './glossary';
import { LANGUAGE_BASE, LANGUAGES, type Language } from './languages';

/** Each language's values by "namespace.key"; an overlay language is merged over its base (what its readers see). */
export type CatalogSet = Partial<Record<Language, Flat>>;

export type Glossary = {
  terms: readonly Term[];
  registers: Partial<Record<GlossaryLanguage, Register>>;
  regional: Partial<Record<GlossaryLanguage, Record<string, string>>>;
  spelling: Record<string, string>;
  exceptions: readonly GlossaryException[];
};

export const GLOSSARY: Glossary = {
  terms: TERMS,
  registers: REGISTERS,
  regional: REGIONAL_WORDS,
  spelling: ENGLISH_SPELLING,
  exceptions: GLOSSARY_EXCEPTIONS,
};

export type GlossaryProblem = { lang: string; key: string; term: string; message: string };

export const formatProblem = (p: GlossaryProblem) => `${p.lang} ${p.key}: ${p.message}`;

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Merges every overlay over its base language. */
export function withOverlays(raw: CatalogSet): CatalogSet {
  const merged: CatalogSet = {};
  const resolve = (lang: Language): Flat => {
    const base = LANGUAGE_BASE[lang];
    return (merged[lang] ??= base ? { ...resolve(base), ...raw[lang] } : { ...raw[lang] });
  };
  for (const lang of Object.keys(raw) as Language[]) resolve(lang);
  return merged;
}

export function readCatalogSet(dir: string): CatalogSet {
  const raw: CatalogSet = {};
  for (const lang of LANGUAGES) {
    const flat: Flat = {};
    for (const ns of namespaces(dir)) {
      for (const [k, v] of Object.entries(readNamespace(dir, lang, ns) ?? {})) flat[`${ns}.${k}`] = v;
    }
    raw[lang] = flat;
  }
  return withOverlays(raw);
}

/** Variables and markup are not words of the text. */
const plain = (s: string) => s.replace(/\{\{\s*\w+\s*\}\}/g, ' ').replace(/<\/?\w+>/g, '');

const cache = new Map<string, RegExp>();
function re(source: string, flags = 'iu'): RegExp {
  const id = `${flags}/${source}`;
  let r = cache.get(id);
  if (!r) cache.set(id, (r = new RegExp(source, flags)));
  return r;
}

const wordOf = (r: Rendering) => (typeof r === 'string' ? r : r.word);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matchOf = (r: Rendering) => (typeof r === 'string' ? escape(r) : r.match);

/** A language's own entry, else its base's (an overlay shares its base's words unless it says otherwise). */
function forLanguage<T>(map: Partial<Record<GlossaryLanguage, T>> | undefined, lang: Language): T | undefined {
  for (let l: Language | undefined = lang; l; l = LANGUAGE_BASE[l]) {
    const v = map?.[l as GlossaryLanguage];
    if (v !== undefined) return v;
  }
  return undefined;
}

const countWords = (s: string) => s.split(/\s+/).filter((x) => /\p{L}/u.test(x)).length;

export function checkGlossary(catalogs: CatalogSet, glossary: Glossary = GLOSSARY): GlossaryProblem[] {
  const problems: GlossaryProblem[] = [];
  const en = catalogs.en ?? {};
  const enByBase = new Map<string, string>();
  for (const [k, v] of Object.entries(en))
    if (!enByBase.has(k.replace(PLURAL, ''))) enByBase.set(k.replace(PLURAL, ''), v);
  const english = (key: string) =>
    en[key] ?? en[key.replace(PLURAL, '_other')] ?? enByBase.get(key.replace(PLURAL, ''));

  const used = new Set<GlossaryException>();
  const excepted = (lang: string, key: string, term: string) => {
    const hit = glossary.exceptions.find(
      (e) => (e.lang === lang || e.lang === '*') && e.key === key && e.term === term,
    );
    if (hit) used.add(hit);
    return !!hit;
  };
  const report = (lang: string, key: string, term: string, message: string) => {
    if (!excepted(lang, key, term)) problems.push({ lang, key, term, message });
  };

  for (const [key, value] of Object.entries(en)) {
    for (const [pattern, us] of Object.entries(glossary.spelling)) {
      const m = plain(value).match(re(pattern, 'i'));
      if (m) report('en', key, 'spelling', `UK spelling "${m[0]}": English is US English (${us})`);
    }
  }

  for (const lang of Object.keys(catalogs) as Language[]) {
    if (lang === 'en') continue;
    const register = forLanguage(glossary.registers, lang);
    const regional = Object.entries(glossary.regional[lang as GlossaryLanguage] ?? {});
    for (const [key, value] of Object.entries(catalogs[lang] ?? {})) {
      const source = english(key);
      if (source === undefined) continue;
      const enText = plain(source);
      const text = plain(value);
      for (const term of glossary.terms) {
        const rendering = forLanguage(term.renderings, lang);
        if (!rendering) continue;
        const own = re(matchOf(rendering));
        const enMatch = enText.match(term.en);
        if (enMatch) {
          if (!own.test(text)) {
            report(
              lang,
              key,
              term.id,
              `English "${enMatch[0]}" but not the glossary's "${wordOf(rendering)}" (${term.id})`,
            );
          }
          const avoid = forLanguage(term.avoid, lang);
          const bad = avoid ? text.match(re(avoid)) : null;
          if (bad) {
            report(lang, key, term.id, `"${bad[0]}" is not the word for ${term.id}: write "${wordOf(rendering)}"`);
          }
        } else if (term.exclusive?.includes(lang as GlossaryLanguage)) {
          const found = text.match(own);
          if (found) {
            report(
              lang,
              key,
              term.id,
              `"${found[0]}" is the word for ${term.id} (${term.note}), but the English has no "${term.id}"`,
            );
          }
        }
      }
      for (const [word, ours] of regional) {
        const found = text.match(re(/^\p{Script=Latin}/u.test(word) ? `(?<!\\p{L})${escape(word)}` : escape(word)));
        if (found) report(lang, key, 'regional', `"${found[0]}" is another variant's word: write "${ours}"`);
      }
      if (register) {
        const found =
          text.match(re(register.markers)) ??
          (register.sentenceMarkers && countWords(text) >= 4 ? text.match(re(register.sentenceMarkers)) : null);
        if (found) {
          report(
            lang,
            key,
            'register',
            `"${found[0].trim()}" is the wrong register: address the user as "${register.address}"`,
          );
        }
      }
    }
  }

  for (const e of glossary.exceptions) {
    const checked = en[e.key] !== undefined && (e.lang === '*' || catalogs[e.lang]?.[e.key] !== undefined);
    if (checked && !used.has(e)) {
      problems.push({ lang: e.lang, key: e.key, term: e.term, message: `exception no longer needed (${e.why})` });
    }
  }
  return problems;
}
