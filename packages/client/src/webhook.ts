// Checking a webhook delivery (docs/integrations.md): `x-lockconsole-signature: t=<unix s>,v1=<hex>` where <hex> is
// HMAC-SHA256 with the endpoint's secret over "<t>.<raw body>"; a delivery older than `toleranceS` is refused too
// (a replayed capture). Node's crypto: this runs on the integrator's server.
import crypto from 'node:crypto';

export function verifyWebhook(
  rawBody: string,
  header: string | string[] | undefined,
  secret: string,
  o: { toleranceS?: number; nowMs?: number } = {},
): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(Array.isArray(header) ? (header[0] ?? '') : (header ?? ''));
  if (!m) return false;
  const age = Math.abs((o.nowMs ?? Date.now()) / 1000 - Number(m[1]));
  if (age > (o.toleranceS ?? 300)) return false;
  const want = crypto.createHmac('sha256', secret).update(`${m[1]}.${rawBody}`, 'utf8').digest();
  return crypto.timingSafeEqual(want, Buffer.from(m[2]!, 'hex'));
}
