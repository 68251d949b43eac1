// The public map (issue 19): per brand, counts by place taken at most every SUMMARY_MS per node (the page is public,
// so a crowd of boards costs one query a few seconds, not one each), the live feed of doors opening (from stored
// records, announced to every node) and the locks' locations. See docs/map.md.
import {
  MAP_ACTIVE_DAYS,
  MAP_MIN_HOUSEHOLDS,
  MAP_WINDOW_HOURS,
  type LockCity,
  type MapActivity,
  type MapSummary,
} from '@lockconsole/shared/map/map';
import { unlockMethodOf, type UnlockMethod } from '@lockconsole/lockcore/records';
import { AppError } from '../../http/errors';
import type { LockContext, PublicContext, UserContext } from '../../http/context';
import type { DomainEvents } from '../../events/domain-events';
import type { Clock } from '../../platform/clock';
import type { CityIndex } from './city-index';
import type { MapRepo } from './map.repo';
import { landingOf, placesOf, type Placed } from './map-places';

/** How long a brand's counts are reused on a node. */
export const SUMMARY_MS = 10_000;
/** A record is live news when the lock dated it within this long before it was stored (late uploads are not). */
export const LIVE_MS = 10 * 60_000;
/** Doors that opened are gathered this long, then their places read and announced at once: a busy fleet costs one
 * read and one notice per place a second, not one of each per stored batch (bench/device-hub.ts). */
export const GATHER_MS = 1000;
const HOUR = 3_600_000;

type Log = { error: (o: object, m?: string) => void };

export type MapService = ReturnType<typeof createMapService>;

export function createMapService(d: {
  repo: MapRepo;
  cities: CityIndex;
  clock: Clock;
  events: DomainEvents;
  log: Log;
  /** The brand of a host name: its site and whether it shows the map. */
  siteOfHost: (host: string) => Promise<{ siteId: number; map: boolean }>;
  /** Households a place needs to be shown (MAP_MIN_HOUSEHOLDS). */
  minHouseholds?: number;
}) {
  const min = d.minHouseholds ?? MAP_MIN_HOUSEHOLDS;
  type Taken = { summary: MapSummary; placed: Placed };
  const taken = new Map<number, { at: number; value: Promise<Taken> }>();

  async function take(siteId: number): Promise<Taken> {
    const now = d.clock.now().getTime();
    const since = new Date(now - MAP_WINDOW_HOURS * HOUR);
    const until = new Date(now + 60_000);
    const firstHour = Math.floor(now / HOUR) * HOUR - (MAP_WINDOW_HOURS - 1) * HOUR;
    const [rows, byHour] = await Promise.all([
      d.repo.countsByOwnerCity(siteId, { activeSince: new Date(now - MAP_ACTIVE_DAYS * 24 * HOUR), since, until }),
      d.repo.unlocksByHour(siteId, new Date(firstHour), until),
    ]);
    const placed = placesOf(rows, min);
    const { places, elsewhere } = placed;
    const sum = (k: 'activeLocks' | 'unlocks') =>
      places.reduce((n, p) => n + p[k], 0) + (elsewhere.shown ? elsewhere[k] : 0);
    const locks = rows.reduce((n, r) => n + r.locks, 0);
    // Each hour counts the doors of the places shown (and of elsewhere when it is shown), nothing else.
    const hours = new Map<number, number>();
    for (const h of byHour) {
      if (landingOf(placed, h.cityId, h.country) !== undefined) hours.set(h.hour, (hours.get(h.hour) ?? 0) + h.n);
    }
    const summary: MapSummary = {
      totals: {
        locks,
        activeLocks: sum('activeLocks'),
        unlocks: sum('unlocks'),
        places: places.length,
        unplaced: locks - places.reduce((n, p) => n + p.locks, 0),
      },
      places,
      hours: Array.from({ length: MAP_WINDOW_HOURS }, (_, i) => {
        const hour = firstHour + i * HOUR;
        return { hour, unlocks: hours.get(hour) ?? 0 };
      }),
      minHouseholds: min,
      takenAt: now,
    };
    return { summary, placed };
  }

  /** The brand's counts, reused for SUMMARY_MS (a failed read is not kept). */
  function takenOf(siteId: number): Promise<Taken> {
    const now = d.clock.now().getTime();
    const kept = taken.get(siteId);
    if (kept && now - kept.at < SUMMARY_MS && now >= kept.at) return kept.value;
    const value = take(siteId);
    taken.set(siteId, { at: now, value });
    value.catch(() => taken.get(siteId)?.value === value && taken.delete(siteId));
    return value;
  }

  async function siteOf(host: string): Promise<number> {
    const site = await d.siteOfHost(host);
    if (!site.map) throw new AppError('mapOff');
    return site.siteId;
  }

  // Doors that opened just now: announced once in the cluster (the node that stored the records), in the
  // background — the gateway's acknowledgement never waits for the map — gathered for GATHER_MS by lock.
  type Unlocks = Map<UnlockMethod, { count: number; at: number }>;
  let gathered = new Map<number, Unlocks>();
  let gathering: NodeJS.Timeout | undefined;
  const add = (into: Unlocks, method: UnlockMethod, v: { count: number; at: number }) => {
    const m = into.get(method) ?? { count: 0, at: 0 };
    into.set(method, { count: m.count + v.count, at: Math.max(m.at, v.at) });
  };
  d.events.on('records.stored', ({ lock, records }) => {
    const now = d.clock.now().getTime();
    const byMethod: Unlocks = new Map();
    for (const r of records) {
      const method = unlockMethodOf(r);
      const at = r.lockDate.getTime();
      if (!method || at < now - LIVE_MS || at > now + 60_000) continue;
      add(byMethod, method, { count: 1, at: Math.min(at, now) });
    }
    if (!byMethod.size) return;
    const into = gathered.get(lock.id) ?? new Map();
    for (const [method, v] of byMethod) add(into, method, v);
    gathered.set(lock.id, into);
    gathering ??= setTimeout(() => void announce(), GATHER_MS);
  });

  /** The gathered doors, one notice per place (site, city, country). */
  async function announce() {
    const doors = gathered;
    gathered = new Map();
    gathering = undefined;
    try {
      const byPlace = new Map<string, { siteId: number; cityId: number | null; country: string | null; u: Unlocks }>();
      for (const p of await d.repo.placesOf([...doors.keys()])) {
        const key = `${p.siteId}:${p.cityId ?? ''}:${p.country ?? ''}`;
        const place = byPlace.get(key) ?? { siteId: p.siteId, cityId: p.cityId, country: p.country, u: new Map() };
        for (const [method, v] of doors.get(p.lockId) ?? []) add(place.u, method, v);
        byPlace.set(key, place);
      }
      for (const { u, ...place } of byPlace.values()) {
        await d.events.emit('map.activity', { ...place, unlocks: [...u].map(([method, v]) => ({ method, ...v })) });
      }
    } catch (err) {
      d.log.error({ err, locks: doors.size }, 'map activity not announced');
    }
  }

  async function place(lockId: number, cityId: number): Promise<{ city: LockCity | null }> {
    let city: LockCity | null = null;
    if (cityId) {
      const found = await d.cities.byId(cityId);
      if (!found) throw new AppError('cityNotFound');
      const { population: _p, ...rest } = found;
      city = rest;
    }
    await d.repo.setLocation(lockId, city);
    return { city };
  }

  return {
    siteOf,
    /** With the server: doors gathered and not yet announced are dropped (a live feed, not a record). */
    close: () => {
      clearTimeout(gathering);
      gathering = undefined;
      gathered = new Map();
    },
    summary: async (ctx: PublicContext, _input: object): Promise<MapSummary> =>
      (await takenOf(await siteOf(ctx.host))).summary,

    /**
     * Every node: what its boards of `siteId` show of an activity, placed as the brand's map places it (nothing when
     * its place is not shown: too few households there).
     */
    async present(e: {
      siteId: number;
      cityId: number | null;
      country: string | null;
      unlocks: { method: UnlockMethod; count: number; at: number }[];
    }): Promise<MapActivity[]> {
      const landing = landingOf((await takenOf(e.siteId)).placed, e.cityId, e.country);
      if (landing === undefined) return [];
      const where = landing
        ? { place: landing.key, name: landing.name, country: landing.country, lon: landing.lon, lat: landing.lat }
        : { place: null, name: '', country: '', lon: null, lat: null };
      return e.unlocks.map((u) => ({ ...where, method: u.method, count: u.count, at: Math.floor(u.at / 1000) * 1000 }));
    },

    searchCity: async (_ctx: UserContext, input: { keyword: string; country?: string }) => ({
      list: await d.cities.search(input.keyword, input.country),
    }),

    location: async (ctx: LockContext, _input: { lockId: number }): Promise<{ city: LockCity | null }> => ({
      city: await d.repo.location(ctx.lock.lockId),
    }),

    updateLocation: (ctx: LockContext, input: { cityId: number }) => place(ctx.lock.lockId, input.cityId),
    /** Places a lock (cityId 0: nowhere) without a caller: the demo fleet (cli/demo.ts). */
    place,
  };
}
