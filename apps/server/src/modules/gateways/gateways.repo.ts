// SQL for gateways and their pairing codes: activation, online state, the console's list, rename, delete. What
// gateways hear and which locks they reach is gateway-locks.repo.ts. No rules here: callers decide who may see what.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, ilikeOnce } from '../../db/like';
import { byShape } from '../../db/shaped';
import { gatewayNearbyLocks, gatewayPairingCodes, gateways, lockGateways } from '../../db/schema/devices';

export type GatewayRow = typeof gateways.$inferSelect;

export function createGatewaysRepo(db: Db) {
  // The console's list (the account's gateways, newest first, with how many locks each reaches) and its count, built
  // once per shape (db/shaped.ts).
  const P = {
    userId: sql.placeholder('userId'),
    pattern: sql.placeholder('pattern'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  };
  const listStatement = byShape('gateways_list', (s: { search: boolean }, name) => {
    const where = and(
      eq(gateways.userId, P.userId),
      isNull(gateways.deletedAt),
      s.search ? ilikeOnce(gateways.gatewayName, P.pattern) : undefined,
    );
    return {
      rows: db
        .select({
          g: gateways,
          lockNum: sql<number>`(select count(*)::int from lock_gateways lg where lg.gateway_id = gateways.id)`,
        })
        .from(gateways)
        .where(where)
        .orderBy(desc(gateways.id))
        .limit(P.limit)
        .offset(P.offset)
        .prepare(name),
      total: db
        .select({ total: sql<number>`count(*)::int` })
        .from(gateways)
        .where(where)
        .prepare(`${name}_total`),
    };
  });

  return {
    async insertPairingCode(v: typeof gatewayPairingCodes.$inferInsert) {
      await db.insert(gatewayPairingCodes).values(v);
    },

    /** Marks an unused, unexpired code used; returns it or undefined. Single use even under races. */
    async consumePairingCode(codeHash: string, now: Date) {
      const [row] = await db
        .update(gatewayPairingCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(gatewayPairingCodes.codeHash, codeHash),
            isNull(gatewayPairingCodes.usedAt),
            gt(gatewayPairingCodes.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async linkPairingCode(codeHash: string, gatewayId: number) {
      await db.update(gatewayPairingCodes).set({ gatewayId }).where(eq(gatewayPairingCodes.codeHash, codeHash));
    },

    async findByMac(mac: string) {
      const [row] = await db
        .select()
        .from(gateways)
        .where(and(eq(gateways.gatewayMac, mac), isNull(gateways.deletedAt)))
        .limit(1);
      return row;
    },

    async insert(v: typeof gateways.$inferInsert) {
      const [row] = await db.insert(gateways).values(v).returning();
      return row!;
    },

    async update(id: number, v: Partial<typeof gateways.$inferInsert>) {
      const [row] = await db.update(gateways).set(v).where(eq(gateways.id, id)).returning();
      return row!;
    },

    async find(id: number) {
      const [row] = await db
        .select()
        .from(gateways)
        .where(and(eq(gateways.id, id), isNull(gateways.deletedAt)))
        .limit(1);
      return row;
    },

    /** Sets online state; returns the row only when it changed (so one node reports the change). */
    async setOnline(id: number, online: boolean, now: Date, meta: Partial<typeof gateways.$inferInsert> = {}) {
      const [row] = await db
        .update(gateways)
        .set({ isOnline: online, onlineChangedAt: now, ...(online ? { lastSeenAt: now } : {}), ...meta })
        .where(and(eq(gateways.id, id), eq(gateways.isOnline, !online)))
        .returning();
      if (!row && Object.keys(meta).length > 0) await db.update(gateways).set(meta).where(eq(gateways.id, id));
      return row;
    },

    /**
     * A heartbeat in one statement (it was two for a gateway already online, the common case): seen now and online;
     * true only when it was offline, so of two nodes hearing it at once one reports the change (the row is locked).
     */
    async heartbeat(id: number, now: Date): Promise<boolean> {
      const was = db
        .select({ id: gateways.id, isOnline: gateways.isOnline })
        .from(gateways)
        .where(eq(gateways.id, id))
        .for('update')
        .as('was');
      const [row] = await db
        .update(gateways)
        .set({
          lastSeenAt: now,
          isOnline: true,
          onlineChangedAt: sql`case when ${was.isOnline} then ${gateways.onlineChangedAt} else ${now.toISOString()}::timestamptz end`,
        })
        .from(was)
        .where(eq(gateways.id, was.id))
        .returning({ wasOnline: was.isOnline });
      return row !== undefined && !row.wasOnline;
    },

    async touch(id: number, now: Date) {
      await db.update(gateways).set({ lastSeenAt: now }).where(eq(gateways.id, id));
    },

    /** Online gateways silent since `cutoff` go offline; returns them. */
    async markStaleOffline(cutoff: Date, now: Date) {
      return db
        .update(gateways)
        .set({ isOnline: false, onlineChangedAt: now })
        .where(and(eq(gateways.isOnline, true), lt(gateways.lastSeenAt, cutoff)))
        .returning({ id: gateways.id, userId: gateways.userId });
    },

    async list(userId: number, o: { search?: string; limit: number; offset: number }) {
      const st = listStatement({ search: Boolean(o.search) });
      const values = { userId, pattern: o.search ? containsPattern(o.search) : '', limit: o.limit, offset: o.offset };
      const [rows, [{ total }]] = (await Promise.all([st.rows.execute(values), st.total.execute(values)])) as [
        { g: GatewayRow; lockNum: number }[],
        [{ total: number }],
      ];
      return { rows, total };
    },

    async lockNum(gatewayId: number): Promise<number> {
      const [{ n }] = (await db
        .select({ n: sql<number>`count(*)::int` })
        .from(lockGateways)
        .where(eq(lockGateways.gatewayId, gatewayId))) as [{ n: number }];
      return n;
    },

    async rename(gatewayId: number, name: string) {
      await db.update(gateways).set({ gatewayName: name }).where(eq(gateways.id, gatewayId));
    },

    /** Soft delete: the row stays for history, its credentials stop working, what it heard is forgotten. */
    async delete(gatewayId: number, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(gateways)
          .set({ deletedAt: now, isOnline: false, onlineChangedAt: now, mqttPasswordHash: '' })
          .where(eq(gateways.id, gatewayId));
        await tx.delete(lockGateways).where(eq(lockGateways.gatewayId, gatewayId));
        await tx.delete(gatewayNearbyLocks).where(eq(gatewayNearbyLocks.gatewayId, gatewayId));
      });
    },

    async hasAny(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: gateways.id })
        .from(gateways)
        .where(and(eq(gateways.userId, userId), isNull(gateways.deletedAt)))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type GatewaysRepo = ReturnType<typeof createGatewaysRepo>;
