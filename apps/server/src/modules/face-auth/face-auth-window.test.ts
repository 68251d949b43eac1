// Daily, weekly and monthly turn on the lock's clock; "once" never expires.
import { describe, expect, it } from 'vitest';
import { verificationCountsSince, verificationValidUntil } from './face-auth-window';

const H = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('face verification windows', () => {
  it('daily: from the lock’s midnight, in its own zone', () => {
    // 2026-07-01 23:30 UTC is 2026-07-02 07:30 at UTC+8: the day began at 2026-07-01 16:00 UTC.
    expect(verificationCountsSince(2, at('2026-07-01T23:30:00Z'), 8 * H)).toBe(at('2026-07-01T16:00:00Z'));
    expect(verificationValidUntil(2, at('2026-07-01T23:30:00Z'), 8 * H)).toBe(at('2026-07-02T16:00:00Z'));
    expect(verificationCountsSince(2, at('2026-07-01T23:30:00Z'), 0)).toBe(at('2026-07-01T00:00:00Z'));
  });

  it('weekly: from Monday; monthly: from the first', () => {
    // Sunday 2026-07-05 at UTC−5.
    expect(verificationCountsSince(3, at('2026-07-05T12:00:00Z'), -5 * H)).toBe(at('2026-06-29T05:00:00Z'));
    expect(verificationValidUntil(3, at('2026-07-05T12:00:00Z'), -5 * H)).toBe(at('2026-07-06T05:00:00Z'));
    expect(verificationCountsSince(4, at('2026-12-31T20:00:00Z'), 0)).toBe(at('2026-12-01T00:00:00Z'));
    expect(verificationValidUntil(4, at('2026-12-31T20:00:00Z'), 0)).toBe(at('2027-01-01T00:00:00Z'));
  });

  it('once: any time, no end', () => {
    expect(verificationCountsSince(1, Date.now(), 0)).toBeNull();
    expect(verificationValidUntil(1, Date.now(), 0)).toBeNull();
  });
});
