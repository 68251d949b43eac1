import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
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
      if (l !== 'en')
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
});
