// A door that opens counts at once where the board shows it: its place, the totals and its hour — not elsewhere.
import { describe, expect, it } from 'vitest';
import type { MapSummary } from '@lockconsole/shared/map/map';
import { withActivity } from './useLiveMap';

const H = 3_600_000;
const summary: MapSummary = {
  totals: { locks: 7, activeLocks: 5, unlocks: 4, places: 2, unplaced: 1 },
  places: [
    {
      key: 'city:1',
      level: 'city',
      name: 'Berlin',
      country: 'DE',
      lon: 13.4,
      lat: 52.5,
      locks: 4,
      activeLocks: 3,
      unlocks: 3,
    },
    {
      key: 'country:FR',
      level: 'country',
      name: '',
      country: 'FR',
      lon: null,
      lat: null,
      locks: 3,
      activeLocks: 2,
      unlocks: 1,
    },
  ],
  hours: [
    { hour: 10 * H, unlocks: 1 },
    { hour: 11 * H, unlocks: 3 },
  ],
  minHouseholds: 3,
  takenAt: 11 * H + 60_000,
};

describe('withActivity', () => {
  it('adds the doors to their place, the totals and their hour', () => {
    const s = withActivity(summary, {
      place: 'country:FR',
      name: '',
      country: 'FR',
      lon: null,
      lat: null,
      method: 'card',
      count: 2,
      at: 11 * H + 120_000,
    });
    expect(s.totals.unlocks).toBe(6);
    expect(s.places.map((p) => p.unlocks)).toEqual([3, 3]);
    expect(s.hours.map((h) => h.unlocks)).toEqual([1, 5]);
    expect(summary.totals.unlocks).toBe(4);
  });

  it('counts a door elsewhere only in the totals', () => {
    const s = withActivity(summary, {
      place: null,
      name: '',
      country: '',
      lon: null,
      lat: null,
      method: 'app',
      count: 1,
      at: 11 * H + 120_000,
    });
    expect(s.totals.unlocks).toBe(5);
    expect(s.places.map((p) => p.unlocks)).toEqual([3, 1]);
  });
});
