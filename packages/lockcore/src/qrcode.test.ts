import { describe, expect, it } from 'vitest';
import { encodeLockSecret } from './secret';
import { qrCodeContent, qrWindowAt, verifyQrCode, QR_CLOCK_SKEW_MS } from './qrcode';

const secret = encodeLockSecret(new Uint8Array(32).fill(7));
const other = encodeLockSecret(new Uint8Array(32).fill(8));
const MIN = 60_000;
const T = Date.UTC(2026, 10, 25, 10, 3, 20); // a Wednesday, 10:03:20 UTC

describe('QR codes checked offline by the lock', () => {
  const w = { lockId: 42, qrId: 9, ...qrWindowAt({ startDate: 0, endDate: 0 }, 10, T)! };

  it('aligns the window to the refresh interval', () => {
    expect(w.from).toBe(Date.UTC(2026, 10, 25, 10, 0));
    expect(w.until).toBe(Date.UTC(2026, 10, 25, 10, 10));
  });

  it('accepts a code within its interval and refuses it one interval (plus the clock skew) later', () => {
    const code = qrCodeContent(secret, w);
    expect(verifyQrCode(code, { secret, lockId: 42, nowMs: T })).toEqual({ ok: true, qrId: 9, until: w.until });
    expect(verifyQrCode(code, { secret, lockId: 42, nowMs: w.until + QR_CLOCK_SKEW_MS - 1 }).ok).toBe(true);
    expect(verifyQrCode(code, { secret, lockId: 42, nowMs: w.until + QR_CLOCK_SKEW_MS })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyQrCode(code, { secret, lockId: 42, nowMs: w.from - QR_CLOCK_SKEW_MS - 1 })).toEqual({
      ok: false,
      reason: 'notYetValid',
    });
  });

  it('refuses a code on another lock, under another secret, altered, or not a code at all', () => {
    const code = qrCodeContent(secret, w);
    expect(verifyQrCode(code, { secret, lockId: 43, nowMs: T })).toEqual({ ok: false, reason: 'otherLock' });
    expect(verifyQrCode(code, { secret: other, lockId: 42, nowMs: T })).toEqual({ ok: false, reason: 'forged' });
    const longer = code.replace(`.${Math.ceil(w.until / 1000)}.`, `.${Math.ceil(w.until / 1000) + 86_400}.`);
    expect(verifyQrCode(longer, { secret, lockId: 42, nowMs: T })).toEqual({ ok: false, reason: 'forged' });
    expect(verifyQrCode('hello', { secret, lockId: 42, nowMs: T })).toEqual({ ok: false, reason: 'notQrCode' });
  });

  it('shows no code outside the validity, and clamps the window to its end and to the cycle window', () => {
    const limited = { startDate: T - 60 * MIN, endDate: T + 2 * MIN };
    expect(qrWindowAt(limited, 10, T)!.until).toBe(T + 2 * MIN);
    expect(qrWindowAt(limited, 10, T + 3 * MIN)).toBeUndefined();
    expect(qrWindowAt({ startDate: T + MIN, endDate: T + 60 * MIN }, 10, T)).toBeUndefined();
    // Wednesday 3, 09:00–10:05 local (UTC here): a 10-minute code at 10:03:20 ends at 10:05.
    const cycle = {
      startDate: T - 60 * MIN,
      endDate: T + 600 * MIN,
      cycle: [{ weekDay: 3 as const, startMinute: 540, endMinute: 605 }],
    };
    expect(qrWindowAt(cycle, 10, T)!.until).toBe(Date.UTC(2026, 10, 25, 10, 5));
    expect(qrWindowAt(cycle, 10, T + 5 * MIN)).toBeUndefined();
    // The same cycle in a lock 8 h east: 10:03 UTC is 18:03 local, outside the window.
    expect(qrWindowAt(cycle, 10, T, 8 * 60 * MIN)).toBeUndefined();
  });
});
