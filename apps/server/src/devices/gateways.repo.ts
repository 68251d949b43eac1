// SQL for gateways, pairing codes and what gateways hear. No rules here: callers decide who may see what.
import { and, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gatewayNearbyLocks, gatewayPairingCodes, gateways, lockGateways, locks } from '../db/schema/devices';

export type GatewayRow = typeof gateways.$inferSelect;
export type NearbyLock = { mac: string; rssi: number; initialized: boolean; name?: string; model?: string };

export function createGatewaysRepo(db: Db) {
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

    async listByUser(userId: number, limit: number, offset: number) {
      const where = and(eq(gateways.userId, userId), isNull(gateways.deletedAt));
      const rows = await db
        .select({
          g: gateways,
          lockNum: sql<number>`(select count(*)::int from ${lockGateways} lg where lg.gateway_id = ${gateways.id})`,
        })
        .from(gateways)
        .where(where)
        .orderBy(desc(gateways.id))
        .limit(limit)
        .offset(offset);
      const [{ total }] = (await db
        .select({ total: sql<number>`count(*)::int` })
        .from(gateways)
        .where(where)) as [{ total: number }];
      return { rows, total };
    },

    /** Replaces what a gateway hears with its latest scan; keeps lock_gateways of the owner's locks in step. */
    async replaceNearby(gw: { id: number; userId: number }, found: NearbyLock[], now: Date) {
      await db.transaction(async (tx) => {
        const macs = found.map((l) => l.mac);
        await tx
          .delete(gatewayNearbyLocks)
          .where(
            macs.length
              ? and(eq(gatewayNearbyLocks.gatewayId, gw.id), notInArray(gatewayNearbyLocks.lockMac, macs))
              : eq(gatewayNearbyLocks.gatewayId, gw.id),
          );
        if (found.length) {
          await tx
            .insert(gatewayNearbyLocks)
            .values(
              found.map((l) => ({
                gatewayId: gw.id,
                lockMac: l.mac,
                rssi: l.rssi,
                initialized: l.initialized,
                lockName: l.name ?? '',
                model: l.model ?? '',
                updatedAt: now,
              })),
            )
            .onConflictDoUpdate({
              target: [gatewayNearbyLocks.gatewayId, gatewayNearbyLocks.lockMac],
              set: {
                rssi: sql`excluded.rssi`,
                initialized: sql`excluded.initialized`,
                lockName: sql`excluded.lock_name`,
                model: sql`excluded.model`,
                updatedAt: now,
              },
            });
        }
        const owned = macs.length
          ? await tx
              .select({ id: locks.id, mac: locks.lockMac })
              .from(locks)
              .where(and(eq(locks.userId, gw.userId), inArray(locks.lockMac, macs), isNull(locks.deletedAt)))
          : [];
        const ownedIds = owned.map((o) => o.id);
        await tx
          .delete(lockGateways)
          .where(
            ownedIds.length
              ? and(eq(lockGateways.gatewayId, gw.id), notInArray(lockGateways.lockId, ownedIds))
              : eq(lockGateways.gatewayId, gw.id),
          );
        if (owned.length) {
          const rssiOf = new Map(found.map((l) => [l.mac, l.rssi]));
          await tx
            .insert(lockGateways)
            .values(owned.map((o) => ({ lockId: o.id, gatewayId: gw.id, rssi: rssiOf.get(o.mac)!, updatedAt: now })))
            .onConflictDoUpdate({
              target: [lockGateways.lockId, lockGateways.gatewayId],
              set: { rssi: sql`excluded.rssi`, updatedAt: now },
            });
        }
      });
    },

    async nearbyOf(gatewayId: number) {
      return db
        .select({ n: gatewayNearbyLocks, lockId: locks.id, lockAlias: locks.lockAlias })
        .from(gatewayNearbyLocks)
        .leftJoin(locks, and(eq(locks.lockMac, gatewayNearbyLocks.lockMac), isNull(locks.deletedAt)))
        .where(eq(gatewayNearbyLocks.gatewayId, gatewayId))
        .orderBy(desc(gatewayNearbyLocks.rssi));
    },

    /** Uninitialized locks heard by the user's online gateways, best signal per lock first. */
    async uninitializedNearUser(userId: number) {
      return db
        .select({ n: gatewayNearbyLocks })
        .from(gatewayNearbyLocks)
        .innerJoin(gateways, eq(gateways.id, gatewayNearbyLocks.gatewayId))
        .where(
          and(
            eq(gateways.userId, userId),
            isNull(gateways.deletedAt),
            eq(gateways.isOnline, true),
            eq(gatewayNearbyLocks.initialized, false),
          ),
        )
        .orderBy(desc(gatewayNearbyLocks.rssi));
    },

    /** The user's online gateway hearing `mac` with the best signal. */
    async bestForMac(userId: number, mac: string) {
      const [row] = await db
        .select({ gatewayId: gateways.id, rssi: gatewayNearbyLocks.rssi, initialized: gatewayNearbyLocks.initialized })
        .from(gatewayNearbyLocks)
        .innerJoin(gateways, eq(gateways.id, gatewayNearbyLocks.gatewayId))
        .where(
          and(
            eq(gatewayNearbyLocks.lockMac, mac),
            eq(gateways.userId, userId),
            isNull(gateways.deletedAt),
            eq(gateways.isOnline, true),
          ),
        )
        .orderBy(desc(gatewayNearbyLocks.rssi))
        .limit(1);
      return row;
    },

    /** Gateways hearing a lock (online first, then best signal). */
    async gatewaysOfLock(lockId: number) {
      return db
        .select({ g: gateways, rssi: lockGateways.rssi, updatedAt: lockGateways.updatedAt })
        .from(lockGateways)
        .innerJoin(gateways, eq(gateways.id, lockGateways.gatewayId))
        .where(and(eq(lockGateways.lockId, lockId), isNull(gateways.deletedAt)))
        .orderBy(desc(gateways.isOnline), desc(lockGateways.rssi));
    },
  };
}

export type GatewaysRepo = ReturnType<typeof createGatewaysRepo>;
