// Completeness rules for the translation catalogs, used by the catalog test (and so by `npm test` in CI):
// every language has every English key (with the plural forms its CLDR rules need), no stale keys, the same
// {{variables}}, and no text left in English unless listed in untranslated-ok.json.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from './languages';

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

export function readNamespace(dir: string, lang: string, ns: string): Flat | undefined {
  const file = path.join(dir, lang, `${ns}.json`);
  return fs.existsSync(file) ? flatten(JSON.parse(fs.readFileSync(file, 'utf8'))) : undefined;
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
      const tr = readNamespace(dir, lang, ns);
      if (!tr) {
        problems.push({ lang, ns, key: '*', problem: 'namespace file missing' });
        continue;
      }
      const ok = new Set([...(allowUntranslated['*'] ?? []), ...(allowUntranslated[lang] ?? [])]);
      const required = new Set<string>();
      for (const enKey of Object.keys(en)) for (const k of requiredKeys(enKey, lang)) required.add(k);
      for (const key of required) {
        const value = tr[key];
        const source = en[key] ?? enBases.get(key.replace(PLURAL, ''))!;
        if (value === undefined) problems.push({ lang, ns, key, problem: 'missing' });
        else if (!value.trim()) problems.push({ lang, ns, key, problem: 'empty' });
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
    }
  }
  return problems;
}
