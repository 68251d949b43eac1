// Where a lock is (issue 19, the map): the city its manager chose, copied from the GeoNames city list at that moment
// (name, country, coordinates) so that the map's counts never need the 135,000-city list in memory.
import { bigint, index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { ts } from '../columns';
import { locks } from './devices';

export const lockLocations = pgTable(
  'lock_locations',
  {
    lockId: bigint('lock_id', { mode: 'number' })
      .primaryKey()
      .references(() => locks.id, { onDelete: 'cascade' }),
    /** GeoNames id. */
    cityId: integer('city_id').notNull(),
    cityName: text('city_name').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    lon: real('lon').notNull(),
    lat: real('lat').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('lock_locations_city_idx').on(t.cityId)],
);
