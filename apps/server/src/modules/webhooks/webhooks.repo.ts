// SQL of webhooks: an account's endpoints, the endpoints subscribed to an event (enabled, the type in their list),
// and the delivery queue — due deliveries claimed by one node at a time (FOR UPDATE SKIP LOCKED, then a lease in
// `claimed_until`, so a node that dies mid-send leaves the delivery to another once the lease ends).
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/integrations';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The account's own webhooks: an application's record callback (issue 25) is its application's, not listed here. */
const ownWebhook = (userId: number) => and(eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.openAppId));

export function createWebhooksRepo(db: Db) {
  // Asked for every stored batch of records, every ended operation and every gateway going on or off line: built once.
  const subscribedTo = db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        sql`${webhookEndpoints.userId} = any(${sql.placeholder('userIds')}::bigint[])`,
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.eventTypes} @> ${sql.placeholder('types')}::jsonb`,
      ),
    )
    .prepare('webhooks_subscribed');

  return {
    async insert(row: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
      const [saved] = await db.insert(webhookEndpoints).values(row).returning();
      return saved!;
    },
    list: (userId: number) =>
      db.select().from(webhookEndpoints).where(ownWebhook(userId)).orderBy(asc(webhookEndpoints.id)),
    async count(userId: number): Promise<number> {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(ownWebhook(userId));
      return r?.n ?? 0;
    },
    /** The caller's own endpoint (undefined for anyone else's). */
    async own(userId: number, id: number): Promise<EndpointRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), ownWebhook(userId)));
      return row;
    },
    /** An application's record callback (issue 25). */
    /** The caller's endpoint, an application's record callback included (its delivery log). */
    async ownAny(userId: number, id: number): Promise<EndpointRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
      return row;
    },
    async byOpenApp(openAppId: number): Promise<EndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.openAppId, openAppId));
      return row;
    },
    async removeById(id: number) {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },
    async byId(id: number): Promise<EndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row;
    },
    async update(id: number, set: Partial<typeof webhookEndpoints.$inferInsert>): Promise<EndpointRow | undefined> {
      const [row] = await db.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, id)).returning();
      return row;
    },
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), ownWebhook(userId)))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },
    /** Enabled endpoints of these accounts that want `type`. */
    subscribed: (userIds: number[], type: string) =>
      userIds.length === 0
        ? Promise.resolve([] as EndpointRow[])
        : subscribedTo.execute({ userIds, types: JSON.stringify([type]) }),

    async enqueue(rows: (typeof webhookDeliveries.$inferInsert)[]): Promise<DeliveryRow[]> {
      if (!rows.length) return [];
      return db.insert(webhookDeliveries).values(rows).returning();
    },

    /** Up to `limit` due deliveries, leased to the caller until `until`. */
    async claimDue(now: Date, until: Date, limit: number): Promise<DeliveryRow[]> {
      const due = db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, now),
            or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, now)),
          ),
        )
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(webhookDeliveries)
        .set({ claimedUntil: until })
        .where(inArray(webhookDeliveries.id, due))
        .returning();
    },

    async settle(id: number, set: Partial<typeof webhookDeliveries.$inferInsert>) {
      await db
        .update(webhookDeliveries)
        .set({ ...set, claimedUntil: null })
        .where(eq(webhookDeliveries.id, id));
    },

    async deliveries(endpointId: number, p: { limit: number; offset: number }) {
      const where = eq(webhookDeliveries.endpointId, endpointId);
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.id))
          .limit(p.limit)
          .offset(p.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(webhookDeliveries)
          .where(where),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },

    /** A delivery of one of the caller's endpoints. */
    async ownDelivery(userId: number, id: number): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .select({ d: webhookDeliveries })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.userId, userId)));
      return row?.d;
    },
  };
}

export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;
