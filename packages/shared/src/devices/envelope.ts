// The signed envelope every device message travels in (docs/protocol.md "Signing"):
//   {"body":<BODY>,"sig":"<64 hex>"}   with   sig = HMAC-SHA256(key, topic + "\n" + BODY)
// BODY is signed exactly as it appears in the payload, so a shell script can sign with openssl and a receiver
// never has to re-serialize JSON. Pure TS (shared by server and simulator); no I/O.
import { hmacSha256, toHex } from '../http/sha256';

const enc = new TextEncoder();
const LAYOUT = /^\{"body":([\s\S]*),"sig":"([0-9a-f]{64})"\}$/;

export function signBody(key: string, topic: string, body: string): string {
  return toHex(hmacSha256(enc.encode(key), enc.encode(`${topic}\n${body}`)));
}

/** Serializes `body` and wraps it with its signature. */
export function seal(key: string, topic: string, body: unknown): string {
  const text = JSON.stringify(body);
  return `{"body":${text},"sig":"${signBody(key, topic, text)}"}`;
}

/** The body text and signature of an envelope, or null when the payload is not one. */
export function split(payload: string): { body: string; sig: string } | null {
  const m = LAYOUT.exec(payload);
  return m ? { body: m[1]!, sig: m[2]! } : null;
}

function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type Opened = { ok: true; body: unknown } | { ok: false; reason: 'layout' | 'signature' | 'json' };

/** Checks the signature with `key` and parses the body. */
export function open(key: string, topic: string, payload: string): Opened {
  const parts = split(payload);
  if (!parts) return { ok: false, reason: 'layout' };
  if (!sameHex(signBody(key, topic, parts.body), parts.sig)) return { ok: false, reason: 'signature' };
  try {
    return { ok: true, body: JSON.parse(parts.body) };
  } catch {
    return { ok: false, reason: 'json' };
  }
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function b64urlDecode(s: string): Uint8Array {
  const out: number[] = [];
  let buf = 0;
  let bits = 0;
  for (const ch of s) {
    const v = B64.indexOf(ch);
    if (v < 0) throw new Error('not base64url');
    buf = (buf << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((buf >> bits) & 0xff);
    }
  }
  return new Uint8Array(out);
}

function b64urlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let c = 0; c < chars; c++) out += B64[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

/**
 * The lock secret travels encrypted inside lock.init: base64url(secret XOR HMAC-SHA256(key, "secret\n" + reqId)).
 * The pad comes from a PRF keyed by the gateway's key over a unique request id, so it is never reused; the
 * envelope signature protects integrity. Secrets up to 32 bytes. Applying it twice gives back the input.
 */
export function maskSecret(key: string, reqId: string, secretB64url: string): string {
  const secret = b64urlDecode(secretB64url);
  if (secret.length > 32) throw new Error('secret longer than 32 bytes');
  const pad = hmacSha256(enc.encode(key), enc.encode(`secret\n${reqId}`));
  return b64urlEncode(secret.map((b, i) => b ^ pad[i]!));
}
