// The map's reads and the lock location's writes. Counts per city of one brand (site): located and unlocated locks,
// active ones, doors opened in a window; unlocks per hour. Each lock is read through the records index
// (lock_id, lock_date), so the cost follows the brand's lock count and the window's records, not the table's size.
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { UNLOCKING_RECORD_TYPES } from '@lockconsole/lockcore/records';
import type { LockCity } from '@lockconsole/shared/map/map';
import type { OwnerCityCounts } from './map-places';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { lockRecords, locks } from '../../db/schema/devices';
import { lockLocations } from '../../db/schema/map';

const unlocking = (since: Date, until: Date) =>
  and(
    gte(lockRecords.lockDate, since),
    lt(lockRecords.lockDate, until),
    eq(lockRecords.success, true),
    inArray(lockRecords.recordType, [...UNLOCKING_RECORD_TYPES]),
  );

export function createMapRepo(db: Db) {
  // Asked for the locks of the stored records with an unlock in them, gathered for a moment (the live feed): built once.
  const placeStatement = db
    .select({
      lockId: locks.id,
      siteId: users.siteId,
      cityId: lockLocations.cityId,
      cityName: lockLocations.cityName,
      country: lockLocations.country,
      lon: lockLocations.lon,
      lat: lockLocations.lat,
    })
    .from(locks)
    .innerJoin(users, eq(users.id, locks.userId))
    .leftJoin(lockLocations, eq(lockLocations.lockId, locks.id))
    .where(sql`${locks.id} = any(${sql.placeholder('lockIds')}::bigint[])`)
    .prepare('map_places_of_locks');
  return {
    /** Every live lock of the site, counted per owner and city (a null city: no location set). */
    async countsByOwnerCity(
      siteId: number,
      w: { activeSince: Date; since: Date; until: Date },
    ): Promise<OwnerCityCounts[]> {
      const unlocks = sql<number>`(select count(*) from ${lockRecords} where ${lockRecords.lockId} = ${locks.id}
        and ${unlocking(w.since, w.until)})`;
      const active = sql`(${locks.stateUpdatedAt} >= ${w.activeSince} or exists (select 1 from ${lockRecords}
        where ${lockRecords.lockId} = ${locks.id} and ${lockRecords.lockDate} >= ${w.activeSince}))`;
      const rows = await db
        .select({
          userId: locks.userId,
          cityId: lockLocations.cityId,
          cityName: sql<string | null>`min(${lockLocations.cityName})`,
          country: sql<string | null>`min(${lockLocations.country})`,
          lon: sql<number | null>`min(${lockLocations.lon})`,
          lat: sql<number | null>`min(${lockLocations.lat})`,
          locks: sql<number>`count(*)::int`,
          activeLocks: sql<number>`(count(*) filter (where ${active}))::int`,
          unlocks: sql<number>`coalesce(sum(${unlocks}), 0)::int`,
        })
        .from(locks)
        .innerJoin(users, eq(users.id, locks.userId))
        .leftJoin(lockLocations, eq(lockLocations.lockId, locks.id))
        .where(and(isNull(locks.deletedAt), eq(users.siteId, siteId)))
        .groupBy(locks.userId, lockLocations.cityId);
      return rows.map((r) => ({
        ...r,
        userId: Number(r.userId),
        lon: r.lon === null ? null : Number(r.lon),
        lat: r.lat === null ? null : Number(r.lat),
        locks: Number(r.locks),
        activeLocks: Number(r.activeLocks),
        unlocks: Number(r.unlocks),
      }));
    },

    /** Doors opened per hour (its start in ms) and city at the site's locks. */
    async unlocksByHour(siteId: number, since: Date, until: Date) {
      const hour = sql<number>`(floor(extract(epoch from ${lockRecords.lockDate}) / 3600) * 3600000)::bigint`;
      const rows = await db
        .select({
          hour,
          cityId: lockLocations.cityId,
          country: sql<string | null>`min(${lockLocations.country})`,
          n: sql<number>`count(*)::int`,
        })
        .from(lockRecords)
        .innerJoin(locks, eq(locks.id, lockRecords.lockId))
        .innerJoin(users, eq(users.id, locks.userId))
        .leftJoin(lockLocations, eq(lockLocations.lockId, locks.id))
        .where(and(isNull(locks.deletedAt), eq(users.siteId, siteId), unlocking(since, until)))
        .groupBy(hour, lockLocations.cityId);
      return rows.map((r) => ({ hour: Number(r.hour), cityId: r.cityId, country: r.country, n: Number(r.n) }));
    },

    /** Where each lock is and the site its owner belongs to (the live feed's places); a lock gone is left out. */
    placesOf: (lockIds: number[]) => placeStatement.execute({ lockIds }),

    async location(lockId: number): Promise<LockCity | null> {
      const [row] = await db.select().from(lockLocations).where(eq(lockLocations.lockId, lockId)).limit(1);
      return row ? { cityId: row.cityId, name: row.cityName, country: row.country, lon: row.lon, lat: row.lat } : null;
    },

    async setLocation(lockId: number, city: LockCity | null) {
      if (!city) {
        await db.delete(lockLocations).where(eq(lockLocations.lockId, lockId));
        return;
      }
      const v = { cityId: city.cityId, cityName: city.name, country: city.country, lon: city.lon, lat: city.lat };
      await db
        .insert(lockLocations)
        .values({ lockId, ...v })
        .onConflictDoUpdate({ target: lockLocations.lockId, set: { ...v, updatedAt: new Date() } });
    },
  };
}
export type MapRepo = ReturnType<typeof createMapRepo>;
