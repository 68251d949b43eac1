// The public lock map (issue 19; spec §1 map, §2 /map/base and /map/new, no login): how many locks each place has,
// how many are active and how many times doors opened in the last 24 hours — counts only, never a lock, an address or
// a person. A place stands for several households: a city is shown when the locks there belong to at least
// MAP_MIN_HOUSEHOLDS owners, as many of them active; fewer roll up into their country, and a country with fewer into
// "elsewhere", whose activity is shown only on the same terms — so no one home's comings and goings are ever shown.
// The city is the lock's location, set by whoever manages the lock (/lock/updateLocation), chosen from the GeoNames
// cities the server ships.
import { z } from 'zod';
import { UNLOCK_METHODS } from '@lockconsole/lockcore/records';
import { lockIdParam } from '../lock/lock';
import { int } from '../schemas/common';

/** A place is shown from this many households (owners) with locks there, as many active (server: MAP_MIN_HOUSEHOLDS). */
export const MAP_MIN_HOUSEHOLDS = 3;
/** A lock is active when it reported (a record or its state) within this many days. */
export const MAP_ACTIVE_DAYS = 7;
/** The window of the unlock counts and of the chart: the last 24 hours, by hour. */
export const MAP_WINDOW_HOURS = 24;

/** GET /map/summary — the brand's places and totals. */
export const mapSummaryRequestSchema = z.object({});

const counts = {
  locks: z.number().int(),
  activeLocks: z.number().int(),
  /** Doors opened in the last 24 hours. */
  unlocks: z.number().int(),
};

export const mapPlaceSchema = z.object({
  /** `city:<GeoNames id>` or `country:<ISO alpha-2>`. */
  key: z.string(),
  level: z.enum(['city', 'country']),
  /** The city's name (GeoNames); empty for a country (the page names it in the reader's language). */
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  /** Degrees; null for a country (the page places it at the country's centre). */
  lon: z.number().nullable(),
  lat: z.number().nullable(),
  ...counts,
});
export type MapPlace = z.infer<typeof mapPlaceSchema>;

export const mapSummaryResponseSchema = z.object({
  /** Locks: every lock of the brand; active locks and doors opened: those of the places shown (and of elsewhere when
   *  it has enough households itself). */
  totals: z.object({
    ...counts,
    /** Places on the map (cities and countries shown). */
    places: z.number().int(),
    /** Locks without a location, or in places with too few households to show. */
    unplaced: z.number().int(),
  }),
  places: z.array(mapPlaceSchema),
  /** Unlocks per hour, oldest first: `MAP_WINDOW_HOURS` entries, each hour's start in ms. */
  hours: z.array(z.object({ hour: z.number().int(), unlocks: z.number().int() })),
  /** Households a place needs to be shown (the server's setting). */
  minHouseholds: z.number().int(),
  /** When these counts were taken (ms); they are at most a few seconds old. */
  takenAt: z.number().int(),
});
export type MapSummary = z.infer<typeof mapSummaryResponseSchema>;

/**
 * One event of GET /api/map/stream (`event: unlock`): a door opened somewhere. The place as the summary shows it (a
 * city, its country, or null for elsewhere), how, and when (to the second).
 */
export const mapActivitySchema = z.object({
  place: z.string().nullable(),
  name: z.string(),
  country: z.string(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
  method: z.enum(UNLOCK_METHODS),
  count: z.number().int(),
  at: z.number().int(),
});
export type MapActivity = z.infer<typeof mapActivitySchema>;

/** GET /lock/searchCity — cities by name (any language's letters, accents ignored), the largest first. */
export const searchCityRequestSchema = z.object({
  keyword: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .min(2, 'validation.map.keywordShort')
    .max(60, 'validation.tooLong'),
  /** ISO 3166-1 alpha-2: only this country's cities. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'validation.invalid')
    .transform((c) => c.toUpperCase())
    .optional(),
});
export const citySchema = z.object({
  cityId: z.number().int(),
  name: z.string(),
  country: z.string(),
  population: z.number().int(),
  lon: z.number(),
  lat: z.number(),
});
export type City = z.infer<typeof citySchema>;
/** A lock's city as stored with the lock (no population). */
export const lockCitySchema = citySchema.omit({ population: true });
export type LockCity = z.infer<typeof lockCitySchema>;
export const searchCityResponseSchema = z.object({ list: z.array(citySchema) });

/** GET /lock/location — where the lock is (null: not set). */
export const lockLocationRequestSchema = z.object({ lockId: lockIdParam() });
export const lockLocationResponseSchema = z.object({ city: lockCitySchema.nullable() });

/** POST /lock/updateLocation — the lock's city (cityId 0 clears it). */
export const updateLocationRequestSchema = z.object({
  lockId: lockIdParam(),
  cityId: int().min(0, 'validation.invalid').max(2_147_483_647, 'validation.invalid'),
});
export const updateLocationResponseSchema = z.object({ city: lockCitySchema.nullable() });
