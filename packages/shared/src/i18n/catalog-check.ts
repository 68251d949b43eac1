// Completeness rules for the translation catalogs, used by the catalog test (and so by `npm test` in CI):
// every language has every English key (with the plural forms its CLDR rules need), no stale keys, the same
// {{variables}}, and no text left in English unless listed in untranslated-ok.json. An overlay language (zh-HK, see
// LANGUAGE_BASE) holds only the values that differ from its base: any subset of the keys, none equal to the base's,
// and a list (JSON array, e.g. legal.privacy.sections) whole, since a list is read as one object.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_BASE, LANGUAGES, type Language } from './languages';

export type Flat = Record<string, string>;
const PLURAL = /_(zero|one|two|few|many|other)$/;

export function flatten(obj: unknown, prefix = ''): Flat {
  const out: Flat = {};
  if (typeof obj !== 'object' || obj === null) return out;
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}

export const variablesOf = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function readJson(dir: string, lang: string, ns: string): unknown {
  const file = path.join(dir, lang, `${ns}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

export function readNamespace(dir: string, lang: string, ns: string): Flat | undefined {
  const json = readJson(dir, lang, ns);
  return json === undefined ? undefined : flatten(json);
}

export function namespaces(dir: string): string[] {
  return fs
    .readdirSync(path.join(dir, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
}

/** Keys a language must have for one English key: plural keys expand to that language's categories. */
function requiredKeys(enKey: string, lang: Language): string[] {
  if (!PLURAL.test(enKey)) return [enKey];
  const base = enKey.replace(PLURAL, '');
  return new Intl.PluralRules(lang).resolvedOptions().pluralCategories.map((c) => `${base}_${c}`);
}

export type Problem = { lang: string; ns: string; key: string; problem: string };

export function checkCatalogs(dir: string, allowUntranslated: Record<string, string[]>): Problem[] {
  const problems: Problem[] = [];
  for (const ns of namespaces(dir)) {
    const en = readNamespace(dir, 'en', ns)!;
    const enBases = new Map<string, string>();
    for (const [k, v] of Object.entries(en)) enBases.set(k.replace(PLURAL, ''), v);
    for (const lang of LANGUAGES) {
      if (lang === 'en') continue;
      const base = LANGUAGE_BASE[lang];
      const tr = readNamespace(dir, lang, ns) ?? (base ? {} : undefined);
      if (!tr) {
        problems.push({ lang, ns, key: '*', problem: 'namespace file missing' });
        continue;
      }
      const baseValues = base ? (readNamespace(dir, base, ns) ?? {}) : undefined;
      const ok = new Set(['*', lang, ...(base ? [base] : [])].flatMap((l) => allowUntranslated[l] ?? []));
      const required = new Set<string>();
      for (const enKey of Object.keys(en)) for (const k of requiredKeys(enKey, lang)) required.add(k);
      for (const key of required) {
        const value = tr[key];
        const source = en[key] ?? enBases.get(key.replace(PLURAL, ''))!;
        if (value === undefined) {
          if (!baseValues) problems.push({ lang, ns, key, problem: 'missing' });
        } else if (!value.trim()) problems.push({ lang, ns, key, problem: 'empty' });
        else {
          if (variablesOf(value).join() !== variablesOf(source).join()) {
            problems.push({
              lang,
              ns,
              key,
              problem: `variables differ from English (${variablesOf(source).join(', ')})`,
            });
          }
          const hasWords = /\p{L}{2,}/u.test(source.replace(/\{\{\s*\w+\s*\}\}/g, ''));
          if (value === source && hasWords && !ok.has(`${ns}.${key}`)) {
            problems.push({ lang, ns, key, problem: 'left in English' });
          }
        }
      }
      for (const key of Object.keys(tr)) {
        if (!required.has(key) && !(PLURAL.test(key) && enBases.has(key.replace(PLURAL, '')))) {
          problems.push({ lang, ns, key, problem: 'not in English (stale)' });
        }
      }
      if (base && baseValues) {
        const found = overlayProblems(tr, readJson(dir, lang, ns), baseValues, readJson(dir, base, ns), base);
        for (const { key, problem } of found) problems.push({ lang, ns, key, problem });
      }
    }
  }
  return problems;
}

function at(json: unknown, key: string): unknown {
  let cur = json;
  for (const p of key.split('.'))
    cur = typeof cur === 'object' && cur !== null ? (cur as Record<string, unknown>)[p] : undefined;
  return cur;
}

/** The outermost list (JSON array) of the base a key lies in: "privacy.sections" for "privacy.sections.2.body.0". */
function listOf(key: string, base: unknown): string | undefined {
  const parts = key.split('.');
  for (let i = 1; i < parts.length; i++) {
    const prefix = parts.slice(0, i).join('.');
    if (Array.isArray(at(base, prefix))) return prefix;
  }
  return undefined;
}

/** An overlay holds what differs from its base: single values that differ, lists whole (one of them differing). */
function overlayProblems(overlay: Flat, raw: unknown, baseValues: Flat, baseRaw: unknown, base: string) {
  const out: { key: string; problem: string }[] = [];
  const same = `same as ${base} (an overlay holds only what differs)`;
  const lists = new Set<string>();
  for (const [key, value] of Object.entries(overlay)) {
    const list = listOf(key, baseRaw);
    if (list) lists.add(list);
    else if (value === baseValues[key]) out.push({ key, problem: same });
  }
  for (const list of lists) {
    const keys = Object.keys(baseValues).filter((k) => listOf(k, baseRaw) === list);
    const missing = keys.filter((k) => overlay[k] === undefined);
    if (!Array.isArray(at(raw, list))) out.push({ key: list, problem: `must be a list, as in ${base}` });
    if (missing.length) {
      out.push({
        key: list,
        problem: `incomplete list: an overlay replaces the whole list (missing ${missing.join(', ')})`,
      });
    } else if (keys.every((k) => overlay[k] === baseValues[k])) out.push({ key: list, problem: same });
  }
  return out;
}
