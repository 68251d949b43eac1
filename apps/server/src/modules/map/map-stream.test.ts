// The live feed's caps count an IPv4 address as itself and an IPv6 address by its /64 (one subscriber's network:
// a client cannot dodge the cap by walking its own prefix).
import { describe, expect, it } from 'vitest';
import { addressKey } from './map-stream.route';

describe('addressKey', () => {
  it('keeps IPv4 (also written as IPv4-mapped IPv6)', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
  it('counts IPv6 by its /64, however it is written', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
