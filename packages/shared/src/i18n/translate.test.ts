import { describe, expect, it } from 'vitest';
import { translate, type Catalogs } from './translate';
import { normalizeLanguage, pickLanguage } from './languages';

const catalogs = {
  en: {
    t: { hello: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items', only: 'English only' },
  },
  ru: {
    t: {
      hello: 'Привет, {{name}}',
      items_one: '{{count}} предмет',
      items_few: '{{count}} предмета',
      items_many: '{{count}} предметов',
      items_other: '{{count}} предмета',
    },
  },
} as unknown as Catalogs;

describe('translate', () => {
  it('interpolates and picks CLDR plural forms', () => {
    expect(translate(catalogs, 'en', 't.hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(translate(catalogs, 'en', 't.items', { count: 1 })).toBe('1 item');
    expect(translate(catalogs, 'en', 't.items', { count: 5 })).toBe('5 items');
    expect(translate(catalogs, 'ru', 't.items', { count: 3 })).toBe('3 предмета');
    expect(translate(catalogs, 'ru', 't.items', { count: 5 })).toBe('5 предметов');
  });
  it('falls back to English, then to the key', () => {
    expect(translate(catalogs, 'ru', 't.only')).toBe('English only');
    expect(translate(catalogs, 'ru', 't.nothing')).toBe('t.nothing');
  });
});

describe('language tags', () => {
  it('maps traditional Chinese variants to zh-TW and others to zh-CN', () => {
    expect(normalizeLanguage('zh-HK')).toBe('zh-TW');
    expect(normalizeLanguage('zh-MO')).toBe('zh-TW');
    expect(normalizeLanguage('zh-Hant')).toBe('zh-TW');
    expect(normalizeLanguage('zh_TW')).toBe('zh-TW');
    expect(normalizeLanguage('zh')).toBe('zh-CN');
    expect(normalizeLanguage('zh-Hans-CN')).toBe('zh-CN');
  });
  it('maps regional tags to their language and refuses unknown ones', () => {
    expect(normalizeLanguage('de-AT')).toBe('de');
    expect(normalizeLanguage('pt-BR')).toBe('pt');
    expect(normalizeLanguage('nl')).toBeUndefined();
    expect(pickLanguage('nl-NL,nl;q=0.9,fr;q=0.8')).toBe('fr');
  });
});
