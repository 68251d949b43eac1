import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password';

describe('password rules (spec §5)', () => {
  it.each([
    ['abc12345', undefined],
    ['abcdefg!', undefined],
    ['12345678!', undefined],
    ['Ab1!Ab1!Ab1!Ab1!Ab1!', undefined],
    ['abcdefgh', 'validation.password.rule'],
    ['12345678', 'validation.password.rule'],
    ['!@#$%^&*', 'validation.password.rule'],
    ['ab12', 'validation.password.length'],
    ['Ab1!Ab1!Ab1!Ab1!Ab1!x', 'validation.password.length'],
    ['abc 12345', 'validation.password.spaces'],
    ['abc\t12345', 'validation.password.spaces'],
    ['abc\u300012345', 'validation.password.spaces'],
    ['abcé12345', 'validation.password.invalidChars'],
    ['abc12345\u0001', 'validation.password.invalidChars'],
    ['密码abc12345', 'validation.password.invalidChars'],
  ])('%j → %s', (pw, expected) => {
    expect(passwordProblem(pw)).toBe(expected);
  });
});
