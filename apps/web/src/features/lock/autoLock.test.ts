import { describe, expect, it } from 'vitest';
import { parseAutoLock } from './autoLock';

describe('auto-lock input (whole seconds 5–900)', () => {
  it('accepts the bounds and whole seconds between', () => {
    expect(parseAutoLock('5')).toEqual({ seconds: 5 });
    expect(parseAutoLock(' 900 ')).toEqual({ seconds: 900 });
    expect(parseAutoLock('30')).toEqual({ seconds: 30 });
  });

  it('refuses 4, 901, fractions, 0, text and nothing with the spec message', () => {
    for (const text of ['4', '901', '7.5', '0', 'ten', '', '-5']) {
      expect(parseAutoLock(text)).toEqual({ problem: 'validation.lock.autoLockTime' });
    }
  });
});
