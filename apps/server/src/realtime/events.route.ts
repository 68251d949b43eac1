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
import { createEventHistory } from './event-history';

/** The id a reconnecting browser resumes from: EventSource's `Last-Event-ID` header, or `?lastEventId=` for a client that opens a new stream itself. */
function lastEventIdOf(req: { headers: Record<string, unknown>; query: unknown }): string | undefined {
  const h = req.headers['last-event-id'];
  const q = (req.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const id = typeof h === 'string' && h ? h : typeof q === 'string' && q ? q : undefined;
  return id && id.length <= 64 ? id : undefined;
}

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
  const history = createEventHistory(deps.bus);
  /** Open streams by session, so a revoked session's streams end at once on whichever node holds them. */
  const bySession = new Map<number, { userId: number; token: string; ends: Set<() => void> }>();
  deps.events.onEveryNode('session.revoked', (e) => {
    for (const [sessionId, s] of bySession) {
      if (s.userId !== e.userId) continue;
      const hit = e.sessionIds === 'all' ? sessionId !== e.keep : e.sessionIds.includes(sessionId);
      if (hit) for (const end of [...s.ends]) end();
    }
  });
  // A revocation on another node may have been missed: every open stream's session is looked up again (the session
  // cache was dropped first: sessions/session.service.ts registers its handler before this one).
  deps.events.onMissed(() => {
    for (const s of [...bySession.values()]) {
      void deps.lookupSession(s.token).then(
        (again) => {
          if (again.status !== 'ok') for (const end of [...s.ends]) end();
        },
        () => {},
      );
    }
  });
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => history.stop());

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
    const send = (e: RealtimeEvent) => {
      if (e.type === 'domain' || (e.userId !== userId && !e.alsoUserIds?.includes(userId))) return;
      res.write(`${e.id ? `id: ${e.id}\n` : ''}event: ${e.type}\ndata: ${JSON.stringify(present(e))}\n\n`);
    };
    // Resumed: what was published since the browser's last event, then live. From this node's memory when it heard
    // that event (both calls synchronous: no event falls between them); else — this node started after it — from the
    // shared store (PostgreSQL), with live events held back meanwhile and sent after, each once. An id known to
    // neither (older than they keep) is answered with `reset`: the page reloads what it shows.
    const resumeFrom = lastEventIdOf(req);
    const missed = resumeFrom ? history.after(resumeFrom) : [];
    let unsubscribe: () => void;
    if (missed) {
      for (const e of missed) send(e);
      unsubscribe = deps.bus.subscribe(send);
    } else {
      const held: RealtimeEvent[] = [];
      let live = false;
      unsubscribe = deps.bus.subscribe((e) => (live ? send(e) : held.push(e)));
      const stored = await deps.bus.since?.(resumeFrom!, userId).catch(() => undefined);
      if (stored) {
        const sent = new Set<string>();
        for (const e of stored) {
          send(e);
          sent.add(e.id!);
        }
        for (const e of held) if (!e.id || !sent.has(e.id)) send(e);
      } else {
        req.log.info({ lastEventId: resumeFrom, oldestKept: history.oldestId() }, 'event stream could not resume');
        res.write('event: reset\ndata: {}\n\n');
        for (const e of held) send(e);
      }
      live = true;
      // The browser left while the store was read: nothing to keep open.
      if (res.destroyed || res.writableEnded) return void unsubscribe();
    }
    // Keep-alive; an id-only block moves the browser's resume point past other accounts' events without an event.
    const ping = setInterval(() => {
      const latest = history.latestId();
      res.write(latest ? `id: ${latest}\n\n` : ': ping\n\n');
    }, deps.keepAliveMs ?? 25_000);
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
    const mine = bySession.get(sessionId) ?? { userId, token: token!, ends: new Set<() => void>() };
    mine.ends.add(end);
    bySession.set(sessionId, mine);
    req.raw.on('close', end);
    // Revoked between the lookup and now: the announcement may have been missed.
    const again = await deps.lookupSession(token!);
    if (again.status !== 'ok') end();
  });
}
