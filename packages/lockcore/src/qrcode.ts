// QR codes (issue 16) a lock checks offline, from its own secret and clock, with no gateway and no list on the lock.
// The server shows a code on the holder's public page that rotates every refresh interval; each code names the lock,
// the QR code's number and the window it is good for, sealed with a key derived from the lock's secret:
//   LQ1.<lockId>.<qrId>.<from s>.<until s>.<seal>
// seal = base64url of the first 12 bytes of HMAC-SHA256(HKDF(secret, "qrcode"), "qrcode/v1\n" + the text before it).
// The lock accepts a code while its clock is in [from − skew, until + skew): a screenshot is useless one interval
// (plus the skew) after it was shown, and a deleted or expired QR code gets no new code from the server. The server
// clamps `until` to the end of the code's validity (and of the day's cycle window), so the lock needs nothing else.
/// <reference types="node" />
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { decodeLockSecret } from './passcode/offline-keys';
import { lockClock, MINUTE_MS } from './lock-time';
import { checkValidity, isPermanent, type Validity } from './validity';

const PREFIX = 'LQ1';
const SEAL_BYTES = 12;
/** Clock difference between the server and a lock tolerated on each side of a code's window. */
export const QR_CLOCK_SKEW_MS = 30_000;
/** Refresh interval bounds, minutes (spec: 1 … 1,440; the established platforms' default is 10). */
export const QR_REFRESH_MIN = 1;
export const QR_REFRESH_MAX = 1440;
export const QR_REFRESH_DEFAULT = 10;

export type QrCodeWindow = { lockId: number; qrId: number; /** ms */ from: number; /** ms */ until: number };
export type QrVerdict =
  | { ok: true; qrId: number; until: number }
  | { ok: false; reason: 'notQrCode' | 'forged' | 'otherLock' | 'notYetValid' | 'expired' };

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', decodeLockSecret(secret), 'lockconsole/qrcode/v1', 'qrcode', 32));

const sealOf = (secret: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(`qrcode/v1\n${body}`).digest().subarray(0, SEAL_BYTES);

/** The text of the code for window `w` (what the QR image encodes). */
export function qrCodeContent(secret: string, w: QrCodeWindow): string {
  const body = `${PREFIX}.${w.lockId}.${w.qrId}.${Math.floor(w.from / 1000)}.${Math.ceil(w.until / 1000)}`;
  return `${body}.${sealOf(secret, body).toString('base64url')}`;
}

/** The lock's check of a scanned code: its seal, its own id, the window on its clock. */
export function verifyQrCode(
  content: string,
  lock: { secret: string; lockId: number; nowMs: number; skewMs?: number },
): QrVerdict {
  const m = /^LQ1\.(\d{1,10})\.(\d{1,15})\.(\d{1,11})\.(\d{1,11})\.([A-Za-z0-9_-]{16})$/.exec(content.trim());
  if (!m) return { ok: false, reason: 'notQrCode' };
  const body = content.trim().slice(0, content.trim().lastIndexOf('.'));
  const got = Buffer.from(m[5]!, 'base64url');
  const want = sealOf(lock.secret, body);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return { ok: false, reason: 'forged' };
  if (Number(m[1]) !== lock.lockId) return { ok: false, reason: 'otherLock' };
  const skew = lock.skewMs ?? QR_CLOCK_SKEW_MS;
  const from = Number(m[3]) * 1000;
  const until = Number(m[4]) * 1000;
  if (lock.nowMs < from - skew) return { ok: false, reason: 'notYetValid' };
  if (lock.nowMs >= until + skew) return { ok: false, reason: 'expired' };
  return { ok: true, qrId: Number(m[2]), until };
}

/**
 * The window of the code to show at `nowMs` for a QR code valid per `v` (lock's zone `offsetMs`), refreshed every
 * `refreshMinutes`: aligned to the interval, clamped to the validity's end and the day's cycle window. Undefined
 * when the code is not valid now (not yet, expired, outside its cycle days): the page shows no code then.
 */
export function qrWindowAt(
  v: Validity,
  refreshMinutes: number,
  nowMs: number,
  offsetMs = 0,
): { from: number; until: number } | undefined {
  if (checkValidity(v, nowMs, offsetMs) !== 'valid') return undefined;
  const interval = refreshMinutes * MINUTE_MS;
  const from = Math.floor(nowMs / interval) * interval;
  let until = from + interval;
  if (!isPermanent(v)) until = Math.min(until, v.endDate);
  if (v.cycle?.length) {
    const { weekDay, minuteOfDay } = lockClock(nowMs, offsetMs / MINUTE_MS);
    const p = v.cycle.find((c) => c.weekDay === weekDay && minuteOfDay >= c.startMinute && minuteOfDay < c.endMinute);
    if (p) until = Math.min(until, nowMs + (p.endMinute - minuteOfDay) * MINUTE_MS - (nowMs % MINUTE_MS));
  }
  return { from: isPermanent(v) ? from : Math.max(from, v.startDate), until };
}
