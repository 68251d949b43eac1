// SQL of API keys: found by the SHA-256 of the key (never the key), counted per minute in `api_key_windows` (one
// upsert per request, the same window on every node), last use written at most once a minute.
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, apiKeyWindows } from '../../db/schema/integrations';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function createApiKeysRepo(db: Db) {
  return {
    async insert(row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
      const [saved] = await db.insert(apiKeys).values(row).returning();
      return saved!;
    },

    async active(userId: number): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.id));
    },

    async countActive(userId: number): Promise<number> {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
      return r?.n ?? 0;
    },

    async byHash(keyHash: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash)).limit(1);
      return row;
    },

    /** Revokes the caller's own key; false when it is not theirs or already revoked. */
    async revoke(userId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },

    /** Counts one request in the key's current minute; answers the count so far. */
    async hit(keyId: number, windowStart: number): Promise<number> {
      const [r] = await db
        .insert(apiKeyWindows)
        .values({ keyId, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [apiKeyWindows.keyId, apiKeyWindows.windowStart],
          set: { hits: sql`${apiKeyWindows.hits} + 1` },
        })
        .returning({ hits: apiKeyWindows.hits });
      return r?.hits ?? 1;
    },

    /** Last use, written only when the stored one is a minute old (or none); old windows go at the same time. */
    async touch(keyId: number, at: Date, ip: string, windowStart: number) {
      const touched = await db
        .update(apiKeys)
        .set({ lastUsedAt: at, lastUsedIp: ip })
        .where(
          and(
            eq(apiKeys.id, keyId),
            or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(at.getTime() - 60_000))),
          ),
        )
        .returning({ id: apiKeys.id });
      if (touched.length)
        await db
          .delete(apiKeyWindows)
          .where(and(eq(apiKeyWindows.keyId, keyId), lt(apiKeyWindows.windowStart, windowStart)));
    },
  };
}

export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
