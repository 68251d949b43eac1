import { describe, expect, it } from 'vitest';
import { revocationUntil } from '../ekey-revocations/ekey-revocation';
import { periodWidens } from './ekey-take-back';

const DAY = 86_400_000;
const limited = (start: number, end: number) => ({ validityType: 2, startDate: start, endDate: end });

describe('which period changes take credentials back on the lock', () => {
  it('a period containing the old one takes nothing back; anything narrower or of another kind does', () => {
    expect(periodWidens(limited(10, 20), limited(5, 30))).toBe(true);
    expect(periodWidens(limited(10, 20), limited(10, 20))).toBe(true);
    expect(periodWidens(limited(10, 20), { validityType: 1, startDate: 0, endDate: 0 })).toBe(true);
    expect(periodWidens(limited(10, 20), limited(11, 30))).toBe(false);
    expect(periodWidens(limited(10, 20), limited(5, 19))).toBe(false);
    expect(periodWidens({ validityType: 1, startDate: 0, endDate: 0 }, limited(0, 10 * DAY))).toBe(false);
    // A cycle key's days and hours may shrink while its dates grow: always taken back.
    expect(
      periodWidens({ validityType: 4, startDate: 10, endDate: 20 }, { validityType: 4, startDate: 0, endDate: 30 }),
    ).toBe(false);
  });

  it('the lock remembers a revocation as long as the revoked key could open: its end, a once key its hour', () => {
    const key = { id: 1, lockId: 1, userId: 2, cycleDays: [] };
    expect(revocationUntil({ ...key, validityType: 1, startDate: 0, endDate: 0 })).toBe(0);
    expect(revocationUntil({ ...key, validityType: 2, startDate: 5, endDate: 9 * DAY })).toBe(9 * DAY);
    expect(revocationUntil({ ...key, validityType: 3, startDate: DAY, endDate: 0 })).toBe(DAY + 3_600_000);
    expect(revocationUntil({ ...key, validityType: 4, startDate: 0, endDate: 0 })).toBe(0);
  });
});
