// SQL of the console's gateway management: the searchable list, rename, delete. The device side (activation,
// online state, scans) is devices/gateways.repo.ts. No rules here.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gatewayNearbyLocks, gateways, lockGateways } from '../../db/schema/devices';

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createGatewayAdminRepo(db: Db) {
  return {
    async list(userId: number, o: { search?: string; limit: number; offset: number }) {
      const where = and(
        eq(gateways.userId, userId),
        isNull(gateways.deletedAt),
        o.search ? sql`${gateways.gatewayName} ilike ${like(o.search)}` : undefined,
      );
      const rows = await db
        .select({
          g: gateways,
          lockNum: sql<number>`(select count(*)::int from lock_gateways lg where lg.gateway_id = gateways.id)`,
        })
        .from(gateways)
        .where(where)
        .orderBy(desc(gateways.id))
        .limit(o.limit)
        .offset(o.offset);
      const [{ total }] = (await db
        .select({ total: sql<number>`count(*)::int` })
        .from(gateways)
        .where(where)) as [{ total: number }];
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

export type GatewayAdminRepo = ReturnType<typeof createGatewayAdminRepo>;
