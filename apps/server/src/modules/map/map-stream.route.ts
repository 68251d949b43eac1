// GET /api/map/stream: the public map board's live feed (Server-Sent Events, no login): `event: unlock` with the
// place as the summary places it (a city of enough households, else its country, else elsewhere or nothing), the method and the
// second — never a lock, a person or an address. Fed by `map.activity`, heard on every node. Open streams are capped
// per address and per node (a public endpoint must not be a way to hold a node's sockets).
import type { FastifyInstance } from 'fastify';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { languageOf, sendEnvelope } from '../../http/route';
import { translatorFor } from '../../http/i18n';
import { AppError } from '../../http/errors';
import type { DomainEvents } from '../../events/domain-events';
import type { MapService } from './map.service';

export const STREAMS_PER_IP = 10;
export const STREAMS_PER_NODE = 2_000;
/** A board that does not read what it is sent is closed past this many unsent bytes. */
const MAX_UNSENT = 256 * 1024;

/** The address a cap counts by: an IPv4 address, or an IPv6 address's /64 (one subscriber's network). */
export function addressKey(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1]!;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

type Board = { siteId: number; write: (chunk: string) => void };

export function registerMapStream(
  app: FastifyInstance,
  d: { map: MapService; events: DomainEvents; keepAliveMs?: number; perIp?: number },
) {
  const boards = new Set<Board>();
  const byIp = new Map<string, number>();
  const ends = new Set<() => void>();

  d.events.onEveryNode('map.activity', async (e) => {
    const watching = [...boards].filter((b) => b.siteId === e.siteId);
    if (!watching.length) return;
    const shown = await d.map.present(e);
    for (const a of shown) {
      const chunk = `event: unlock\ndata: ${JSON.stringify(a)}\n\n`;
      for (const b of watching) b.write(chunk);
    }
  });
  app.addHook('preClose', async () => {
    for (const end of [...ends]) end();
  });

  app.get('/api/map/stream', async (req, reply) => {
    const t = translatorFor(languageOf(req));
    let siteId: number;
    try {
      siteId = await d.map.siteOf(req.hostname.replace(/:\d+$/, '').toLowerCase());
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return sendEnvelope(reply, err.code, t(ERROR[err.errorName].key), null, 404);
    }
    // The browser left while the brand was looked up: nothing to hold open.
    if (req.raw.destroyed || req.raw.socket.destroyed) return reply.hijack();
    const ip = addressKey(req.ip);
    if ((byIp.get(ip) ?? 0) >= (d.perIp ?? STREAMS_PER_IP) || boards.size >= STREAMS_PER_NODE) {
      return sendEnvelope(reply, ERROR.mapStreamsFull.code, t(ERROR.mapStreamsFull.key), null, 429);
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    const board: Board = {
      siteId,
      write: (chunk) => {
        if (res.writableLength > MAX_UNSENT) return end();
        res.write(chunk);
      },
    };
    boards.add(board);
    byIp.set(ip, (byIp.get(ip) ?? 0) + 1);
    const ping = setInterval(() => res.write(': ping\n\n'), d.keepAliveMs ?? 25_000);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(ping);
      boards.delete(board);
      const n = (byIp.get(ip) ?? 1) - 1;
      if (n > 0) byIp.set(ip, n);
      else byIp.delete(ip);
      ends.delete(end);
      res.end();
    };
    ends.add(end);
    res.on('close', end);
    if (res.destroyed || req.raw.socket.destroyed) end();
  });
}
