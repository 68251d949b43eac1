// A QR code's public link (issue 16): "<qrcodeId>.<sig>", sig = HMAC-SHA256(the QR code's own random link secret,
// "qrcode.<id>") in base64url. The secret is cleared when the QR code is deleted, so its link dies at once; the
// link itself has no end of its own (the QR code's validity decides what the page shows). Every opening is counted
// in the database per link and per address before the token is even checked (several nodes agree).
import crypto from 'node:crypto';
import { fail } from '../../http/errors';
import { sha256Hex, type Clock, type Random } from '../../platform/clock';
import type { LinkAttemptsRepo } from '../link-attempts/link-attempts.repo';

export const QR_LINK_WINDOW_MS = 10 * 60_000;
/** A page asks at most once a minute (a 1-minute refresh) plus reloads: 60 per link, 300 per address. */
export const QR_LINK_LIMIT_PER_TOKEN = 60;
export const QR_LINK_LIMIT_PER_IP = 300;

const sign = (secret: string, id: number) =>
  crypto.createHmac('sha256', secret).update(`qrcode.${id}`).digest('base64url');

export const newLinkSecret = (random: Random) => random.token(32);

export const qrcodeToken = (id: number, secret: string) => `${id}.${sign(secret, id)}`;

export const qrcodeLink = (publicUrl: string | undefined, id: number, secret: string) =>
  `${publicUrl?.replace(/\/$/, '') ?? ''}/q/${qrcodeToken(id, secret)}`;

/** The QR code id a token claims (the caller then checks the signature against that row's secret). */
export function parseQrcodeToken(token: string): { id: number; sig: string } {
  const m = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) throw fail('qrcodeLinkInvalid');
  return { id: Number(m[1]), sig: m[2]! };
}

export function assertSigned(id: number, sig: string, secret: string | null | undefined): void {
  if (!secret) throw fail('qrcodeLinkInvalid');
  const want = Buffer.from(sign(secret, id));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) throw fail('qrcodeLinkInvalid');
}

/** Counts this opening; too many from the link or the address → "too many requests" (nothing else is checked). */
export async function throttleLink(
  d: { attempts: LinkAttemptsRepo; clock: Clock; random: Random },
  token: string,
  ip: string,
) {
  const now = d.clock.now();
  const since = new Date(now.getTime() - QR_LINK_WINDOW_MS);
  const n = await d.attempts.count('qrcode', sha256Hex(token), ip, since, now);
  if (n.byToken > QR_LINK_LIMIT_PER_TOKEN || n.byIp > QR_LINK_LIMIT_PER_IP) throw fail('tooManyRequests');
  if (d.random.int(0, 200) === 0) await d.attempts.prune(new Date(now.getTime() - 24 * 3_600_000));
}
