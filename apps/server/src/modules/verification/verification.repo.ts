// SQL for validation codes and slider challenges. State lives only here (several API nodes share one database).
import { SLIDER_TYPE } from '@lockconsole/shared/user/account-fields';
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { codeAttempts, sliderChallenges, verificationCodes } from '../../db/schema/accounts';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type SliderRow = typeof sliderChallenges.$inferSelect;

export function createVerificationRepo(db: Db) {
  return {
    async latestSentTo(account: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(eq(verificationCodes.account, account))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return row?.createdAt;
    },
    async countSentTo(account: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.account, account), gt(verificationCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    async countSentFromIp(ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    async insertCode(v: typeof verificationCodes.$inferInsert): Promise<number> {
      const [row] = await db.insert(verificationCodes).values(v).returning({ id: verificationCodes.id });
      return row!.id;
    },
    async deleteCode(id: number): Promise<void> {
      await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    },
    /** The newest unconsumed code of `type` sent to any of `accounts`. */
    async latestOpenCode(accounts: string[], type: number): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            inArray(verificationCodes.account, accounts),
            eq(verificationCodes.type, type),
            isNull(verificationCodes.consumedAt),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      return row;
    },
    /** Counts a wrong attempt; answers the new count (undefined when the code was consumed meanwhile). */
    /** Wrong tries at the code from `source` so far. */
    async attemptsFrom(id: number, source: string): Promise<number> {
      const [row] = await db
        .select({ n: codeAttempts.attempts })
        .from(codeAttempts)
        .where(and(eq(codeAttempts.codeId, id), eq(codeAttempts.source, source)));
      return row?.n ?? 0;
    },
    /** Counts a wrong try from `source`: answers the tries from that source and from all, or undefined once used. */
    async addAttempt(id: number, source: string): Promise<{ fromSource: number; total: number } | undefined> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ attempts: verificationCodes.attempts });
      if (!row) return undefined;
      const [mine] = await db
        .insert(codeAttempts)
        .values({ codeId: id, source, attempts: 1 })
        .onConflictDoUpdate({
          target: [codeAttempts.codeId, codeAttempts.source],
          set: { attempts: sql`${codeAttempts.attempts} + 1` },
        })
        .returning({ n: codeAttempts.attempts });
      return { fromSource: mine!.n, total: row.attempts };
    },
    /** Marks the code used; false when another request used it first or it died meanwhile. */
    async consumeCode(id: number, now: Date, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(verificationCodes.id, id),
            isNull(verificationCodes.consumedAt),
            lt(verificationCodes.attempts, maxAttempts),
          ),
        )
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },
    async purgeCodesBefore(before: Date): Promise<void> {
      await db.delete(verificationCodes).where(lt(verificationCodes.createdAt, before));
    },

    async countSlidersFromIp(ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sliderChallenges)
        .where(and(eq(sliderChallenges.ip, ip), gt(sliderChallenges.createdAt, since)));
      return row?.n ?? 0;
    },
    /** Passed "reset ip" puzzles of the address since then (rows live an hour: challenge purges older ones). */
    async countPassedResetsFromIp(ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sliderChallenges)
        .where(
          and(
            eq(sliderChallenges.ip, ip),
            eq(sliderChallenges.type, SLIDER_TYPE.resetIp),
            eq(sliderChallenges.passed, true),
            gt(sliderChallenges.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },
    async insertSlider(v: typeof sliderChallenges.$inferInsert): Promise<void> {
      await db.insert(sliderChallenges).values(v);
    },
    /** Marks the challenge checked, once: answers the row as it was, or undefined when unknown, expired or checked. */
    async checkSliderOnce(tokenHash: string, now: Date): Promise<SliderRow | undefined> {
      const [row] = await db
        .update(sliderChallenges)
        .set({ checkedAt: now })
        .where(
          and(
            eq(sliderChallenges.tokenHash, tokenHash),
            isNull(sliderChallenges.checkedAt),
            gt(sliderChallenges.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
    async markSliderPassed(tokenHash: string): Promise<void> {
      await db.update(sliderChallenges).set({ passed: true }).where(eq(sliderChallenges.tokenHash, tokenHash));
    },
    /** Uses up a passed, unexpired challenge of `type`; false when there is none. */
    async consumeSlider(tokenHash: string, type: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(sliderChallenges)
        .set({ consumedAt: now })
        .where(
          and(
            eq(sliderChallenges.tokenHash, tokenHash),
            eq(sliderChallenges.type, type),
            eq(sliderChallenges.passed, true),
            isNull(sliderChallenges.consumedAt),
            gt(sliderChallenges.expiresAt, now),
          ),
        )
        .returning({ tokenHash: sliderChallenges.tokenHash });
      return rows.length === 1;
    },
    async purgeSlidersBefore(before: Date): Promise<void> {
      await db.delete(sliderChallenges).where(lt(sliderChallenges.expiresAt, before));
    },
  };
}

export type VerificationRepo = ReturnType<typeof createVerificationRepo>;
