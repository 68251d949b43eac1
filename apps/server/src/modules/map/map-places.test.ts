// What the public map may show, decided from counts per owner and city: a place needs three households, three of
// them active; smaller places roll up into their country, then into "elsewhere", whose activity shows only when it
// has three active households itself; doors land where their place is shown, or nowhere.
import { describe, expect, it } from 'vitest';
import { landingOf, placesOf, type OwnerCityCounts } from './map-places';

let next = 0;
const row = (cityId: number | null, country: string | null, o: Partial<OwnerCityCounts> = {}): OwnerCityCounts => ({
  userId: ++next,
  cityId,
  cityName: cityId ? `City ${cityId}` : null,
  country,
  lon: cityId ? 1 : null,
  lat: cityId ? 2 : null,
  locks: 1,
  activeLocks: 1,
  unlocks: 1,
  ...o,
});

describe('placesOf', () => {
  it('needs three households with activity for a city, then for a country, then for elsewhere', () => {
    const rows = [
      row(1, 'DE'),
      row(1, 'DE'),
      row(1, 'DE', { unlocks: 5 }),
      row(2, 'DE'),
      row(3, 'DE'),
      row(3, 'DE', { activeLocks: 0, unlocks: 0 }),
      row(4, 'FR'),
      row(null, null),
      row(null, null),
    ];
    const p = placesOf(rows, 3);
    expect(p.places.map((x) => [x.key, x.locks, x.activeLocks, x.unlocks])).toEqual([['city:1', 3, 3, 7]]);
    // DE's rest has three owners but two active: not shown; with FR and the unlocated, elsewhere has six owners, five
    // active.
    expect(p.elsewhere).toEqual({ shown: true, locks: 6, activeLocks: 5, unlocks: 5 });
    expect(landingOf(p, 1, 'DE')?.key).toBe('city:1');
    expect(landingOf(p, 3, 'DE')).toBeNull();
    expect(landingOf(p, null, null)).toBeNull();
  });

  it('counts a household once however many locks it has', () => {
    const one = { userId: 99 };
    const p = placesOf([row(1, 'DE', { ...one, locks: 5 }), row(2, 'DE', one), row(3, 'DE', one)], 3);
    expect(p.places).toEqual([]);
    expect(p.elsewhere.shown).toBe(false);
    expect(landingOf(p, 1, 'DE')).toBeUndefined();
  });

  it('shows a country made of small cities, and lands their doors there', () => {
    const p = placesOf([row(1, 'PT'), row(2, 'PT'), row(3, 'PT')], 3);
    expect(p.places).toMatchObject([{ key: 'country:PT', level: 'country', locks: 3, activeLocks: 3, unlocks: 3 }]);
    expect(landingOf(p, 2, 'PT')?.key).toBe('country:PT');
    expect(landingOf(p, null, null)).toBeUndefined();
  });
});
