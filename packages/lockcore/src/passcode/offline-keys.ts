// Keys and PRF of the offline passcode scheme. The lock secret (32 random bytes, base64url, see ../secret.ts) is
// never used directly: HKDF-SHA256 derives one key for the decimal cipher and one for the tag MAC, so the two
// roles stay independent. Owns no state except a bounded memo of derived keys; no I/O.
/// <reference types="node" />
import { createHmac, hkdfSync } from 'node:crypto';
import { isLockSecret, LOCK_SECRET_BYTES } from '../secret';

export type OfflineKeys = { fpe: Buffer; mac: Buffer };

const HKDF_SALT = 'lockconsole/offline-passcode/v1';
const memo = new Map<string, OfflineKeys>();
const MEMO_MAX = 1024;

export function decodeLockSecret(secret: string): Buffer {
  if (!isLockSecret(secret)) throw new Error('lock secret must be 43 base64url characters');
  const bytes = Buffer.from(secret, 'base64url');
  if (bytes.length !== LOCK_SECRET_BYTES) throw new Error(`lock secret must be ${LOCK_SECRET_BYTES} bytes`);
  return bytes;
}

/** Derived keys of a lock secret (memoized: the lock and the server call this on every code). */
export function offlineKeys(secret: string): OfflineKeys {
  const hit = memo.get(secret);
  if (hit) return hit;
  const ikm = decodeLockSecret(secret);
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', ikm, HKDF_SALT, info, 32));
  const keys = { fpe: derive('fpe'), mac: derive('mac') };
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(secret, keys);
  return keys;
}

/** HMAC-SHA256 of `words` (each a uint32, big-endian) reduced to [0, modulus); 48 bits keep the bias < 2^-28. */
export function prf(key: Buffer, words: readonly number[], modulus: number): number {
  const msg = Buffer.alloc(4 * words.length);
  words.forEach((w, i) => msg.writeUInt32BE(w >>> 0, 4 * i));
  return createHmac('sha256', key).update(msg).digest().readUIntBE(0, 6) % modulus;
}
