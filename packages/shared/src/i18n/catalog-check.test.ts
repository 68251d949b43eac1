import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_BASE, LANGUAGES } from './languages';
import { checkCatalogs } from './catalog-check';

function catalogDir(files: Record<string, object>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cat-'));
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), JSON.stringify(content));
  }
  return dir;
}

const good = (v: string) => ({
  a: { hi: v, n: '{{n}} x' },
  items_one: `{{count}} ${v}`,
  items_other: `{{count}} ${v}s`,
});

describe('catalog check', () => {
  it('passes complete translations and reports every kind of defect', () => {
    const files: Record<string, object> = { 'en/ns.json': good('Hello') };
    for (const l of LANGUAGES)
      if (l !== 'en' && !LANGUAGE_BASE[l])
        files[`${l}/ns.json`] = {
          ...good(`Hallo ${l}`),
          items_few: '{{count}} f',
          items_many: '{{count}} m',
          items_two: '{{count}} t',
          items_zero: '{{count}} z',
        };
    expect(checkCatalogs(catalogDir(files), {})).toEqual([]);

    files['de/ns.json'] = { a: { hi: 'Hello', n: '{{m}} x' }, items_other: '{{count}} is', extra: 'x' };
    delete files['fr/ns.json'];
    const problems = checkCatalogs(catalogDir(files), {}).map((p) => `${p.lang} ${p.key} ${p.problem}`);
    expect(problems).toContain('de a.hi left in English');
    expect(problems).toContain('de a.n variables differ from English (n)');
    expect(problems).toContain('de items_one missing');
    expect(problems).toContain('de extra not in English (stale)');
    expect(problems).toContain('fr * namespace file missing');
    expect(
      checkCatalogs(catalogDir(files), { de: ['ns.a.hi'] }).map((p) => `${p.lang} ${p.key} ${p.problem}`),
    ).not.toContain('de a.hi left in English');
  });

  it('accepts an overlay (zh-HK) holding only what differs from its base, lists whole', () => {
    const doc = (h: string, b: string) => ({ a: { hi: h }, sections: [{ heading: h, body: [b, '·'] }] });
    const files: Record<string, object> = { 'en/ns.json': doc('Gateway', 'Data') };
    for (const l of LANGUAGES)
      if (l !== 'en' && !LANGUAGE_BASE[l]) files[`${l}/ns.json`] = doc(`閘道器 ${l}`, `資料 ${l}`);
    const problems = (overlay?: object) => {
      const all = { ...files };
      if (overlay) all['zh-HK/ns.json'] = overlay;
      return checkCatalogs(catalogDir(all), {}).map((p) => `${p.lang} ${p.key} ${p.problem}`);
    };
    expect(problems()).toEqual([]);
    expect(problems({ a: { hi: '網關' } })).toEqual([]);
    expect(problems({ sections: [{ heading: '閘道器 zh-TW', body: ['數據', '·'] }] })).toEqual([]);

    expect(problems({ a: { hi: '閘道器 zh-TW' } })).toEqual([
      'zh-HK a.hi same as zh-TW (an overlay holds only what differs)',
    ]);
    expect(problems({ sections: { 0: { body: { 0: '數據' } } } })).toEqual([
      'zh-HK sections must be a list, as in zh-TW',
      'zh-HK sections incomplete list: an overlay replaces the whole list (missing sections.0.heading, sections.0.body.1)',
    ]);
    expect(problems({ a: { bye: 'x' } })).toEqual(['zh-HK a.bye not in English (stale)']);
  });
});
