// Sessions: opaque random tokens, stored as SHA-256, 90 days. Owns creation, lookup (for the HTTP pipeline),
// revocation and rotation. Must not know about passwords or accounts' rules.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions } from '../../db/schema/accounts';
import type { Db } from '../../db/client';
import { sha256Hex, type Clock, type Random } from '../../platform/clock';
import type { SessionLookup } from '../../http/route';
import type { DomainEvents } from '../../events/domain-events';

export const SESSION_DAYS = 90;
const DAY_MS = 24 * 3600 * 1000;
/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export type RevokeReason = 'logout' | 'password' | 'account' | 'reset' | 'unregister' | 'admin';

export type IssuedSession = { sessionId: number; token: string; expiresAt: Date };

export type SessionService = ReturnType<typeof createSessionService>;

/** More revoked sessions than this are announced as "all of the account's" (NOTIFY payloads stay small). */
const MAX_LISTED = 200;

export function createSessionService(deps: { db: Db; clock: Clock; random: Random; events: DomainEvents }) {
  const { db, clock, random } = deps;

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
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(token)))
      .limit(1);
    if (!row) return { status: 'invalid' };
    if (row.revokedAt) return { status: 'revoked' };
    const now = clock.now();
    if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
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
  async function revokeAll(userId: number, reason: RevokeReason, keepSessionId?: number): Promise<void> {
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

  return { create, lookup, revoke, revokeAll, rotate };
}
