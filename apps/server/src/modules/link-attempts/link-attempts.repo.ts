// Attempts on public links (an ekey's unlock link, a QR code's page), counted in the database so several API nodes
// agree — like the login throttle. Each purpose is counted on its own: a holder looking at a QR code does not use up
// the unlock link's allowance of the same address. Old rows are pruned now and then by the callers.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unlockLinkAttempts as t } from '../../db/schema/devices';

export type LinkPurpose = 'unlockLink' | 'qrcode';

export function createLinkAttemptsRepo(db: Db) {
  return {
    /** Records this attempt and answers the attempts (this one included) since `since`, by token and by address. */
    async count(purpose: LinkPurpose, tokenHash: string, ip: string, since: Date, now: Date) {
      await db.insert(t).values({ tokenHash, ip, purpose, createdAt: now });
      const window = and(eq(t.purpose, purpose), gt(t.createdAt, since));
      const [byToken] = await db
        .select({ n: count() })
        .from(t)
        .where(and(eq(t.tokenHash, tokenHash), window));
      const [byIp] = await db
        .select({ n: count() })
        .from(t)
        .where(and(eq(t.ip, ip), window));
      return { byToken: byToken?.n ?? 0, byIp: byIp?.n ?? 0 };
    },

    async prune(before: Date): Promise<void> {
      await db.delete(t).where(sql`${t.createdAt} < ${before}`);
    },
  };
}

export type LinkAttemptsRepo = ReturnType<typeof createLinkAttemptsRepo>;
