// SQL for locks as the device side needs them: creation with the owner's admin ekey, lookup, state updates.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ekeys, gatewayNearbyLocks, lockGateways, locks } from '../db/schema/devices';

export type LockRow = typeof locks.$inferSelect;

export function createLocksRepo(db: Db) {
  return {
    /** Reserves a lock id before the lock exists, so the init command can carry it. */
    async reserveId(): Promise<number> {
      const res = await db.execute<{ id: string | number }>(sql`select nextval('locks_id_seq') as id`);
      const rows = (Array.isArray(res) ? res : (res as { rows: { id: string | number }[] }).rows) as {
        id: string | number;
      }[];
      return Number(rows[0]!.id);
    },

    /** Creates the lock, the owner's admin ekey and the link to the gateway that initialized it. */
    async createWithAdminKey(v: typeof locks.$inferInsert & { id: number }, gatewayId: number, rssi: number) {
      return db.transaction(async (tx) => {
        const [lock] = await tx.insert(locks).values(v).returning();
        await tx.insert(ekeys).values({
          lockId: v.id,
          userId: v.userId,
          keyName: v.lockAlias,
          isOwner: true,
          keyRight: 1,
          remoteEnable: 1,
          createdAt: v.createdAt,
        });
        await tx
          .insert(lockGateways)
          .values({ lockId: v.id, gatewayId, rssi, updatedAt: v.createdAt })
          .onConflictDoNothing();
        await tx.update(gatewayNearbyLocks).set({ initialized: true }).where(eq(gatewayNearbyLocks.lockMac, v.lockMac));
        return lock!;
      });
    },

    async findByMac(mac: string) {
      const [row] = await db
        .select()
        .from(locks)
        .where(and(eq(locks.lockMac, mac), isNull(locks.deletedAt)))
        .limit(1);
      return row;
    },

    async find(id: number) {
      const [row] = await db
        .select()
        .from(locks)
        .where(and(eq(locks.id, id), isNull(locks.deletedAt)))
        .limit(1);
      return row;
    },

    async updateState(id: number, v: { lockStatus?: number; electricQuantity?: number }, now: Date) {
      await db
        .update(locks)
        .set({ ...v, stateUpdatedAt: now, updatedAt: now })
        .where(eq(locks.id, id));
    },
  };
}

export type LocksRepo = ReturnType<typeof createLocksRepo>;
