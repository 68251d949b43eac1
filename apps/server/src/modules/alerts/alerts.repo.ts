// SQL of alerts: an alert is inserted once per event identity (the unique `dedupe`, so a record delivered twice or a
// door swept by two nodes makes one), each person's inbox row says read or not and how they were told, and the
// door-left-open sweep reads only open doors with an alert time (locks_door_open_idx), the gateway sweep only offline
// gateways (gateways_offline_idx).
import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertInbox, alertSettings, alerts } from '../../db/schema/alerts';
import { gateways, locks } from '../../db/schema/devices';
import { GATEWAY_OFFLINE_DEFAULT_M } from '@lockconsole/shared/alert/alert';

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlert = typeof alerts.$inferInsert;
export type AlertSettingsRow = typeof alertSettings.$inferSelect;

export function createAlertsRepo(db: Db) {
  return {
    /** The alert, unless one with its `dedupe` exists (then undefined: never twice). */
    async insertOnce(a: NewAlert): Promise<AlertRow | undefined> {
      const [row] = await db.insert(alerts).values(a).onConflictDoNothing({ target: alerts.dedupe }).returning();
      return row;
    },

    async addInbox(rows: { userId: number; alertId: number; sent: string }[]) {
      if (rows.length) await db.insert(alertInbox).values(rows).onConflictDoNothing();
    },

    async list(userId: number, p: { limit: number; offset: number; unreadOnly: boolean }) {
      const where = and(eq(alertInbox.userId, userId), p.unreadOnly ? isNull(alertInbox.readAt) : undefined);
      const [rows, counted] = await Promise.all([
        db
          .select({ a: alerts, readAt: alertInbox.readAt })
          .from(alertInbox)
          .innerJoin(alerts, eq(alerts.id, alertInbox.alertId))
          .where(where)
          .orderBy(desc(alertInbox.alertId))
          .limit(p.limit)
          .offset(p.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(alertInbox)
          .where(where),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },

    async unread(userId: number): Promise<number> {
      const [{ n }] = (await db
        .select({ n: sql<number>`count(*)::int` })
        .from(alertInbox)
        .where(and(eq(alertInbox.userId, userId), isNull(alertInbox.readAt)))) as [{ n: number }];
      return n;
    },

    /** Marks the caller's alerts read (only their own inbox rows: another person's ids change nothing). */
    async markRead(userId: number, ids: number[] | 'all', at: Date) {
      await db
        .update(alertInbox)
        .set({ readAt: at })
        .where(
          and(
            eq(alertInbox.userId, userId),
            isNull(alertInbox.readAt),
            ids === 'all' ? undefined : inArray(alertInbox.alertId, ids.length ? ids : [0]),
          ),
        );
    },

    async settings(userId: number): Promise<AlertSettingsRow | undefined> {
      const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
      return row;
    },

    async settingsOf(userIds: number[]): Promise<AlertSettingsRow[]> {
      if (!userIds.length) return [];
      return db.select().from(alertSettings).where(inArray(alertSettings.userId, userIds));
    },

    async saveSettings(row: Omit<AlertSettingsRow, 'updatedAt'>, at: Date): Promise<AlertSettingsRow> {
      const [saved] = await db
        .insert(alertSettings)
        .values({ ...row, updatedAt: at })
        .onConflictDoUpdate({ target: alertSettings.userId, set: { ...row, updatedAt: at } })
        .returning();
      return saved!;
    },

    /** Locks whose door has been open longer than their alert time at `now` (at most `limit`). */
    async doorsOpenTooLong(now: Date, limit = 500) {
      return db
        .select({
          id: locks.id,
          userId: locks.userId,
          lockAlias: locks.lockAlias,
          doorStateAt: locks.doorStateAt,
          doorAlertSeconds: locks.doorAlertSeconds,
        })
        .from(locks)
        .where(
          and(
            sql`${locks.doorState} = 1 and ${locks.doorAlertSeconds} > 0 and ${locks.deletedAt} is null`,
            lte(locks.doorStateAt, sql`${now}::timestamptz - make_interval(secs => ${locks.doorAlertSeconds})`),
          ),
        )
        .orderBy(locks.doorStateAt)
        .limit(limit);
    },

    /**
     * Gateways offline longer than their owner's alert time at `now` (default 30 minutes, 0 = never). Only those that
     * went offline in the last week: a gateway unplugged for months is not news on the day this sweep first runs.
     */
    async gatewaysOfflineTooLong(now: Date, limit = 500) {
      const minutes = sql<number>`coalesce(${alertSettings.gatewayOfflineMinutes}, ${GATEWAY_OFFLINE_DEFAULT_M})::int`;
      const rows = await db
        .select({
          id: gateways.id,
          userId: gateways.userId,
          gatewayName: gateways.gatewayName,
          onlineChangedAt: gateways.onlineChangedAt,
          minutes,
        })
        .from(gateways)
        .leftJoin(alertSettings, eq(alertSettings.userId, gateways.userId))
        .where(
          and(
            sql`not ${gateways.isOnline} and ${gateways.deletedAt} is null and ${minutes} > 0`,
            gt(gateways.onlineChangedAt, new Date(now.getTime() - 7 * 86_400_000)),
            lte(gateways.onlineChangedAt, sql`${now}::timestamptz - make_interval(mins => ${minutes})`),
          ),
        )
        .orderBy(gateways.onlineChangedAt)
        .limit(limit);
      return rows.map((r) => ({ ...r, onlineChangedAt: r.onlineChangedAt! }));
    },
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
