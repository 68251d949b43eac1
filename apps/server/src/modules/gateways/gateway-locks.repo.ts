// SQL for what gateways hear (their latest scans) and which gateways reach each lock (lock_gateways): the one
// place that reads and writes those two tables. No rules here.
import { and, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { gatewayNearbyLocks, gateways, lockGateways, locks } from '../../db/schema/devices';

export type NearbyLock = { mac: string; rssi: number; initialized: boolean; name?: string; model?: string };

/** A gateway reaching a lock, as lists and the command path need it. */
export type GatewayOfLock = {
  lockId: number;
  gatewayId: number;
  gatewayName: string;
  gatewayMac: string;
  isOnline: boolean;
  rssi: number;
  updatedAt: Date;
};

/**
 * The gateways reaching the lock `lockId` (a column of the outer query) as one JSON array, in the order of
 * gatewaysOf (online first, best signal first): lists read them in the same statement as the locks.
 */
export const gatewaysOfLockJson = (lockId: SQL | AnyPgColumn) => sql<GatewayJson[]>`(select coalesce(json_agg(
    json_build_object('gatewayId', ${gateways.id}, 'gatewayName', ${gateways.gatewayName}, 'isOnline', ${gateways.isOnline},
      'rssi', ${lockGateways.rssi}, 'updatedAt', floor(extract(epoch from ${lockGateways.updatedAt}) * 1000))
    order by ${gateways.isOnline} desc, ${lockGateways.rssi} desc), '[]'::json)
  from ${lockGateways} join ${gateways} on ${eq(gateways.id, lockGateways.gatewayId)}
  where ${lockGateways.lockId} = ${lockId} and ${isNull(gateways.deletedAt)})`;

/** updatedAt as epoch ms: a Date from a number, not from parsing a timestamp's text (per gateway of every listed lock). */
type GatewayJson = Omit<GatewayOfLock, 'lockId' | 'updatedAt'> & { updatedAt: number };
export const gatewaysFromJson = (lockId: number, json: GatewayJson[] | string): GatewayOfLock[] =>
  (typeof json === 'string' ? (JSON.parse(json) as GatewayJson[]) : json).map((g) => ({
    ...g,
    lockId,
    updatedAt: new Date(g.updatedAt),
  }));

export function createGatewayLocksRepo(db: Db) {
  // Every command (which gateway sends it) and lock page asks it: built once.
  const ofLocks = db
    .select({
      lockId: lockGateways.lockId,
      gatewayId: gateways.id,
      gatewayName: gateways.gatewayName,
      gatewayMac: gateways.gatewayMac,
      isOnline: gateways.isOnline,
      rssi: lockGateways.rssi,
      updatedAt: lockGateways.updatedAt,
    })
    .from(lockGateways)
    .innerJoin(gateways, eq(gateways.id, lockGateways.gatewayId))
    .where(and(sql`${lockGateways.lockId} = any(${sql.placeholder('lockIds')}::bigint[])`, isNull(gateways.deletedAt)))
    .orderBy(desc(gateways.isOnline), desc(lockGateways.rssi))
    .prepare('gateways_of_locks');
  return {
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
        .select({
          gatewayId: gateways.id,
          rssi: gatewayNearbyLocks.rssi,
          initialized: gatewayNearbyLocks.initialized,
          lockName: gatewayNearbyLocks.lockName,
        })
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

    /** Gateways reaching each lock, online first then best signal (deleted gateways left out). */
    async gatewaysOf(lockIds: number[]): Promise<GatewayOfLock[]> {
      if (lockIds.length === 0) return [];
      return ofLocks.execute({ lockIds });
    },
  };
}

export type GatewayLocksRepo = ReturnType<typeof createGatewayLocksRepo>;
