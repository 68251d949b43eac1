// Where a webhook may not go (SSRF): loopback, link-local (cloud metadata), private, shared and reserved addresses,
// IPv4 and IPv6, also an IPv4 address written as IPv6, and names that resolve to them; public addresses pass.
import { describe, expect, it } from 'vitest';
import { checkTarget, isPrivateAddress } from './webhook-address';

describe('webhook targets', () => {
  it('refuses private and special addresses, lets public ones through', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.4.4'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('checks URLs: scheme, literal addresses and names that resolve to loopback; the operator may allow private', async () => {
    expect(await checkTarget('http://127.0.0.1:8080/hook', false)).toEqual({ host: '127.0.0.1' });
    expect(await checkTarget('http://[::1]/hook', false)).toEqual({ host: '::1' });
    expect(await checkTarget('http://localhost/hook', false)).toEqual({ host: 'localhost' });
    expect(await checkTarget('http://169.254.169.254/latest/meta-data', false)).toBeDefined();
    expect(await checkTarget('ftp://8.8.8.8/x', false)).toBeDefined();
    expect(await checkTarget('http://no-such-host.invalid/x', false)).toBeDefined();
    expect(await checkTarget('https://8.8.8.8/hook', false)).toBeUndefined();
    expect(await checkTarget('http://127.0.0.1:8080/hook', true)).toBeUndefined();
  });
});
