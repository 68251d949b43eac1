// Verifies the signature header of spec §7 (see docs/api.md for the exact byte string).
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { signatureBase, type ParamValue } from '@lockconsole/shared/http/signature';

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

export function verifySignature(
  req: FastifyRequest,
  path: string,
  params: Record<string, unknown>,
  appSecretOf: (appId: string) => string | undefined,
): 'signatureMissing' | 'signatureInvalid' | 'unknownApp' | undefined {
  const appId = header(req, 'appid');
  const signature = header(req, 'signature');
  if (!appId || !signature) return 'signatureMissing';
  const secret = appSecretOf(appId);
  if (!secret) return 'unknownApp';
  const sent = header(req, 'appsecret');
  if (sent !== undefined && sent !== secret) return 'signatureInvalid';
  const expected = crypto
    .createHmac('sha256', secret)
    .update(signatureBase(appId, path, params as Record<string, ParamValue>), 'utf8')
    .digest('hex');
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(signature.toLowerCase(), 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b) ? undefined : 'signatureInvalid';
}
