// Ekey revocations carried by phones (docs/protocol.md §7 "Carried by phones"). A lock without an online gateway
// still meets phones: the server hands every key holder's phone the revocations still waiting for that holder's
// locks, sealed with a key derived from the lock secret, and the phone passes them to the lock over Bluetooth
// before it unlocks. The lock trusts only what it can verify (a phone can withhold a revocation, never forge or
// change one) and answers each one it now holds with a receipt sealed the same way, which the phone brings back
// to the server at its next sync: only the lock can make one, so a receipt proves delivery.
//
// Format: base64url( payload ‖ tag ), no padding. payload (big-endian, 24 bytes):
//   0 version=1 | 1 kind (1 revocation, 2 receipt) | 2 keyId u32 | 6 issuedBefore u48 ms | 12 until u48 ms
//   | 18 lockMac 6 bytes
// tag = first 16 bytes of HMAC-SHA256(K, "lockconsole/ekey-revocation/v1" ‖ payload), K = HKDF-SHA256(lock secret,
// salt "lockconsole/ekey-revocation/v1", info "mac"): its own salt, so neither an ekey credential nor an offline
// passcode is ever valid as one of these, and the kind byte keeps a revocation from passing as its receipt.
/// <reference types="node" />
import { timingSafeEqual } from 'node:crypto';
import { lockTagger, TAG_BYTES } from './lock-tag';
import type { EkeyRevocation } from './revocations';

const VERSION = 1;
const KIND = { revocation: 1, receipt: 2 } as const;
type Kind = keyof typeof KIND;
const PAYLOAD = 24;
const TOKEN_CHARS = Math.ceil(((PAYLOAD + TAG_BYTES) * 4) / 3);
const MAX_U48 = 2 ** 48 - 1;
const SALT = 'lockconsole/ekey-revocation/v1';
const MAC_RE = /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/;

const tagOf = lockTagger(SALT, SALT);

/** What a token says, before anyone checked its tag (the server uses it to find the lock whose secret checks it). */
export type RevocationTokenClaims = EkeyRevocation & { lockMac: string };

function seal(kind: Kind, lockSecret: string, lockMac: string, r: EkeyRevocation): string {
  const mac = lockMac.toUpperCase();
  if (!MAC_RE.test(mac)) throw new Error('lockMac must be AA:BB:CC:DD:EE:FF');
  if (!Number.isInteger(r.keyId) || r.keyId <= 0 || r.keyId > 0xffffffff) throw new Error('keyId must be u32');
  for (const v of [r.issuedBefore, r.until]) {
    if (!Number.isInteger(v) || v < 0 || v > MAX_U48) throw new Error('times must be non-negative ms');
  }
  const p = Buffer.alloc(PAYLOAD);
  p.writeUInt8(VERSION, 0);
  p.writeUInt8(KIND[kind], 1);
  p.writeUInt32BE(r.keyId, 2);
  p.writeUIntBE(r.issuedBefore, 6, 6);
  p.writeUIntBE(r.until, 12, 6);
  Buffer.from(mac.replace(/:/g, ''), 'hex').copy(p, 18);
  return Buffer.concat([p, tagOf(lockSecret, p)]).toString('base64url');
}

/** The payload of a well-formed token of `kind`, tag not checked; null when malformed. */
function parse(kind: Kind, token: string): { claims: RevocationTokenClaims; payload: Buffer; tag: Buffer } | null {
  if (typeof token !== 'string' || token.length !== TOKEN_CHARS || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== PAYLOAD + TAG_BYTES || raw.toString('base64url') !== token) return null;
  const p = raw.subarray(0, PAYLOAD);
  if (p.readUInt8(0) !== VERSION || p.readUInt8(1) !== KIND[kind]) return null;
  const hex = p.subarray(18, 24).toString('hex').toUpperCase();
  const claims = {
    keyId: p.readUInt32BE(2),
    issuedBefore: p.readUIntBE(6, 6),
    until: p.readUIntBE(12, 6),
    lockMac: hex.match(/../g)!.join(':'),
  };
  return claims.keyId > 0 ? { claims, payload: p, tag: raw.subarray(PAYLOAD) } : null;
}

function open(kind: Kind, lockSecret: string, lockMac: string, token: string): EkeyRevocation | null {
  const t = parse(kind, token);
  if (!t || t.claims.lockMac !== lockMac.toUpperCase()) return null;
  if (!timingSafeEqual(tagOf(lockSecret, t.payload), t.tag)) return null;
  return { keyId: t.claims.keyId, issuedBefore: t.claims.issuedBefore, until: t.claims.until };
}

/** Server: a revocation for the lock holding `lockSecret`, for phones to carry. */
export const sealEkeyRevocation = (lockSecret: string, lockMac: string, r: EkeyRevocation) =>
  seal('revocation', lockSecret, lockMac, r);

/** Lock: the revocation a phone brought, or null (malformed, tampered, another lock's, a receipt). */
export const openEkeyRevocation = (lockSecret: string, lockMac: string, token: string) =>
  open('revocation', lockSecret, lockMac, token);

/** Lock: "I hold this revocation (or a later one)". */
export const sealRevocationReceipt = (lockSecret: string, lockMac: string, r: EkeyRevocation) =>
  seal('receipt', lockSecret, lockMac, r);

/** Server: what a receipt claims, to find the lock whose secret then checks it (openRevocationReceipt). */
export const peekRevocationReceipt = (token: string): RevocationTokenClaims | null =>
  parse('receipt', token)?.claims ?? null;

/** Server: the revocation the lock confirms holding, or null (not made by that lock). */
export const openRevocationReceipt = (lockSecret: string, lockMac: string, token: string) =>
  open('receipt', lockSecret, lockMac, token);
