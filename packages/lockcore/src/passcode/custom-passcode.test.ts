import { describe, expect, it } from 'vitest';
import { customPasscodeProblems, isTooSimple } from './custom-passcode';

const ctx = { minLength: 6, existing: ['482913', '7310592'], customCount: 10 };

describe('custom passcodes', () => {
  it('takes the site minimum up to 9 digits', () => {
    expect(customPasscodeProblems('48291', ctx)).toEqual(['badLength']);
    expect(customPasscodeProblems('5829137', ctx)).toEqual([]);
    expect(customPasscodeProblems('5829137460', ctx)).toEqual(['badLength']);
    expect(customPasscodeProblems('5829', { ...ctx, minLength: 4 })).toEqual([]);
    expect(customPasscodeProblems('58 291', ctx)).toEqual(['badLength']);
  });

  it('refuses too-simple codes', () => {
    for (const c of ['111111', '123456', '987654', '890123', '121212', '123123', '12341234'])
      expect(isTooSimple(c), c).toBe(true);
    for (const c of ['582913', '112358', '120521', '135792']) expect(isTooSimple(c), c).toBe(false);
    expect(customPasscodeProblems('654321', ctx)).toEqual(['tooSimple']);
  });

  it('refuses duplicates of live codes and a full lock', () => {
    expect(customPasscodeProblems('482913', ctx)).toEqual(['duplicate']);
    expect(customPasscodeProblems('582913', { ...ctx, customCount: 250 })).toEqual(['full']);
    expect(customPasscodeProblems('582913', { ...ctx, customCount: 249 })).toEqual([]);
  });
});
