import { describe, expect, it } from 'vitest';
import { allowedLanguages, chooseLanguage } from './choose';

describe('language choice (spec §1)', () => {
  it('query, then session storage, then browser, then English', () => {
    expect(chooseLanguage({ query: 'de', stored: 'fr', browser: ['ja'] })).toBe('de');
    expect(chooseLanguage({ query: null, stored: 'fr', browser: ['ja'] })).toBe('fr');
    expect(chooseLanguage({ browser: ['xx', 'ja-JP'] })).toBe('ja');
    expect(chooseLanguage({ browser: ['xx'] })).toBe('en');
  });

  it('folds Chinese variants', () => {
    expect(chooseLanguage({ query: 'zh-HK' })).toBe('zh-TW');
    expect(chooseLanguage({ query: 'zh-Hant-MO' })).toBe('zh-TW');
    expect(chooseLanguage({ browser: ['zh'] })).toBe('zh-CN');
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
