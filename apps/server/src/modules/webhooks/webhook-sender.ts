// One webhook request: the JSON body, signed (`x-lockconsole-signature: t=<unix s>,v1=<hex HMAC-SHA256(secret,
// "<t>.<body>")>`), POSTed with a 10 s limit, no redirects followed (a 3xx is an answer, not a new target), through
// the guarded DNS lookup (a literal address is judged before connecting). Answers the attempt as the log keeps it.
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { guardedLookup, isPrivateAddress } from './webhook-address';

export type Attempt = { at: number; status: number | null; error: string | null; excerpt: string; ms: number };

export const signWebhook = (secret: string, timestamp: number, body: string) =>
  crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

const TIMEOUT_MS = 10_000;
const EXCERPT = 500;

export function sendWebhook(
  o: {
    url: string;
    secret: string;
    body: string;
    eventId: string;
    eventType: string;
    deliveryId: number;
    /** JSON (webhooks) or a form (the TTLock record callback). */
    contentType?: 'application/json' | 'application/x-www-form-urlencoded';
  },
  allowPrivate: boolean,
  nowMs: number,
): Promise<Attempt> {
  const started = Date.now();
  const t = Math.floor(nowMs / 1000);
  return new Promise((resolve) => {
    const done = (status: number | null, error: string | null, excerpt = '') =>
      resolve({ at: nowMs, status, error, excerpt: excerpt.slice(0, EXCERPT), ms: Date.now() - started });
    let u: URL;
    try {
      u = new URL(o.url);
    } catch {
      return done(null, 'invalid URL');
    }
    // A literal address needs no lookup (the socket would not ask guardedLookup): judged here.
    const literal = u.hostname.replace(/^\[|\]$/g, '');
    if (!allowPrivate && net.isIP(literal) && isPrivateAddress(literal)) return done(null, 'address refused');
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return done(null, 'invalid URL');
    const lib = u.protocol === 'https:' ? https : http;
    const req = lib.request(
      u,
      {
        method: 'POST',
        lookup: guardedLookup(allowPrivate),
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': o.contentType ?? 'application/json',
          'user-agent': 'lockconsole-webhooks/1',
          'x-lockconsole-event': o.eventType,
          'x-lockconsole-event-id': o.eventId,
          'x-lockconsole-delivery': String(o.deliveryId),
          'x-lockconsole-signature': `t=${t},v1=${signWebhook(o.secret, t, o.body)}`,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          if (text.length < EXCERPT) text += c;
        });
        res.on('end', () => done(res.statusCode ?? null, null, text));
        res.on('error', (e) => done(res.statusCode ?? null, e.message, text));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', (e: NodeJS.ErrnoException) =>
      done(null, e.code === 'EADDRREFUSED' ? 'address refused' : e.message),
    );
    req.end(o.body);
  });
}
