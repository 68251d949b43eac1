import { describe, expect, it } from 'vitest';
import { EKEY_REVOCATION_CAPACITY, isEkeyRevoked, revokeEkey, type EkeyRevocations } from './revocations';

describe('ekey revocations on the lock', () => {
  it('refuses credentials signed before the revocation and accepts those signed after', () => {
    const list: EkeyRevocations = new Map();
    expect(revokeEkey(list, { keyId: 7, issuedBefore: 1000, until: 0 }, 0)).toBe(true);
    expect(isEkeyRevoked(list, 7, 999)).toBe(true);
    expect(isEkeyRevoked(list, 7, 1000)).toBe(false);
    expect(isEkeyRevoked(list, 8, 1)).toBe(false);
  });

  it('merges a repeated revocation: the later cut-off, the later end, "never ends" winning', () => {
    const list: EkeyRevocations = new Map();
    revokeEkey(list, { keyId: 1, issuedBefore: 2000, until: 5000 }, 0);
    revokeEkey(list, { keyId: 1, issuedBefore: 1000, until: 9000 }, 0);
    expect(list.get(1)).toEqual({ issuedBefore: 2000, until: 9000 });
    revokeEkey(list, { keyId: 1, issuedBefore: 3000, until: 0 }, 0);
    expect(list.get(1)).toEqual({ issuedBefore: 3000, until: 0 });
    revokeEkey(list, { keyId: 1, issuedBefore: 3000, until: 4000 }, 0);
    expect(list.get(1)!.until).toBe(0);
  });

  it('forgets a key once it has ended, and refuses a new entry only when full of live ones', () => {
    const list: EkeyRevocations = new Map();
    for (let k = 1; k <= EKEY_REVOCATION_CAPACITY; k++) {
      expect(revokeEkey(list, { keyId: k, issuedBefore: 10, until: k === 1 ? 500 : 0 }, 0)).toBe(true);
    }
    // Full: a new key is refused, a key already held is still updated.
    expect(revokeEkey(list, { keyId: 999, issuedBefore: 10, until: 0 }, 100)).toBe(false);
    expect(isEkeyRevoked(list, 999, 1)).toBe(false);
    expect(revokeEkey(list, { keyId: 2, issuedBefore: 20, until: 0 }, 100)).toBe(true);
    // Key 1 has ended by 500: its entry goes and makes room.
    expect(revokeEkey(list, { keyId: 999, issuedBefore: 10, until: 0 }, 500)).toBe(true);
    expect(list.has(1)).toBe(false);
    expect(isEkeyRevoked(list, 999, 1)).toBe(true);
  });
});
