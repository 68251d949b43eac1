import { describe, expect, it } from 'vitest';
import { translate, type Catalogs } from './translate';
import { fallbackChain, LANGUAGE_NAMES, normalizeLanguage, pickLanguage } from './languages';

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
  it('an overlay (zh-HK) falls back to its base (zh-TW), then English', () => {
    const withOverlay = {
      en: { t: { gateway: 'Gateway', lock: 'Lock', only: 'English only' } },
      'zh-TW': { t: { gateway: '閘道器', lock: '鎖' } },
      'zh-HK': { t: { gateway: '網關' } },
    } as unknown as Catalogs;
    expect(fallbackChain('zh-HK')).toEqual(['zh-HK', 'zh-TW', 'en']);
    expect(fallbackChain('de')).toEqual(['de', 'en']);
    expect(translate(withOverlay, 'zh-HK', 't.gateway')).toBe('網關');
    expect(translate(withOverlay, 'zh-HK', 't.lock')).toBe('鎖');
    expect(translate(withOverlay, 'zh-HK', 't.only')).toBe('English only');
    expect(translate(withOverlay, 'zh-TW', 't.gateway')).toBe('閘道器');
  });
});

describe('language tags', () => {
  it('maps Hong Kong and Macau to zh-HK, other traditional Chinese variants to zh-TW and the rest to zh-CN', () => {
    expect(normalizeLanguage('zh-HK')).toBe('zh-HK');
    expect(normalizeLanguage('zh-MO')).toBe('zh-HK');
    expect(normalizeLanguage('zh-Hant-HK')).toBe('zh-HK');
    expect(normalizeLanguage('zh_hk')).toBe('zh-HK');
    expect(pickLanguage('zh-HK,zh;q=0.9,en;q=0.8')).toBe('zh-HK');
    expect(normalizeLanguage('zh-Hant')).toBe('zh-TW');
    expect(normalizeLanguage('zh-Hant-TW')).toBe('zh-TW');
    expect(normalizeLanguage('zh_TW')).toBe('zh-TW');
    expect(normalizeLanguage('zh')).toBe('zh-CN');
    expect(normalizeLanguage('zh-Hans-CN')).toBe('zh-CN');
  });
  it('maps regional tags to their language and refuses unknown ones', () => {
    expect(normalizeLanguage('de-AT')).toBe('de');
    expect(normalizeLanguage('pt-BR')).toBe('pt');
    expect(LANGUAGE_NAMES.pt).toBe('Português (Brasil)');
    expect(normalizeLanguage('nl')).toBeUndefined();
    expect(pickLanguage('nl-NL,nl;q=0.9,fr;q=0.8')).toBe('fr');
  });
});
