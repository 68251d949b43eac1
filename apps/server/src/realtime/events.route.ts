// GET /api/events: a Server-Sent Events stream of the signed-in user's device events — operation results,
// lock state, new records, passcode states of the locks they manage, gateway online state. Fed by the event bus, so it works on any API node. Session from
// the ACCESS_TOKEN cookie (EventSource sends it) or the accessToken header; read-only, so no signature.
import type { FastifyInstance } from 'fastify';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { languageOf, sendEnvelope, type SessionLookup } from '../http/route';
import { translatorFor } from '../http/i18n';
import { tokenOf } from '../http/session-token';
import { presentOperation, type OperationEvent } from '../devices/operation-events';
import type { DomainEvents } from '../events/domain-events';
import type { EventBus, RealtimeEvent } from './event-bus';

export function registerEventStream(
  app: FastifyInstance,
  deps: {
    bus: EventBus;
    events: DomainEvents;
    lookupSession: (token: string) => Promise<SessionLookup>;
    keepAliveMs?: number;
  },
) {
  const open = new Set<() => void>();
  /** Open streams by session, so a revoked session's streams end at once on whichever node holds them. */
  const bySession = new Map<number, { userId: number; ends: Set<() => void> }>();
  deps.events.onEveryNode('session.revoked', (e) => {
    for (const [sessionId, s] of bySession) {
      if (s.userId !== e.userId) continue;
      const hit = e.sessionIds === 'all' ? sessionId !== e.keep : e.sessionIds.includes(sessionId);
      if (hit) for (const end of [...s.ends]) end();
    }
  });
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/api/events', async (req, reply) => {
    const t = translatorFor(languageOf(req));
    const token = tokenOf(req);
    const found: SessionLookup = token ? await deps.lookupSession(token) : { status: 'missing' };
    if (found.status !== 'ok') {
      const err = found.status === 'revoked' ? ERROR.sessionRevoked : ERROR.notLoggedIn;
      return sendEnvelope(reply, err.code, t(err.key), null, 401);
    }
    const { userId, sessionId } = found.session;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const present = (e: RealtimeEvent) =>
      e.type === 'operation' ? presentOperation(e.data as OperationEvent, t) : e.data;
    const unsubscribe = deps.bus.subscribe((e) => {
      if (e.type === 'domain' || (e.userId !== userId && !e.alsoUserIds?.includes(userId))) return;
      res.write(`event: ${e.type}\ndata: ${JSON.stringify(present(e))}\n\n`);
    });
    const ping = setInterval(() => res.write(': ping\n\n'), deps.keepAliveMs ?? 25_000);
    const end = () => {
      clearInterval(ping);
      unsubscribe();
      open.delete(end);
      const s = bySession.get(sessionId);
      s?.ends.delete(end);
      if (s && !s.ends.size) bySession.delete(sessionId);
      res.end();
    };
    open.add(end);
    const mine = bySession.get(sessionId) ?? { userId, ends: new Set<() => void>() };
    mine.ends.add(end);
    bySession.set(sessionId, mine);
    req.raw.on('close', end);
    // Revoked between the lookup and now: the announcement may have been missed.
    const again = await deps.lookupSession(token!);
    if (again.status !== 'ok') end();
  });
}
