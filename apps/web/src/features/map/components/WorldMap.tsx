// The world with a circle per place of the public map: its area follows the place's locks, its colour how many doors
// opened there in the last 24 h; a place where a door just opened pulses. Offline: Natural Earth countries at 1:110m
// (world-atlas, shipped in the bundle of the map routes only) drawn with d3-geo — no tile server. A country-level place
// sits at its country's centre. Natural Earth draws de facto borders (see docs/map.md).
import { geoCentroid, geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { useMemo } from 'react';
import { countryByAlpha2 } from '@lockconsole/shared/geo/countries';
import type { MapPlace } from '@lockconsole/shared/map/map';
import atlas from 'world-atlas/countries-110m.json';

const WIDTH = 960;
const HEIGHT = 500;

type Shape = Feature<Geometry, { name: string }>;
const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const countries = (feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>)
  .features as Shape[];
const projection = geoNaturalEarth1().fitSize([WIDTH, HEIGHT], { type: 'Sphere' });
const path = geoPath(projection);
const outlines = countries.map((c) => ({ id: Number(c.id), d: path(c) ?? '' }));
const sphere = path({ type: 'Sphere' }) ?? '';
const centres = new Map(countries.map((c) => [Number(c.id), geoCentroid(c)]));

/** Where a place is drawn, or null (a country too small for the 1:110m map). */
export function pointOf(p: Pick<MapPlace, 'level' | 'country' | 'lon' | 'lat'>): [number, number] | null {
  const lonLat =
    p.level === 'city' && p.lon !== null && p.lat !== null
      ? ([p.lon, p.lat] as [number, number])
      : centres.get(countryByAlpha2(p.country)?.countryId ?? -1);
  return lonLat ? projection(lonLat) : null;
}

export type MapTheme = { sea: string; land: string; border: string; quiet: string; busy: string; pulse: string };

type Props = {
  places: MapPlace[];
  /** Places where a door opened in the last seconds (keys). */
  pulsing: ReadonlySet<string>;
  theme: MapTheme;
  label: string;
  describe: (p: MapPlace) => string;
};

export function WorldMap({ places, pulsing, theme, label, describe }: Props) {
  const maxLocks = Math.max(1, ...places.map((p) => p.locks));
  const maxUnlocks = Math.max(1, ...places.map((p) => p.unlocks));
  const dots = useMemo(
    () =>
      places
        .map((p) => ({ p, at: pointOf(p) }))
        .filter((d): d is { p: MapPlace; at: [number, number] } => d.at !== null)
        // Small circles on top of large ones.
        .sort((a, b) => b.p.locks - a.p.locks),
    [places],
  );
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} style={{ width: '100%', height: 'auto' }}>
      <path d={sphere} fill={theme.sea} />
      {outlines.map((o) => (
        <path key={o.id} d={o.d} fill={theme.land} stroke={theme.border} strokeWidth={0.5} />
      ))}
      {dots.map(({ p, at: [x, y] }) => {
        const r = 3 + 14 * Math.sqrt(p.locks / maxLocks);
        const heat = p.unlocks / maxUnlocks;
        return (
          <g key={p.key} data-place={p.key}>
            <circle
              cx={x}
              cy={y}
              r={r}
              fill={heat > 0.5 ? theme.busy : theme.quiet}
              fillOpacity={0.45 + 0.45 * heat}
              stroke={theme.busy}
              strokeWidth={1}
            >
              <title>{describe(p)}</title>
            </circle>
            {pulsing.has(p.key) && (
              <circle cx={x} cy={y} r={r} fill="none" stroke={theme.pulse} strokeWidth={2} className="map-pulse" />
            )}
          </g>
        );
      })}
    </svg>
  );
}
