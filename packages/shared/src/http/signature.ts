// The request signature of spec §7, shared by the web client and the server check.
// Byte string (UTF-8): appId + path + "k1=v1&k2=v2..." over the parameters sorted by key (code-unit order),
// each value trimmed, null/undefined/empty-after-trim dropped, objects already JSON strings. docs/api.md shows it.
import { hmacSha256, toHex } from './sha256';

export type ParamValue = string | number | boolean | object | null | undefined;

const asText = (v: ParamValue): string => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)).trim();

export function canonicalParams(params: Record<string, ParamValue>): string {
  return Object.keys(params)
    .filter((k) => {
      const v = params[k];
      return v !== null && v !== undefined && asText(v) !== '';
    })
    .sort()
    .map((k) => `${k}=${asText(params[k])}`)
    .join('&');
}

export function signatureBase(appId: string, path: string, params: Record<string, ParamValue>): string {
  return `${appId}${path}${canonicalParams(params)}`;
}

export function signRequest(
  appSecret: string,
  appId: string,
  path: string,
  params: Record<string, ParamValue>,
): string {
  const enc = new TextEncoder();
  return toHex(hmacSha256(enc.encode(appSecret), enc.encode(signatureBase(appId, path, params))));
}

/** Header names (case-insensitive on the wire). */
export const HEADERS = {
  appId: 'appId',
  appSecret: 'appSecret',
  signature: 'signature',
  language: 'language',
  packageName: 'packageName',
  accessToken: 'accessToken',
  requestId: 'x-request-id',
} as const;

/** Maximum distance of the `date` parameter from server time, in ms (±5 minutes). */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
