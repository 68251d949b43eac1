// Fails on any key missing, stale, with wrong variables, or left untranslated in any of the 13 languages (and on an
// overlay such as zh-HK holding a value equal to its base or a partial list).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCatalogs } from './catalog-check';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.join(here, 'locales');
const allow = JSON.parse(fs.readFileSync(path.join(here, 'untranslated-ok.json'), 'utf8')) as Record<string, string[]>;

describe('translation catalogs', () => {
  it('every language has every key, translated, with the same variables', () => {
    const problems = checkCatalogs(dir, allow).map((p) => `${p.lang}/${p.ns}.json ${p.key}: ${p.problem}`);
    expect(problems).toEqual([]);
  });
});
