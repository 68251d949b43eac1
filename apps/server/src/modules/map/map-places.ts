// From counts per (city, owner) to what the public map may show (pure). A place must stand for several households:
// a city is shown when its locks belong to at least `min` owners and at least `min` of them had an active lock; the
// rest of a country is shown as the country on the same terms; whatever is left ("elsewhere": no location, or too few
// households in their country) is shown only on those terms too — else its activity is in no total, no hour and no
// feed event, so subtracting the places from the totals reveals nothing. Lock counts are shown as they are (a count
// of locks says nothing of anyone's comings and goings).
import type { MapPlace } from '@lockconsole/shared/map/map';

/** One owner's locks in one city (city null: no location). */
export type OwnerCityCounts = {
  userId: number;
  cityId: number | null;
  cityName: string | null;
  country: string | null;
  lon: number | null;
  lat: number | null;
  locks: number;
  activeLocks: number;
  unlocks: number;
};

type Tally = { locks: number; activeLocks: number; unlocks: number; owners: Set<number>; active: Set<number> };
const tally = (): Tally => ({ locks: 0, activeLocks: 0, unlocks: 0, owners: new Set(), active: new Set() });
const add = (t: Tally, r: OwnerCityCounts) => {
  t.locks += r.locks;
  t.activeLocks += r.activeLocks;
  t.unlocks += r.unlocks;
  t.owners.add(r.userId);
  if (r.activeLocks > 0) t.active.add(r.userId);
};
const enough = (t: Tally, min: number) => t.owners.size >= min && t.active.size >= min;
const counts = (t: Tally) => ({ locks: t.locks, activeLocks: t.activeLocks, unlocks: t.unlocks });

export type Placed = {
  places: MapPlace[];
  /** The rest, counted in the totals (and its doors in the feed) only when `shown`. */
  elsewhere: { shown: boolean; locks: number; activeLocks: number; unlocks: number };
};

export function placesOf(rows: readonly OwnerCityCounts[], min: number): Placed {
  const cities = new Map<number, { row: OwnerCityCounts; t: Tally; rows: OwnerCityCounts[] }>();
  const rest = tally();
  for (const r of rows) {
    if (r.cityId === null || !r.country) {
      add(rest, r);
      continue;
    }
    const c = cities.get(r.cityId) ?? { row: r, t: tally(), rows: [] };
    add(c.t, r);
    c.rows.push(r);
    cities.set(r.cityId, c);
  }
  const places: MapPlace[] = [];
  const countries = new Map<string, Tally>();
  for (const [cityId, c] of cities) {
    if (enough(c.t, min)) {
      const { cityName, country, lon, lat } = c.row;
      places.push({
        key: `city:${cityId}`,
        level: 'city',
        name: cityName ?? '',
        country: country!,
        lon,
        lat,
        ...counts(c.t),
      });
      continue;
    }
    const t = countries.get(c.row.country!) ?? tally();
    for (const r of c.rows) add(t, r);
    countries.set(c.row.country!, t);
  }
  for (const [country, t] of countries) {
    if (enough(t, min)) {
      places.push({
        key: `country:${country}`,
        level: 'country',
        name: '',
        country,
        lon: null,
        lat: null,
        ...counts(t),
      });
      continue;
    }
    rest.locks += t.locks;
    rest.activeLocks += t.activeLocks;
    rest.unlocks += t.unlocks;
    for (const u of t.owners) rest.owners.add(u);
    for (const u of t.active) rest.active.add(u);
  }
  places.sort((a, b) => b.locks - a.locks || a.key.localeCompare(b.key));
  return { places, elsewhere: { shown: enough(rest, min), ...counts(rest) } };
}

/**
 * Where activity at a lock of `cityId` in `country` shows: the city's place, else its country's, else elsewhere
 * (`null`) when elsewhere is shown; undefined when it must not show at all.
 */
export function landingOf(placed: Placed, cityId: number | null, country: string | null): MapPlace | null | undefined {
  const city = cityId === null ? undefined : placed.places.find((p) => p.key === `city:${cityId}`);
  if (city) return city;
  const inCountry = cityId !== null && country ? placed.places.find((p) => p.key === `country:${country}`) : undefined;
  if (inCountry) return inCountry;
  return placed.elsewhere.shown ? null : undefined;
}
