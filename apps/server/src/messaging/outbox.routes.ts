// /dev/outbox (a page) and /dev/outbox.json: only registered while the outbox is a transport, and only for the
// channels that land there. The outbox holds registration, reset and new-device codes, so it answers only a browser
// on this machine (loopback) unless OUTBOX_PUBLIC says otherwise; anyone else gets a plain 404, as if it did not
// exist. Behind a trusted proxy on this machine, the client the proxy itself names (the right-most X-Forwarded-For
// entry; anything left of it comes from the client and proves nothing) must be loopback too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { listOutbox } from './outbox';
import type { Channel } from './transport';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export type OutboxAccess = { channels: Channel[]; public: boolean; trustProxy: boolean };

/** The address the nearest trusted proxy saw, or undefined when no proxy forwarded the request. */
function forwardedBy(req: FastifyRequest): string | undefined {
  const h = req.headers['x-forwarded-for'];
  const last = (Array.isArray(h) ? h.join(',') : (h ?? '')).split(',').pop()?.trim();
  return last || undefined;
}

export function outboxAllowed(req: FastifyRequest, a: OutboxAccess): boolean {
  if (a.public) return true;
  if (!LOOPBACK.test(req.socket.remoteAddress ?? '')) return false;
  if (!a.trustProxy) return true;
  const client = forwardedBy(req);
  return client === undefined || LOOPBACK.test(client);
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function registerOutboxRoutes(app: FastifyInstance, db: Db, access: OutboxAccess): void {
  const onRequest = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!outboxAllowed(req, access)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
  app.get('/dev/outbox.json', { onRequest }, async (_req, reply) => {
    const rows = await listOutbox(db, access.channels);
    return reply.header('cache-control', 'no-store').send({
      messages: rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        createdAt: r.createdAt.toISOString(),
      })),
    });
  });
  app.get('/dev/outbox', { onRequest }, async (_req, reply) => {
    const rows = await listOutbox(db, access.channels);
    const items = rows
      .map(
        (r) => `<article><header><strong>${esc(r.channel)}</strong> to <strong>${esc(r.recipient)}</strong>
<time datetime="${r.createdAt.toISOString()}">${r.createdAt.toISOString()}</time></header>
${r.subject ? `<h2>${esc(r.subject)}</h2>` : ''}<pre>${esc(r.body)}</pre></article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<meta http-equiv="refresh" content="5">
<style>body{font:14px system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ddd;border-radius:6px;padding:.75rem 1rem;margin:.75rem 0}
time{color:#666;margin-left:.5rem}h2{font-size:1rem;margin:.5rem 0}pre{white-space:pre-wrap;margin:0}</style></head>
<body><h1>Outbox</h1><p>Messages the server would have sent by e-mail or SMS. Shown because no SMTP server
(SMTP_URL) or SMS provider (SMS_URL) is configured. Refreshes every 5 seconds.</p>
${items || '<p>No messages yet.</p>'}</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
