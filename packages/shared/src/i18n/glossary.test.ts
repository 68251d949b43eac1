// One word for one thing in every language (glossary.ts): fails on any catalog value that drifts from the glossary,
// names its language and key, and shows on planted drifts that the check catches them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GLOSSARY_EXCEPTIONS, REGISTERS, TERMS, type GlossaryLanguage, type Rendering } from './glossary';
import {
  checkGlossary,
  formatProblem,
  GLOSSARY,
  readCatalogSet,
  withOverlays,
  type CatalogSet,
} from './glossary-check';
import { LANGUAGE_BASE, LANGUAGES, type Language } from './languages';

const here = path.dirname(fileURLToPath(import.meta.url));
const catalogs = readCatalogSet(path.join(here, 'locales'));
const run = (cats: CatalogSet, glossary = GLOSSARY) => checkGlossary(cats, glossary).map(formatProblem);

/** A deep copy of the real catalogs with some values replaced (and overlays merged again over their base). */
function planted(changes: Partial<Record<Language, Record<string, string>>>): CatalogSet {
  const copy: CatalogSet = {};
  for (const lang of LANGUAGES) copy[lang] = { ...catalogs[lang], ...changes[lang] };
  return copy;
}

describe('glossary', () => {
  it('every catalog uses the glossary’s words and register', () => {
    expect(run(catalogs)).toEqual([]);
  });

  it('has one rendering of every term in every language, matched by its own pattern', () => {
    const full = LANGUAGES.filter((l): l is GlossaryLanguage => l !== 'en' && !LANGUAGE_BASE[l]);
    const word = (r: Rendering) => (typeof r === 'string' ? r : r.word);
    const match = (r: Rendering) => (typeof r === 'string' ? r.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : r.match);
    for (const term of TERMS) {
      for (const lang of full) expect(term.renderings[lang], `${term.id} in ${lang}`).toBeDefined();
      for (const r of Object.values(term.renderings)) {
        expect(new RegExp(match(r), 'iu').test(word(r)), `${term.id}: "${word(r)}"`).toBe(true);
      }
    }
    expect(Object.keys(REGISTERS).sort()).toEqual(
      ['cs', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'tr', 'uk', 'zh-CN', 'zh-TW'].sort(),
    );
    for (const e of GLOSSARY_EXCEPTIONS) expect(e.why.length, `${e.lang} ${e.key}`).toBeGreaterThan(5);
  });

  it('fails on a planted drift, naming the language and the key', () => {
    const problems = run(
      planted({
        de: { 'ekeys.actions.freeze': 'Sperren' },
        pt: { 'locks.settings.switch.remoteUnlock': 'Desbloqueio remoto' },
        'zh-CN': { 'passcodes.form.submit': '获取密码' },
        fr: { 'locks.tabs.keyfobNo': 'Porte-clés' },
      }),
    );
    expect(problems).toContain(
      'de ekeys.actions.freeze: English "Freeze" but not the glossary\'s "einfrieren" (freeze)',
    );
    expect(problems).toContain('de ekeys.actions.freeze: "Sperr" is not the word for freeze: write "einfrieren"');
    expect(problems).toContain(
      'pt locks.settings.switch.remoteUnlock: English "unlock" but not the glossary\'s "destrancar" (unlock)',
    );
    expect(problems).toContain(
      'zh-CN passcodes.form.submit: English "passcode" but not the glossary\'s "开锁密码" (passcode)',
    );
    expect(problems).toContain(
      'fr locks.tabs.keyfobNo: English "Key fobs" but not the glossary\'s "télécommande" (keyFob)',
    );
    expect(problems).toContain(
      'pt locks.settings.switch.remoteUnlock: "Desbloque" is not the word for unlock: write "destrancar"',
    );
    // A bare 密码 is the account password's word: wrong for a passcode, and the English has no "password".
    expect(problems).toContain('zh-CN passcodes.form.submit: "密码" is not the word for passcode: write "开锁密码"');
    expect(problems).toContain(
      'zh-CN passcodes.form.submit: "密码" is the word for password (the account password, for signing in), but the English has no "password"',
    );
    expect(problems).toHaveLength(8);
  });

  it('fails on the wrong register, a variant’s word, UK spelling and a stale exception', () => {
    const problems = run(
      planted({
        en: { 'groups.intro': 'Groups organise your locks.' },
        it: { 'messages.ekey.send.subject': '{{sender}} ti ha inviato una chiave elettronica per {{lock}}' },
        de: { 'common.session.expired': 'Deine Anmeldung ist abgelaufen' },
        ru: { 'common.errorPage.text': 'Проверь подключение к сети и попробуй ещё раз.' },
        'zh-TW': { 'gateways.title': '網關' },
      }),
    );
    expect(problems).toContain('it messages.ekey.send.subject: "ti" is the wrong register: address the user as "Lei"');
    expect(problems).toContain('de common.session.expired: "Deine" is the wrong register: address the user as "Sie"');
    expect(problems).toContain('ru common.errorPage.text: "Проверь" is the wrong register: address the user as "вы"');
    expect(problems).toContain('en groups.intro: UK spelling "organise": English is US English (-ize / -ization)');
    expect(problems).toContain('zh-TW gateways.title: "網關" is another variant\'s word: write "閘道器"');

    const stale = checkGlossary(catalogs, {
      ...GLOSSARY,
      exceptions: [...GLOSSARY_EXCEPTIONS, { lang: 'de', key: 'ekeys.actions.freeze', term: 'freeze', why: 'planted' }],
    }).map(formatProblem);
    expect(stale).toEqual(['de ekeys.actions.freeze: exception no longer needed (planted)']);
  });

  it('checks the zh-HK overlay merged over zh-TW: a value it does not override must not keep Taiwan’s words', () => {
    const raw: CatalogSet = {
      en: { 'gateways.title': 'Gateways', 'locks.info.title': 'Lock information' },
      'zh-TW': { 'gateways.title': '閘道器', 'locks.info.title': '鎖資訊' },
      'zh-HK': {},
    };
    expect(run(withOverlays(raw))).toEqual([
      'zh-HK gateways.title: English "Gateways" but not the glossary\'s "網關" (gateway)',
      'zh-HK gateways.title: "閘道" is another variant\'s word: write "網關"',
    ]);
    raw['zh-HK'] = { 'gateways.title': '網關' };
    expect(run(withOverlays(raw))).toEqual([]);
  });
});
