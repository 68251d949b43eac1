import { describe, expect, it } from 'vitest';
import { allowedLanguages, chooseLanguage } from './choose';

describe('language choice (spec §1)', () => {
  it('query, then session storage, then browser, then English', () => {
    expect(chooseLanguage({ query: 'de', stored: 'fr', browser: ['ja'] })).toBe('de');
    expect(chooseLanguage({ query: null, stored: 'fr', browser: ['ja'] })).toBe('fr');
    expect(chooseLanguage({ browser: ['xx', 'ja-JP'] })).toBe('ja');
    expect(chooseLanguage({ browser: ['xx'] })).toBe('en');
  });

  it('folds Chinese variants: Hong Kong and Macau take the zh-HK overlay', () => {
    expect(chooseLanguage({ query: 'zh-HK' })).toBe('zh-HK');
    expect(chooseLanguage({ query: 'zh-Hant-MO' })).toBe('zh-HK');
    expect(chooseLanguage({ browser: ['zh-HK', 'zh'] })).toBe('zh-HK');
    expect(chooseLanguage({ query: 'zh-Hant' })).toBe('zh-TW');
    expect(chooseLanguage({ browser: ['zh'] })).toBe('zh-CN');
  });

  it('offers the zh-HK overlay wherever zh-TW is offered', () => {
    const site = { languages: ['en', 'zh-TW'], chineseOnly: false };
    expect(allowedLanguages(site)).toEqual(['en', 'zh-TW', 'zh-HK']);
    expect(chooseLanguage({ browser: ['zh-HK'], site })).toBe('zh-HK');
    expect(allowedLanguages({ languages: ['en', 'de'], chineseOnly: false })).not.toContain('zh-HK');
  });

  it('defaults to Chinese on Chinese-only sites', () => {
    expect(chooseLanguage({ site: { languages: [], chineseOnly: true } })).toBe('zh-CN');
  });

  it('keeps to the languages the host offers', () => {
    const site = { languages: ['en', 'de'], chineseOnly: false };
    expect(allowedLanguages(site)).toEqual(['en', 'de']);
    expect(chooseLanguage({ query: 'zh-CN', stored: 'de', site })).toBe('de');
    expect(chooseLanguage({ query: 'ja', site: { languages: ['fr'], chineseOnly: false } })).toBe('fr');
  });
});
