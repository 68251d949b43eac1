// The raw-input rules on their own: one value per name, plain decimals for number fields, numbers in JSON text
// only as JSON numbers, control characters found at any depth.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { int, jsonString } from '@lockconsole/shared/schemas/common';
import { oneOfInt, optional } from '@lockconsole/shared/user/account-fields';
import { checkRawInput, coercedJsonFields, controlCharField } from './raw-input';

const schema = z.object({ id: int(), size: int().optional(), name: z.string(), ids: jsonString(z.array(int())) });

describe('raw input', () => {
  it('refuses a repeated name; numbers that are not plain decimals fail their schema; an empty number is absent', () => {
    expect(checkRawInput(schema, { id: ['1', '2'], name: 'a' })).toEqual([{ field: 'id', key: 'validation.invalid' }]);
    for (const bad of ['0x10', '1e3', 'true', ' 1', '1 ', '--1', 'Infinity', true]) {
      const params: Record<string, unknown> = { id: bad, name: 'a', ids: '[1]' };
      expect(checkRawInput(schema, params)).toEqual([]);
      expect(schema.safeParse(params).success, String(bad)).toBe(false);
    }
    const params: Record<string, unknown> = { id: '-12', size: '', name: '0x10' };
    expect(checkRawInput(schema, params)).toEqual([]);
    expect(params).toEqual({ id: '-12', name: '0x10' });
  });

  it('finds number fields behind optional(), oneOfInt and an object-level transform; JSON null is absent', () => {
    // Found by the fuzz (security/fuzz.test.ts): these took `0x10`, ` 1`, `1.` and JSON true.
    const wrapped = z
      .object({ a: optional(int()).default(0), b: oneOfInt([1, 2]), c: optional(oneOfInt([0, 1])).default(0) })
      .transform((v) => v);
    for (const bad of ['0x1', ' 1', '1.', '+1', true]) {
      const params: Record<string, unknown> = { a: bad, b: bad, c: bad };
      expect(checkRawInput(wrapped, params)).toEqual([]);
      expect(params, String(bad)).toEqual({ a: NaN, b: NaN, c: NaN });
      expect(wrapped.safeParse(params).success).toBe(false);
    }
    const params: Record<string, unknown> = { a: null, b: '2', c: '' };
    checkRawInput(wrapped, params);
    expect(wrapped.parse(params)).toEqual({ a: 0, b: 2, c: 0 });
  });

  it('finds numbers that JSON text held as arrays, strings or booleans', () => {
    const parsed = { ids: [1, 2] };
    expect(coercedJsonFields({ ids: '[1,2]' }, parsed)).toEqual([]);
    // A value the schema filled in by default is not a coercion.
    expect(coercedJsonFields({ p: '[{"a":1}]' }, { p: [{ a: 1, b: 0 }] })).toEqual([]);
    for (const raw of ['[[1],2]', '["1",2]', '[true,2]']) {
      expect(coercedJsonFields({ ids: raw }, parsed), raw).toEqual([{ field: 'ids', key: 'validation.number' }]);
    }
  });

  it('names the top-level field holding a control character, at any depth; tab and new line are text', () => {
    expect(controlCharField({ a: 'ok', b: { c: ['x\u0000'] } })).toBe('b');
    expect(controlCharField({ note: 'line one\nline two\tend\r' })).toBeUndefined();
    expect(controlCharField({ del: 'x\u007f' })).toBe('del');
  });
});
