// One-time sign-in links (#28.1, docs/security.md): made by a signed-in client, shown to the browser that opens
// them (which account, so the person can refuse), exchanged once within LINK_MS for a fresh session. A session
// token is never accepted in a URL: following someone else's link cannot silently put a browser in their account.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { loginLinks, sessions, users } from '../../db/schema/accounts';
import type { Db } from '../../db/client';
import { sha256Hex, type Clock, type Random } from '../../platform/clock';

/** How long a link may wait to be opened. */
export const LINK_MS = 5 * 60_000;

export type LinkedAccount = { userId: number; email: string | null; mobile: string | null; nickname: string };

export function createLoginLinks(deps: { db: Db; clock: Clock; random: Random }) {
  const { db, clock, random } = deps;

  /** The unused, unexpired link whose session and account are still live. */
  async function live(token: string) {
    if (token.length > 200) return undefined;
    const now = clock.now();
    const [row] = await db
      .select({
        id: loginLinks.id,
        userId: users.id,
        email: users.email,
        mobile: users.mobile,
        nickname: users.nickname,
      })
      .from(loginLinks)
      .innerJoin(sessions, eq(sessions.id, loginLinks.sessionId))
      .innerJoin(users, eq(users.id, loginLinks.userId))
      .where(
        and(
          eq(loginLinks.tokenHash, sha256Hex(token)),
          isNull(loginLinks.usedAt),
          gt(loginLinks.expiresAt, now),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    return row;
  }

  return {
    async create(userId: number, sessionId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = random.token(32);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + LINK_MS);
      await db.insert(loginLinks).values({ userId, sessionId, tokenHash: sha256Hex(token), createdAt: now, expiresAt });
      return { token, expiresAt };
    },

    /** Which account a link signs in to, without using it up. */
    async peek(token: string): Promise<LinkedAccount | undefined> {
      const row = await live(token);
      return row && { userId: row.userId, email: row.email, mobile: row.mobile, nickname: row.nickname };
    },

    /** Uses the link up (once, whoever asks first) and answers its account. */
    async redeem(token: string): Promise<number | undefined> {
      const row = await live(token);
      if (!row) return undefined;
      const [used] = await db
        .update(loginLinks)
        .set({ usedAt: clock.now() })
        .where(and(eq(loginLinks.id, row.id), isNull(loginLinks.usedAt)))
        .returning({ userId: loginLinks.userId });
      return used?.userId;
    },
  };
}

export type LoginLinks = ReturnType<typeof createLoginLinks>;
