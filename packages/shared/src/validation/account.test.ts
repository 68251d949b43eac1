import { describe, expect, it } from 'vitest';
import { accountKind, normalizeAccount } from './account';

describe('account identifiers', () => {
  it('tells e-mail from mobile and refuses malformed ones', () => {
    expect(accountKind('Ann@Example.com')).toBe('email');
    expect(accountKind('0412 345 678')).toBe('mobile');
    expect(accountKind('ann@')).toBeUndefined();
    expect(accountKind('12ab')).toBeUndefined();
    expect(accountKind('1234')).toBeUndefined();
  });
  it('normalizes to one stored form', () => {
    expect(normalizeAccount(' Ann@Example.COM ')).toBe('ann@example.com');
    expect(normalizeAccount('0412-345-678', '+61')).toBe('+61 412345678');
    expect(normalizeAccount('412345678', '61')).toBe('+61 412345678');
    expect(normalizeAccount('412345678')).toBeUndefined();
  });
});
