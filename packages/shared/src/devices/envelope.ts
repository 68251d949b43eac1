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
