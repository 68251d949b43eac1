import { describe, expect, it } from 'vitest';
import { OPEN_METHOD, renderTemplate, smsParts, specialCharOf, templateProblems } from './template';

describe('message templates', () => {
  it('fills placeholders, drops empty lines and unknown values', () => {
    const text = renderTemplate(
      { startText: '', content: 'Room {room}, code {passcode}{ appLink }', endText: 'Bye' },
      { room: '204', passcode: '1234' },
    );
    expect(text).toBe('Room 204, code 1234\nBye');
  });

  it('lets any script, line breaks and punctuation through; refuses markup, emoji and control characters', () => {
    expect(specialCharOf('Zimmer 204 — Grüße, 您好! (10%)\r\nOK?')).toBeUndefined();
    expect(specialCharOf('a <b>')).toBe('<');
    expect(specialCharOf('ok 🙂')).toBe('🙂');
    expect(specialCharOf('tab\there')).toBe('U+0009');
    expect(specialCharOf('{room}')).toBeUndefined();
  });

  it('wants the room and the code in a passcode message, the room in an ekey message; links only in an ekey one', () => {
    const p = (content: string, m: 1 | 2 = OPEN_METHOD.passcode) =>
      templateProblems({ startText: '', content, endText: '' }, m).map((x) => x.problem.key);
    expect(p('{room} {passcode} {time}')).toEqual([]);
    expect(p('{passcode}')).toEqual(['validation.template.placeholderMissing']);
    expect(p('{room} {passcode} {unlockLink}')).toEqual(['validation.template.placeholderNotAllowed']);
    expect(p('Your key for {room}: {appLink} {unlockLink}', OPEN_METHOD.ekey)).toEqual([]);
    expect(p('Get the app: {appLink}', OPEN_METHOD.ekey)).toEqual(['validation.template.placeholderMissing']);
    expect(p('{room} {code}', OPEN_METHOD.ekey)).toEqual(['validation.template.unknownPlaceholder']);
  });

  it('counts SMS parts: 160 / 153 in the GSM alphabet, 70 / 67 otherwise', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('您'.repeat(70))).toBe(1);
    expect(smsParts('您'.repeat(71))).toBe(2);
    expect(smsParts('')).toBe(0);
  });
});
