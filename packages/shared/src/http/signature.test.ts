import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalParams, signatureBase, signRequest } from './signature';
import { sha256, toHex } from './sha256';

describe('request signature', () => {
  it('builds the documented byte string (docs/api.md example)', () => {
    expect(
      signatureBase('lockconsole-web', '/api/user/login', {
        password: 'Secret123',
        account: ' a@example.com ',
        date: 1700000000000,
        countryCode: null,
        nickname: '   ',
      }),
    ).toBe('lockconsole-web/api/user/loginaccount=a@example.com&date=1700000000000&password=Secret123');
  });

  it('sends objects as JSON text', () => {
    expect(canonicalParams({ b: { x: 1 }, a: [1, 2] })).toBe('a=[1,2]&b={"x":1}');
  });

  it('matches HMAC-SHA256 of node:crypto for ASCII, Unicode and long keys', () => {
    for (const [secret, params] of [
      ['s3cret-value-1234', { date: 1, name: 'Porte d’entrée 🚪', z: 'ünïcødé' }],
      ['k'.repeat(100), { q: 'x'.repeat(1000) }],
      ['', {}],
    ] as const) {
      const base = signatureBase('app', '/api/x', params);
      const expected = crypto.createHmac('sha256', secret).update(base, 'utf8').digest('hex');
      expect(signRequest(secret, 'app', '/api/x', params)).toBe(expected);
    }
  });

  it('hashes every length around the block boundary like node:crypto', () => {
    for (let n = 0; n < 200; n++) {
      const data = new Uint8Array(n).map((_, i) => (i * 31 + n) & 0xff);
      expect(toHex(sha256(data))).toBe(crypto.createHash('sha256').update(data).digest('hex'));
    }
  });
});
