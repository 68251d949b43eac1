// Cards that carry their own permission (issue 14, the card encoder): a hotel room card written by a desk encoder
// holds which lock it opens, building and floor, and its validity, sealed with a key derived from that lock's secret.
// The lock checks it offline — the seal, its own id, the period on its own clock, the card's UID (a copy of the data
// onto another card fails) — with no gateway and no list on the lock. The server writes the data (it knows the
// secret); the encoder is a dumb writer. 23 bytes, hex on the wire:
//   version 1 | lock id u32 | building u8 | floor u8 | start u32 (s) | end u32 (s, 0 = none) | seal 8 bytes
// seal = first 8 bytes of HMAC-SHA256(HKDF(secret, "hotel-card"), "hotel-card/v1\n" + UID + "\n" + bytes 0..14).
/// <reference types="node" />
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { decodeLockSecret } from './passcode/offline-keys';

export const HOTEL_CARD_VERSION = 1;
/**
 * A lock's clock may run a little behind the server's (set at initialization, then drifting): a card written at the
 * desk "from now" and presented a moment later is still taken when the lock's clock is up to this much behind.
 */
export const HOTEL_CARD_CLOCK_SKEW_MS = 60_000;
const BODY = 15;
const SEAL = 8;
export const HOTEL_CARD_BYTES = BODY + SEAL;

export type HotelCard = {
  lockId: number;
  building: number;
  floor: number;
  /** ms; rounded down to the second. */
  startDate: number;
  /** ms; 0 = no end. */
  endDate: number;
};

export type HotelCardVerdict = 'valid' | 'notHotelCard' | 'forged' | 'otherLock' | 'notYetValid' | 'expired';

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', decodeLockSecret(secret), 'lockconsole/hotel-card/v1', 'hotel-card', 32));

function seal(secret: string, uid: string, body: Buffer): Buffer {
  return createHmac('sha256', keyOf(secret)).update(`hotel-card/v1\n${uid}\n`).update(body).digest().subarray(0, SEAL);
}

/** The data to write onto card `uid` (its number as read) for the lock with `secret`. */
export function encodeHotelCard(c: HotelCard, uid: string, secret: string): string {
  const body = Buffer.alloc(BODY);
  body.writeUInt8(HOTEL_CARD_VERSION, 0);
  body.writeUInt32BE(c.lockId, 1);
  body.writeUInt8(c.building, 5);
  body.writeUInt8(c.floor, 6);
  body.writeUInt32BE(Math.floor(c.startDate / 1000), 7);
  body.writeUInt32BE(Math.floor(c.endDate / 1000), 11);
  return Buffer.concat([body, seal(secret, uid, body)]).toString('hex');
}

/** What the data on a card says (undefined when it is no hotel card), without checking the seal. */
export function readHotelCard(data: string): HotelCard | undefined {
  if (!/^[0-9a-f]+$/i.test(data) || data.length !== HOTEL_CARD_BYTES * 2) return undefined;
  const b = Buffer.from(data, 'hex');
  if (b.readUInt8(0) !== HOTEL_CARD_VERSION) return undefined;
  return {
    lockId: b.readUInt32BE(1),
    building: b.readUInt8(5),
    floor: b.readUInt8(6),
    startDate: b.readUInt32BE(7) * 1000,
    endDate: b.readUInt32BE(11) * 1000,
  };
}

/** The lock's check of a card presented with data: its own seal, its own id, the period on its clock. */
export function verifyHotelCard(
  data: string,
  uid: string,
  lock: { secret: string; lockId: number; nowMs: number },
): HotelCardVerdict {
  const card = readHotelCard(data);
  if (!card) return 'notHotelCard';
  const b = Buffer.from(data, 'hex');
  const want = seal(lock.secret, uid, b.subarray(0, BODY));
  if (!timingSafeEqual(want, b.subarray(BODY))) return 'forged';
  if (card.lockId !== lock.lockId) return 'otherLock';
  if (lock.nowMs < card.startDate - HOTEL_CARD_CLOCK_SKEW_MS) return 'notYetValid';
  if (card.endDate !== 0 && lock.nowMs >= card.endDate) return 'expired';
  return 'valid';
}
