// Download links of export files: `/api/export/file/<id>.<expires>.<signature>`, a plain GET a browser can follow
// (no request signature, no session header), signed with the job's own secret and valid for LINK_MS. Only the
// account that made the export gets one; a cancelled, failed or expired export has no file behind its links.
import crypto from 'node:crypto';

export const LINK_MS = 5 * 60_000;
export const FILE_PATH = '/api/export/file/';

const sign = (secret: string, body: string) => crypto.createHmac('sha256', secret).update(body).digest('base64url');

export function makeLink(job: { id: number; linkSecret: string }, nowMs: number) {
  const expiresAt = nowMs + LINK_MS;
  const body = `${job.id}.${expiresAt}`;
  return { url: `${FILE_PATH}${body}.${sign(job.linkSecret, body)}`, expiresAt };
}

/** The job id a token names, if the token is well formed and not expired (the signature is checked by `verify`). */
export function parseLink(token: string, nowMs: number): { id: number; body: string; signature: string } | null {
  const m = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m || Number(m[2]) < nowMs) return null;
  return { id: Number(m[1]), body: `${m[1]}.${m[2]}`, signature: m[3]! };
}

export function verifyLink(secret: string, link: { body: string; signature: string }): boolean {
  const want = Buffer.from(sign(secret, link.body));
  const got = Buffer.from(link.signature);
  return want.length === got.length && crypto.timingSafeEqual(want, got);
}
