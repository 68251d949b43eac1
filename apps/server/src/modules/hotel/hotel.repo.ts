// SQL for hotel rooms (issue 19): the caller's rooms with their open stay, where each room is, stays. No rules here.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { hotelRooms, hotelStays } from '../../db/schema/hotel';
import { ekeys, locks } from '../../db/schema/devices';
import { lockSettings } from '../../db/schema/lock-settings';
import { windowOf, type Paging } from '../../http/paging';
import { callerKeyOn } from '../permissions/lock-access.repo';
import { lockScope } from '../permissions/lock-scope';

export type StayRow = typeof hotelStays.$inferSelect;

export function createHotelRepo(db: Db) {
  return {
    /**
     * Locks in hotel mode the caller manages (owner or authorized admin now), with where they are; `occupied`
     * true/false keeps only rooms with/without an open stay; the buildings of all of them for the filter.
     */
    async rooms(userId: number, nowMs: number, q: Paging & { occupied?: boolean; building?: string }) {
      const open = sql`exists (select 1 from hotel_stays s where s.lock_id = ${locks.id} and s.checked_out_at is null)`;
      const mine = and(lockScope(userId, 'manage', nowMs), eq(lockSettings.hotelMode, 1));
      const where = and(
        mine,
        q.occupied === undefined ? undefined : q.occupied ? open : sql`not ${open}`,
        q.building !== undefined ? sql`coalesce(${hotelRooms.building}, '') = ${q.building}` : undefined,
      );
      const building = sql<string>`coalesce(${hotelRooms.building}, '')`;
      const floor = sql<string>`coalesce(${hotelRooms.floor}, '')`;
      // The caller's key (for the scope), the lock's settings (hotel mode) and its place, on every query below.
      const joined = <T extends PgSelect>(qb: T) =>
        qb
          .leftJoin(ekeys, callerKeyOn(userId))
          .innerJoin(lockSettings, eq(lockSettings.lockId, locks.id))
          .leftJoin(hotelRooms, eq(hotelRooms.lockId, locks.id));
      const [rows, [total], buildings] = await Promise.all([
        joined(
          db
            .select({
              lockId: locks.id,
              room: locks.lockAlias,
              building,
              floor,
              lockRoomStatus: lockSettings.roomStatus,
              deviceKind: locks.deviceKind,
            })
            .from(locks)
            .$dynamic(),
        )
          .where(where)
          .orderBy(building, floor, asc(locks.lockAlias))
          .limit(windowOf(q).limit)
          .offset(windowOf(q).offset),
        joined(db.select({ n: count() }).from(locks).$dynamic()).where(where),
        joined(db.select({ b: building }).from(locks).$dynamic())
          .where(and(mine, sql`coalesce(${hotelRooms.building}, '') <> ''`))
          .groupBy(building)
          .orderBy(building),
      ]);
      return { rows, total: total?.n ?? 0, buildings: buildings.map((b) => b.b) };
    },

    async openStays(lockIds: number[]): Promise<StayRow[]> {
      if (!lockIds.length) return [];
      return db
        .select()
        .from(hotelStays)
        .where(and(inArray(hotelStays.lockId, lockIds), isNull(hotelStays.checkedOutAt)));
    },

    async openStay(lockId: number): Promise<StayRow | undefined> {
      const [row] = await db
        .select()
        .from(hotelStays)
        .where(and(eq(hotelStays.lockId, lockId), isNull(hotelStays.checkedOutAt)));
      return row;
    },

    async setPlace(lockId: number, building: string, floor: string) {
      await db
        .insert(hotelRooms)
        .values({ lockId, building, floor })
        .onConflictDoUpdate({ target: hotelRooms.lockId, set: { building, floor } });
    },

    /** A new open stay; throws a unique violation when the room has one already (two check-ins at once). */
    async startStay(s: Omit<StayRow, 'id' | 'checkedOutAt' | 'checkedOutBy'>): Promise<number> {
      const [row] = await db.insert(hotelStays).values(s).returning({ id: hotelStays.id });
      return row!.id;
    },

    /** The stay's code or room card, while the stay is open: false when it was checked out meanwhile. */
    async attach(stayId: number, credential: { passcodeId: number } | { cardId: number }): Promise<boolean> {
      const rows = await db
        .update(hotelStays)
        .set(credential)
        .where(and(eq(hotelStays.id, stayId), isNull(hotelStays.checkedOutAt)))
        .returning({ id: hotelStays.id });
      return rows.length > 0;
    },

    /** Where the room is (building and floor as set on the rooms page). */
    async placeOf(lockId: number): Promise<{ building: string; floor: string } | undefined> {
      const [row] = await db
        .select({ building: hotelRooms.building, floor: hotelRooms.floor })
        .from(hotelRooms)
        .where(eq(hotelRooms.lockId, lockId))
        .limit(1);
      return row;
    },

    async dropStay(stayId: number) {
      await db.delete(hotelStays).where(eq(hotelStays.id, stayId));
    },

    /** Ends the open stay (once: the second of two check-outs finds none). */
    async endStay(lockId: number, byUserId: number, now: Date): Promise<StayRow | undefined> {
      const [row] = await db
        .update(hotelStays)
        .set({ checkedOutAt: now, checkedOutBy: byUserId })
        .where(and(eq(hotelStays.lockId, lockId), isNull(hotelStays.checkedOutAt)))
        .returning();
      return row;
    },
  };
}

export type HotelRepo = ReturnType<typeof createHotelRepo>;
