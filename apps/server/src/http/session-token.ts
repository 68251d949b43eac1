// Reading the caller's token (header accessToken or cookie ACCESS_TOKEN) and the cookie's attributes.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'ACCESS_TOKEN';
export const DEVICE_COOKIE = 'DEVICE_ID';

export function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers['accesstoken'];
  const h = Array.isArray(header) ? header[0] : header;
  if (h && h.trim()) return h.trim();
  const c = req.cookies?.[SESSION_COOKIE];
  return c && c.trim() ? c.trim() : undefined;
}

export function isSecure(req: FastifyRequest, publicUrl: string | undefined): boolean {
  return req.protocol === 'https' || (publicUrl?.startsWith('https://') ?? false);
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
