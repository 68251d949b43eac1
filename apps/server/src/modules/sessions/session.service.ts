// Sessions: opaque random tokens, stored as SHA-256, 90 days. Owns creation, lookup (for the HTTP pipeline),
// revocation and rotation, one-time sign-in links (login-links.ts). Must not know about passwords or accounts' rules.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions } from '../../db/schema/accounts';
import type { Db } from '../../db/client';
import { sha256Hex, type Clock, type Random } from '../../platform/clock';
import type { SessionLookup } from '../../http/route';
import type { DomainEvents } from '../../events/domain-events';
import { createLoginLinks } from './login-links';

export const SESSION_DAYS = 90;
const DAY_MS = 24 * 3600 * 1000;
/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export type RevokeReason = 'logout' | 'password' | 'account' | 'reset' | 'unregister' | 'admin';

export type IssuedSession = { sessionId: number; token: string; expiresAt: Date };

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Live sessions found recently, by token hash, so a signed-in request needs no session query. An entry lives at
 * most CACHE_MS and goes at once when its session is revoked on any node ('session.revoked' travels to every node
 * over the real-time bus; on this node before revoke() returns). The bus is the only way another node learns of a
 * revocation, so CACHE_MS bounds how long a revoked token could still work there if a notice were lost.
 */
const CACHE_MS = 30_000;
const CACHE_MAX = 50_000;
type Cached = { userId: number; sessionId: number; expiresAt: number; lastSeenAt: number; cachedAt: number };

/** More revoked sessions than this are announced as "all of the account's" (NOTIFY payloads stay small). */
const MAX_LISTED = 200;

export function createSessionService(deps: { db: Db; clock: Clock; random: Random; events: DomainEvents }) {
  const { db, clock, random } = deps;
  const cache = new Map<string, Cached>();
  // Bumped on every revocation: a lookup that read the database before it does not cache what it read.
  let epoch = 0;
  deps.events.onEveryNode('session.revoked', (e) => {
    epoch++;
    for (const [hash, c] of cache) {
      if (c.userId !== e.userId) continue;
      if (e.sessionIds === 'all' ? c.sessionId !== e.keep : e.sessionIds.includes(c.sessionId)) cache.delete(hash);
    }
  });
  // A revocation on another node may have been missed: nothing cached is trusted.
  deps.events.onMissed(() => {
    epoch++;
    cache.clear();
  });

  /** Open event streams of these sessions close on every node (events.route.ts). */
  async function announce(userId: number, ids: number[], keep?: number) {
    if (!ids.length) return;
    await deps.events.emit(
      'session.revoked',
      ids.length > MAX_LISTED ? { userId, sessionIds: 'all', keep } : { userId, sessionIds: ids },
    );
  }

  async function create(userId: number, meta: { ip?: string; userAgent?: string } = {}): Promise<IssuedSession> {
    const token = random.token(32);
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
    const [row] = await db
      .insert(sessions)
      .values({
        userId,
        tokenHash: sha256Hex(token),
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      })
      .returning({ id: sessions.id });
    return { sessionId: row!.id, token, expiresAt };
  }

  async function lookup(token: string): Promise<SessionLookup> {
    if (token.length > 200) return { status: 'invalid' };
    const hash = sha256Hex(token);
    const now = clock.now().getTime();
    const hit = cache.get(hash);
    if (hit && now - hit.cachedAt < CACHE_MS && hit.expiresAt > now && now - hit.lastSeenAt <= TOUCH_INTERVAL_MS) {
      return { status: 'ok', session: { userId: hit.userId, sessionId: hit.sessionId } };
    }
    cache.delete(hash);
    const seen = epoch;
    const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, hash)).limit(1);
    if (!row) return { status: 'invalid' };
    if (row.revokedAt) return { status: 'revoked' };
    if (row.expiresAt.getTime() <= now) return { status: 'expired' };
    let lastSeenAt = row.lastSeenAt.getTime();
    if (now - lastSeenAt > TOUCH_INTERVAL_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, row.id));
      lastSeenAt = now;
    }
    if (seen === epoch) {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(hash, {
        userId: row.userId,
        sessionId: row.id,
        expiresAt: row.expiresAt.getTime(),
        lastSeenAt,
        cachedAt: now,
      });
    }
    return { status: 'ok', session: { userId: row.userId, sessionId: row.id } };
  }

  async function revoke(sessionId: number, reason: RevokeReason): Promise<void> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: clock.now(), revokeReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id, userId: sessions.userId });
    if (rows[0]) await announce(rows[0].userId, [rows[0].id]);
  }

  /** Revokes every live session of the user, except `keepSessionId` when given. */
  /** Called with every "all the account's sessions end" (TTLock tokens end with them: modules/ttlock). */
  const revokeAllHooks: ((userId: number, reason: RevokeReason) => Promise<void>)[] = [];
  const onRevokeAll = (hook: (userId: number, reason: RevokeReason) => Promise<void>) => void revokeAllHooks.push(hook);

  async function revokeAll(userId: number, reason: RevokeReason, keepSessionId?: number): Promise<void> {
    // The account's sessions end first; a hook that fails is logged by its owner and never keeps them alive.
    try {
      await endSessions(userId, reason, keepSessionId);
    } finally {
      for (const hook of revokeAllHooks) await hook(userId, reason).catch(() => undefined);
    }
  }

  async function endSessions(userId: number, reason: RevokeReason, keepSessionId?: number): Promise<void> {
    const where = keepSessionId
      ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId))
      : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
    const rows = await db
      .update(sessions)
      .set({ revokedAt: clock.now(), revokeReason: reason })
      .where(where)
      .returning({ id: sessions.id });
    await announce(
      userId,
      rows.map((r) => r.id),
      keepSessionId,
    );
  }

  /** Revokes all sessions of the user (the caller's included) and issues a fresh one for the caller. */
  async function rotate(userId: number, reason: RevokeReason, meta: { ip?: string; userAgent?: string } = {}) {
    await revokeAll(userId, reason);
    return create(userId, meta);
  }

  return {
    create,
    lookup,
    revoke,
    revokeAll,
    onRevokeAll,
    rotate,
    loginLinks: createLoginLinks({ db, clock, random }),
  };
}
