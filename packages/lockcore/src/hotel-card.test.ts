import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeHotelCard, HOTEL_CARD_CLOCK_SKEW_MS, readHotelCard, verifyHotelCard } from './hotel-card';
import { encodeLockSecret } from './secret';

const secret = encodeLockSecret(crypto.randomBytes(32));
const other = encodeLockSecret(crypto.randomBytes(32));
const T = Date.parse('2026-07-01T10:00:00Z');
const card = { lockId: 42, building: 3, floor: 12, startDate: T, endDate: T + 86_400_000 };

describe('hotel cards', () => {
  it('round trip: the lock it was written for opens inside the period, on that card only', () => {
    const data = encodeHotelCard(card, '3661413478', secret);
    expect(data).toHaveLength(46);
    expect(readHotelCard(data)).toEqual(card);
    const at = (nowMs: number, o: Partial<{ secret: string; lockId: number; uid: string }> = {}) =>
      verifyHotelCard(data, o.uid ?? '3661413478', { secret: o.secret ?? secret, lockId: o.lockId ?? 42, nowMs });
    expect(at(T + 1000)).toBe('valid');
    // A lock whose clock is up to a minute behind still takes a card written "from now"; earlier is refused.
    expect(at(T - 1000)).toBe('valid');
    expect(at(T - HOTEL_CARD_CLOCK_SKEW_MS - 1000)).toBe('notYetValid');
    expect(at(T + 86_400_000)).toBe('expired');
    expect(at(T + 1000, { lockId: 43 })).toBe('otherLock');
    expect(at(T + 1000, { secret: other })).toBe('forged');
    // Copied onto another card: the UID is sealed in.
    expect(at(T + 1000, { uid: '1723612378' })).toBe('forged');
  });

  it('a changed byte breaks the seal; data that is no hotel card is said so', () => {
    const data = encodeHotelCard({ ...card, endDate: 0 }, '1', secret);
    const tampered = data.slice(0, 12) + (data[12] === 'f' ? '0' : 'f') + data.slice(13);
    expect(verifyHotelCard(tampered, '1', { secret, lockId: 42, nowMs: T + 10 ** 12 })).toBe('forged');
    expect(verifyHotelCard(data, '1', { secret, lockId: 42, nowMs: T + 10 ** 12 })).toBe('valid');
    expect(verifyHotelCard('00ff', '1', { secret, lockId: 42, nowMs: T })).toBe('notHotelCard');
    expect(readHotelCard('zz'.repeat(23))).toBeUndefined();
  });
});
