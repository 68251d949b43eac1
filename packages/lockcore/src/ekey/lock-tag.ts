// The tag of what the server seals for one lock (ekey credentials, carried revocations): the first 16 bytes of
// HMAC-SHA256 over a domain string and the payload, under a key derived from the lock secret for that purpose
// (HKDF-SHA256, salt = the purpose, info "mac"). Different salts keep each kind of token invalid as any other.
/// <reference types="node" />
import { createHmac, hkdfSync } from 'node:crypto';
import { decodeLockSecret } from '../passcode/offline-keys';

export const TAG_BYTES = 16;

/** A tag function for one purpose; derived keys are memoized per lock secret (at most 1024 at a time). */
export function lockTagger(salt: string, domain: string): (lockSecret: string, payload: Buffer) => Buffer {
  const memo = new Map<string, Buffer>();
  const prefix = Buffer.from(domain);
  const keyOf = (lockSecret: string) => {
    let k = memo.get(lockSecret);
    if (!k) {
      k = Buffer.from(hkdfSync('sha256', decodeLockSecret(lockSecret), salt, 'mac', 32));
      if (memo.size >= 1024) memo.clear();
      memo.set(lockSecret, k);
    }
    return k;
  };
  return (lockSecret, payload) =>
    createHmac('sha256', keyOf(lockSecret)).update(prefix).update(payload).digest().subarray(0, TAG_BYTES);
}
