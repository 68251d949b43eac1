// The Bluetooth ekey credential (issue 6): what the server hands a key holder's phone at /key/sync and what the
// lock checks when the phone presents it. The server signs the key's claims with a key derived from the lock
// secret; the lock verifies with its own copy of the secret, then judges validity on ITS clock and timezone.
// Owns the byte format, the MAC and the validity rules of ekeys; no state, no I/O (the lock keeps used once keys).
//
// Format: base64url( payload ‖ tag ), no padding. payload (big-endian, 34 or 40 bytes):
//   0 version=1 | 1 flags (bit0: lockMac present) | 2 keyId u32 | 6 uid u32 | 10 validityType u8
//   11 startDate u48 ms | 17 endDate u48 ms | 23 cycleDays bitmask (bit d-1 for day d, Sun 1 … Sat 7)
//   24 cycleStartMinute u16 | 26 cycleEndMinute u16 (0xFFFF = null) | 28 issuedAt u48 ms | [34 lockMac 6 bytes]
// tag = first 16 bytes of HMAC-SHA256(K, "lockconsole/ekey/v1" ‖ payload), K = HKDF-SHA256(lock secret,
// salt "lockconsole/ekey-credential/v1", info "mac"). The salt differs from the offline passcode keys
// (../passcode/offline-keys.ts), so no credential of one kind can ever be valid as the other. 128-bit tags are
// ample for an online-only forgery (the lock answers one try per Bluetooth connection) and keep it short.
/// <reference types="node" />
import { timingSafeEqual } from 'node:crypto';
import { lockTagger, TAG_BYTES } from './lock-tag';
import { checkValidity, type CyclePeriod, type WeekDay } from '../validity';

/** validityType of an ekey (spec §3): permanent 1, limited 2, once 3, cycle 4. */
export const EKEY_VALIDITY = { permanent: 1, limited: 2, once: 3, cycle: 4 } as const;
export type EkeyValidityType = (typeof EKEY_VALIDITY)[keyof typeof EKEY_VALIDITY];

/** A once key opens one time, from its startDate for one hour (contract /key/send). */
export const ONCE_KEY_MS = 3_600_000;

export type EkeyClaims = {
  keyId: number;
  uid: number;
  /** The lock this key is for ("AA:BB:CC:DD:EE:FF"); the lock refuses a credential naming another MAC. */
  lockMac?: string;
  validityType: EkeyValidityType;
  /** ms; permanent keys 0/0. */
  startDate: number;
  endDate: number;
  /** Sun 1 … Sat 7 (spec "Ekey cycle day"); only cycle keys use them. */
  cycleDays: number[];
  /** Minutes of the day in the lock's local time, 0 ≤ start < end ≤ 1440; null unless a cycle key. */
  cycleStartMinute: number | null;
  cycleEndMinute: number | null;
  /** ms, when the server signed it. */
  issuedAt: number;
};

export type EkeyVerdict = 'valid' | 'notYetValid' | 'expired' | 'outsideCycle' | 'used';

const VERSION = 1;
const HEAD = 34;
const MAC_BYTES = 6;
const NO_MINUTE = 0xffff;
const MAX_U48 = 2 ** 48 - 1;
const DOMAIN = 'lockconsole/ekey/v1';
const HKDF_SALT = 'lockconsole/ekey-credential/v1';
const MAC_RE = /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/;

const tagOf = lockTagger(HKDF_SALT, DOMAIN);

const isU32 = (n: number) => Number.isInteger(n) && n > 0 && n <= 0xffffffff;
const isU48 = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_U48;
const isMinute = (n: number | null) => n === null || (Number.isInteger(n) && n >= 0 && n <= 1440);

/** Why claims cannot be signed (null = fine). The server only signs keys a lock can judge unambiguously. */
export function ekeyClaimsProblem(c: EkeyClaims): string | null {
  if (!isU32(c.keyId) || !isU32(c.uid)) return 'keyId and uid must be positive 32-bit integers';
  if (![1, 2, 3, 4].includes(c.validityType)) return 'unknown validityType';
  if (!isU48(c.startDate) || !isU48(c.endDate) || !isU48(c.issuedAt)) return 'dates must be non-negative ms';
  if (c.lockMac !== undefined && !MAC_RE.test(c.lockMac.toUpperCase())) return 'lockMac must be AA:BB:CC:DD:EE:FF';
  if (c.cycleDays.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) return 'cycleDays are Sun 1 … Sat 7';
  if (!isMinute(c.cycleStartMinute) || !isMinute(c.cycleEndMinute)) return 'cycle minutes are 0 … 1440';
  if (c.validityType === EKEY_VALIDITY.limited && !(c.startDate < c.endDate)) return 'a limited key needs start < end';
  if (c.validityType === EKEY_VALIDITY.once && c.startDate === 0) return 'a once key needs a startDate';
  if (c.validityType === EKEY_VALIDITY.cycle) {
    if (c.cycleDays.length === 0) return 'a cycle key needs cycleDays';
    if (c.cycleStartMinute === null || c.cycleEndMinute === null || c.cycleStartMinute >= c.cycleEndMinute) {
      return 'a cycle key needs 0 ≤ cycleStartMinute < cycleEndMinute ≤ 1440';
    }
    if ((c.startDate === 0) !== (c.endDate === 0) || (c.endDate !== 0 && c.startDate >= c.endDate)) {
      return 'a cycle key has 0/0 or start < end';
    }
  }
  return null;
}

/** Signs `claims` for the lock holding `lockSecret`. Throws on claims a lock could not judge (a server bug). */
export function signEkeyCredential(lockSecret: string, claims: EkeyClaims): string {
  const problem = ekeyClaimsProblem(claims);
  if (problem) throw new Error(`ekey claims: ${problem}`);
  const hasMac = claims.lockMac !== undefined;
  const p = Buffer.alloc(HEAD + (hasMac ? MAC_BYTES : 0));
  p.writeUInt8(VERSION, 0);
  p.writeUInt8(hasMac ? 1 : 0, 1);
  p.writeUInt32BE(claims.keyId, 2);
  p.writeUInt32BE(claims.uid, 6);
  p.writeUInt8(claims.validityType, 10);
  p.writeUIntBE(claims.startDate, 11, 6);
  p.writeUIntBE(claims.endDate, 17, 6);
  p.writeUInt8(
    claims.cycleDays.reduce((m, d) => m | (1 << (d - 1)), 0),
    23,
  );
  p.writeUInt16BE(claims.cycleStartMinute ?? NO_MINUTE, 24);
  p.writeUInt16BE(claims.cycleEndMinute ?? NO_MINUTE, 26);
  p.writeUIntBE(claims.issuedAt, 28, 6);
  if (hasMac) Buffer.from(claims.lockMac!.replace(/:/g, ''), 'hex').copy(p, HEAD);
  return Buffer.concat([p, tagOf(lockSecret, p)]).toString('base64url');
}

/** The claims of a credential signed for this lock, or null (malformed, tampered, or another lock's). */
export function verifyEkeyCredential(lockSecret: string, credential: string): EkeyClaims | null {
  if (typeof credential !== 'string' || !/^[A-Za-z0-9_-]+$/.test(credential) || credential.length > 100) return null;
  const raw = Buffer.from(credential, 'base64url');
  // Canonical encoding only: the same bytes always have the same text (no trailing bits, no other lengths).
  if (raw.toString('base64url') !== credential) return null;
  if (raw.length !== HEAD + TAG_BYTES && raw.length !== HEAD + MAC_BYTES + TAG_BYTES) return null;
  const p = raw.subarray(0, raw.length - TAG_BYTES);
  if (!timingSafeEqual(tagOf(lockSecret, p), raw.subarray(raw.length - TAG_BYTES))) return null;
  if (p.readUInt8(0) !== VERSION) return null;
  const flags = p.readUInt8(1);
  if (flags & ~1 || (flags === 1) !== (p.length === HEAD + MAC_BYTES)) return null;
  const minute = (o: number) => (p.readUInt16BE(o) === NO_MINUTE ? null : p.readUInt16BE(o));
  const mask = p.readUInt8(23);
  if (mask & 0x80) return null;
  const claims: EkeyClaims = {
    keyId: p.readUInt32BE(2),
    uid: p.readUInt32BE(6),
    ...(flags === 1 ? { lockMac: macText(p.subarray(HEAD, HEAD + MAC_BYTES)) } : {}),
    validityType: p.readUInt8(10) as EkeyValidityType,
    startDate: p.readUIntBE(11, 6),
    endDate: p.readUIntBE(17, 6),
    cycleDays: [1, 2, 3, 4, 5, 6, 7].filter((d) => mask & (1 << (d - 1))),
    cycleStartMinute: minute(24),
    cycleEndMinute: minute(26),
    issuedAt: p.readUIntBE(28, 6),
  };
  // A valid tag means the server signed it, but a lock still refuses anything it cannot judge unambiguously.
  return ekeyClaimsProblem(claims) ? null : claims;
}

const macText = (b: Buffer) => [...b].map((x) => x.toString(16).padStart(2, '0').toUpperCase()).join(':');

/** Ekey cycle day (Sun 1 … Sat 7) → validity.ts week day (Mon 1 … Sun 7). The only place the two meet. */
export const ekeyDayToWeekDay = (d: number): WeekDay => (d === 1 ? 7 : d - 1) as WeekDay;

/** The end of a once key's hour (ms), capped by its endDate when it has one. */
export function onceKeyEnd(c: Pick<EkeyClaims, 'startDate' | 'endDate'>): number {
  const end = c.startDate + ONCE_KEY_MS;
  return c.endDate > 0 ? Math.min(end, c.endDate) : end;
}

/**
 * The lock's verdict on a verified credential at its own time `lockNowMs` and timezone offset (ms east of UTC).
 * `usedOnceKeys` are the keyIds of once keys this lock already opened for. A used once key answers 'used' even
 * while its hour lasts; a permanent key ignores its dates.
 */
export function judgeEkey(
  claims: EkeyClaims,
  lockNowMs: number,
  lockTzOffsetMs: number,
  usedOnceKeys: { has(keyId: number): boolean },
): EkeyVerdict {
  switch (claims.validityType) {
    case EKEY_VALIDITY.permanent:
      return 'valid';
    case EKEY_VALIDITY.limited:
      return checkValidity({ startDate: claims.startDate, endDate: claims.endDate }, lockNowMs, lockTzOffsetMs);
    case EKEY_VALIDITY.once:
      if (usedOnceKeys.has(claims.keyId)) return 'used';
      return checkValidity({ startDate: claims.startDate, endDate: onceKeyEnd(claims) }, lockNowMs, lockTzOffsetMs);
    case EKEY_VALIDITY.cycle: {
      const cycle: CyclePeriod[] = claims.cycleDays.map((d) => ({
        weekDay: ekeyDayToWeekDay(d),
        startMinute: claims.cycleStartMinute!,
        endMinute: claims.cycleEndMinute!,
      }));
      // A cycle key without days would read as "no cycle" to checkValidity: refuse rather than open always.
      if (cycle.length === 0) return 'outsideCycle';
      return checkValidity({ startDate: claims.startDate, endDate: claims.endDate, cycle }, lockNowMs, lockTzOffsetMs);
    }
    default:
      return 'expired';
  }
}
