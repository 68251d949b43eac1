// SQL of TTLock-compatible applications and their tokens: secrets and tokens found by their SHA-256 (never stored
// themselves), requests counted per (application, person) and minute in `open_app_windows`, last use written at most
// once a minute.
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { openApps, openAppWindows, openTokens } from '../../db/schema/open-apps';
import { webhookEndpoints } from '../../db/schema/integrations';
import { locks } from '../../db/schema/devices';
import { users } from '../../db/schema/accounts';

export type OpenAppRow = typeof openApps.$inferSelect;
export type OpenTokenRow = typeof openTokens.$inferSelect;

export function createOpenAppsRepo(db: Db) {
  const live = (at: Date) => and(isNull(openTokens.revokedAt), gt(openTokens.expiresAt, at));
  // Asked for every stored batch of records: built once.
  const callbacksOf = db
    .selectDistinct({ endpointId: webhookEndpoints.id, appId: openApps.id, userId: openTokens.userId })
    .from(openTokens)
    .innerJoin(openApps, eq(openApps.id, openTokens.appId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.openAppId, openApps.id))
    .where(
      and(
        sql`${openTokens.userId} = any(${sql.placeholder('userIds')}::bigint[])`,
        isNull(openTokens.revokedAt),
        sql`${openTokens.expiresAt} > ${sql.placeholder('at')}::timestamptz`,
        isNull(openApps.revokedAt),
      ),
    )
    .prepare('open_app_callbacks');
  // Every /v3 call: its token (with the application), its count in the minute, its last use — built once.
  const tokenByAccess = db
    .select({ token: openTokens, app: openApps })
    .from(openTokens)
    .innerJoin(openApps, eq(openApps.id, openTokens.appId))
    .where(eq(openTokens.accessHash, sql.placeholder('accessHash')))
    .limit(1)
    .prepare('open_token_by_access');
  const countHit = db
    .insert(openAppWindows)
    .values({
      appId: sql.placeholder('appId'),
      userId: sql.placeholder('userId'),
      windowStart: sql.placeholder('windowStart'),
      hits: 1,
    })
    .onConflictDoUpdate({
      target: [openAppWindows.appId, openAppWindows.userId, openAppWindows.windowStart],
      set: { hits: sql`${openAppWindows.hits} + 1` },
    })
    .returning({ hits: openAppWindows.hits })
    .prepare('open_app_window_hit');
  const touchToken = db
    .update(openTokens)
    .set({ lastUsedAt: sql`${sql.placeholder('at')}::timestamptz`, lastUsedIp: sql`${sql.placeholder('ip')}` })
    .where(
      and(
        eq(openTokens.id, sql.placeholder('tokenId')),
        or(
          isNull(openTokens.lastUsedAt),
          sql`${openTokens.lastUsedAt} < ${sql.placeholder('staleBefore')}::timestamptz`,
        ),
      ),
    )
    .returning({ id: openTokens.id })
    .prepare('open_token_touch');
  return {
    async insert(row: typeof openApps.$inferInsert): Promise<OpenAppRow> {
      const [saved] = await db.insert(openApps).values(row).returning();
      return saved!;
    },

    /** The caller's active applications with their live sign-ins and last use, newest first. */
    async active(userId: number, at: Date) {
      const rows = await db
        .select({ app: openApps, callbackId: webhookEndpoints.id, callbackOn: webhookEndpoints.enabled })
        .from(openApps)
        .leftJoin(webhookEndpoints, eq(webhookEndpoints.openAppId, openApps.id))
        .where(and(eq(openApps.userId, userId), isNull(openApps.revokedAt)))
        .orderBy(desc(openApps.id));
      const apps = rows.map((r) => ({ ...r.app, callbackId: r.callbackId, callbackOn: r.callbackOn }));
      if (!apps.length) return [];
      const usage = await db
        .select({
          appId: openTokens.appId,
          n: sql<number>`count(*) filter (where ${openTokens.revokedAt} is null and ${openTokens.expiresAt} > ${at})::int`,
          lastUsedAt: sql<Date | null>`max(${openTokens.lastUsedAt})`,
        })
        .from(openTokens)
        .where(
          inArray(
            openTokens.appId,
            apps.map((a) => a.id),
          ),
        )
        .groupBy(openTokens.appId);
      const byApp = new Map(usage.map((u) => [u.appId, u]));
      return apps.map((a) => {
        const u = byApp.get(a.id);
        const last = u?.lastUsedAt ? new Date(u.lastUsedAt) : null;
        return { ...a, activeTokens: u?.n ?? 0, lastUsedAt: last };
      });
    },

    async countActive(userId: number): Promise<number> {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(openApps)
        .where(and(eq(openApps.userId, userId), isNull(openApps.revokedAt)));
      return r?.n ?? 0;
    },

    async own(userId: number, appId: number): Promise<OpenAppRow | undefined> {
      const [row] = await db
        .select()
        .from(openApps)
        .where(and(eq(openApps.id, appId), eq(openApps.userId, userId), isNull(openApps.revokedAt)));
      return row;
    },

    async byClientId(clientId: string): Promise<OpenAppRow | undefined> {
      const [row] = await db.select().from(openApps).where(eq(openApps.clientId, clientId)).limit(1);
      return row;
    },

    async update(appId: number, set: Partial<Pick<OpenAppRow, 'name' | 'callbackUrl'>>): Promise<OpenAppRow> {
      const [row] = await db.update(openApps).set(set).where(eq(openApps.id, appId)).returning();
      return row!;
    },

    async rotate(appId: number, secretHash: string, at: Date) {
      await db.update(openApps).set({ secretHash, secretRotatedAt: at }).where(eq(openApps.id, appId));
    },

    /** The application and every token of it end together. */
    async revoke(appId: number, at: Date) {
      await db.transaction(async (tx) => {
        await tx.update(openApps).set({ revokedAt: at }).where(eq(openApps.id, appId));
        await tx
          .update(openTokens)
          .set({ revokedAt: at })
          .where(and(eq(openTokens.appId, appId), isNull(openTokens.revokedAt)));
      });
    },

    async insertToken(row: typeof openTokens.$inferInsert): Promise<OpenTokenRow> {
      const [saved] = await db.insert(openTokens).values(row).returning();
      return saved!;
    },

    /** A token by its access hash, with its application (revoked or not: the caller decides). */
    async byAccess(accessHash: string) {
      const [row] = await tokenByAccess.execute({ accessHash });
      return row;
    },

    /** Ends the token a refresh token belongs to, once: the caller that wins gets its row. */
    async takeRefresh(appId: number, refreshHash: string, at: Date): Promise<OpenTokenRow | undefined> {
      const [row] = await db
        .update(openTokens)
        .set({ revokedAt: at })
        .where(and(eq(openTokens.refreshHash, refreshHash), eq(openTokens.appId, appId), isNull(openTokens.revokedAt)))
        .returning();
      return row;
    },

    /** The caller's live sign-ins to any application. */
    async tokensOf(userId: number, at: Date) {
      return db
        .select({ token: openTokens, appName: openApps.name, clientId: openApps.clientId })
        .from(openTokens)
        .innerJoin(openApps, eq(openApps.id, openTokens.appId))
        .where(and(eq(openTokens.userId, userId), live(at), isNull(openApps.revokedAt)))
        .orderBy(desc(openTokens.id));
    },

    async revokeToken(userId: number, tokenId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(openTokens)
        .set({ revokedAt: at })
        .where(and(eq(openTokens.id, tokenId), eq(openTokens.userId, userId), isNull(openTokens.revokedAt)))
        .returning({ id: openTokens.id });
      return rows.length > 0;
    },

    /** Every token of the person (a password change or reset ends them, like the console's sessions). */
    async revokeAllOf(userId: number, at: Date) {
      await db
        .update(openTokens)
        .set({ revokedAt: at })
        .where(and(eq(openTokens.userId, userId), isNull(openTokens.revokedAt)));
    },

    /** The record callbacks of the live applications these people are signed in to (one per application and person). */
    async callbacksFor(userIds: number[], at: Date) {
      if (!userIds.length) return [];
      return callbacksOf.execute({ userIds, at: at.toISOString() });
    },

    /** The lock's MAC and its owner's account name (the callback's `lockMac` and `admin`). */
    async lockForCallback(lockId: number) {
      const [row] = await db
        .select({ lockMac: locks.lockMac, email: users.email, mobile: users.mobile })
        .from(locks)
        .innerJoin(users, eq(users.id, locks.userId))
        .where(eq(locks.id, lockId));
      return row;
    },

    /** Display names of the people behind records (their nickname, else their account). */
    async namesOf(userIds: number[]): Promise<Map<number, string>> {
      if (!userIds.length) return new Map();
      const rows = await db
        .select({ id: users.id, nickname: users.nickname, email: users.email, mobile: users.mobile })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((u) => [u.id, u.nickname || u.email || u.mobile || '']));
    },

    /** Counts one request in the (application, person) minute; answers the count so far. */
    async hit(appId: number, userId: number, windowStart: number): Promise<number> {
      const [r] = await countHit.execute({ appId, userId, windowStart });
      return r?.hits ?? 1;
    },

    /** Last use, written only when the stored one is a minute old (or none); old windows go at the same time. */
    async touch(tokenId: number, appId: number, at: Date, ip: string, windowStart: number) {
      const touched = await touchToken.execute({
        tokenId,
        at: at.toISOString(),
        ip,
        staleBefore: new Date(at.getTime() - 60_000).toISOString(),
      });
      if (touched.length)
        await db
          .delete(openAppWindows)
          .where(and(eq(openAppWindows.appId, appId), lt(openAppWindows.windowStart, windowStart)));
    },
  };
}

export type OpenAppsRepo = ReturnType<typeof createOpenAppsRepo>;
