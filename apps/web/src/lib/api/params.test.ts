import { describe, expect, it } from 'vitest';
import { canonicalParams } from '@lockconsole/shared/http/signature';
import { prepareParams } from './params';

describe('request parameters (spec §7)', () => {
  it('adds the date, drops nulls and sends objects as JSON strings', () => {
    expect(prepareParams({ a: 1, b: null, c: undefined, d: { x: [1] }, e: true, f: 'text' }, 1700000000000)).toEqual({
      a: '1',
      d: '{"x":[1]}',
      e: 'true',
      f: 'text',
      date: '1700000000000',
    });
  });

  it('signs exactly what is sent', () => {
    const p = prepareParams({ password: 'Secret123', account: 'a@example.com' }, 1700000000000);
    expect(canonicalParams(p)).toBe('account=a@example.com&date=1700000000000&password=Secret123');
  });
});
