// Server-side texts come from the same catalogs as the web (packages/shared/src/i18n/locales/<lang>/<ns>.json).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LANGUAGES, type Language } from '@lockconsole/shared/i18n/languages';
import { translate, type Catalog, type Catalogs } from '@lockconsole/shared/i18n/translate';

const require = createRequire(import.meta.url);
export const LOCALES_DIR = path.join(path.dirname(require.resolve('@lockconsole/shared/i18n/languages')), 'locales');

let cached: Catalogs | undefined;

export function loadCatalogs(): Catalogs {
  if (cached) return cached;
  const out = {} as Catalogs;
  for (const lang of LANGUAGES) {
    out[lang] = {};
    const dir = path.join(LOCALES_DIR, lang);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith('.json')) continue;
      out[lang][file.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Catalog;
    }
  }
  cached = out;
  return out;
}

export type Translator = (key: string, params?: Record<string, unknown>) => string;

export function translatorFor(lang: Language): Translator {
  const catalogs = loadCatalogs();
  return (key, params) => translate(catalogs, lang, key, params);
}
