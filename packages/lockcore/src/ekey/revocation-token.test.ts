import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeLockSecret } from '../secret';
import { signEkeyCredential } from './credential';
import {
  openEkeyRevocation,
  openRevocationReceipt,
  peekRevocationReceipt,
  sealEkeyRevocation,
  sealRevocationReceipt,
} from './revocation-token';

const secret = encodeLockSecret(crypto.randomBytes(32));
const other = encodeLockSecret(crypto.randomBytes(32));
const MAC = 'C0:0E:00:00:00:0A';
const r = { keyId: 4_000_000_001, issuedBefore: 1_790_000_000_123, until: 0 };

describe('revocations carried by phones', () => {
  it('the lock opens a revocation sealed for it, and the server a receipt the lock sealed', () => {
    const token = sealEkeyRevocation(secret, MAC, r);
    expect(token).toMatch(/^[A-Za-z0-9_-]{54}$/);
    expect(openEkeyRevocation(secret, MAC, token)).toEqual(r);
    expect(openEkeyRevocation(secret, MAC.toLowerCase(), token)).toEqual(r);
    const receipt = sealRevocationReceipt(secret, MAC, { ...r, until: 1_800_000_000_000 });
    expect(peekRevocationReceipt(receipt)).toEqual({ ...r, until: 1_800_000_000_000, lockMac: MAC });
    expect(openRevocationReceipt(secret, MAC, receipt)).toEqual({ ...r, until: 1_800_000_000_000 });
  });

  it('refuses another lock’s, a changed, a receipt passed as a revocation, and junk', () => {
    const token = sealEkeyRevocation(secret, MAC, r);
    expect(openEkeyRevocation(other, MAC, token)).toBeNull();
    expect(openEkeyRevocation(secret, 'C0:0E:00:00:00:0B', token)).toBeNull();
    // Every single-character change of the token is refused (a phone can withhold a revocation, not alter it).
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < token.length; i++) {
      const c = alphabet[(alphabet.indexOf(token[i]!) + 1) % 64]!;
      expect(openEkeyRevocation(secret, MAC, token.slice(0, i) + c + token.slice(i + 1))).toBeNull();
    }
    const receipt = sealRevocationReceipt(secret, MAC, r);
    expect(openEkeyRevocation(secret, MAC, receipt)).toBeNull();
    expect(openRevocationReceipt(secret, MAC, token)).toBeNull();
    expect(peekRevocationReceipt(token)).toBeNull();
    const credential = signEkeyCredential(secret, {
      keyId: 1,
      uid: 2,
      validityType: 1,
      startDate: 0,
      endDate: 0,
      cycleDays: [],
      cycleStartMinute: null,
      cycleEndMinute: null,
      issuedAt: 5,
    });
    for (const junk of ['', 'x', credential, token + 'A', token.slice(1), `${token.slice(0, 53)}=`]) {
      expect(openEkeyRevocation(secret, MAC, junk)).toBeNull();
      expect(peekRevocationReceipt(junk)).toBeNull();
    }
  });

  it('refuses to seal what a lock could not read', () => {
    expect(() => sealEkeyRevocation(secret, 'not-a-mac', r)).toThrow();
    expect(() => sealEkeyRevocation(secret, MAC, { ...r, keyId: 0 })).toThrow();
    expect(() => sealEkeyRevocation(secret, MAC, { ...r, until: -1 })).toThrow();
  });
});
