// How the map pages name a place and a way in, in the reader's language.
import type { TFunction } from 'i18next';
import { countryName } from '@lockconsole/shared/geo/countries';
import type { MapActivity, MapPlace } from '@lockconsole/shared/map/map';

export function placeName(
  p: Pick<MapPlace | MapActivity, 'name' | 'country'> & { place?: string | null; key?: string },
  t: TFunction,
  lang: string,
): string {
  if (!p.country) return t('map.elsewhere');
  const country = countryName(p.country, lang);
  return p.name ? `${p.name}, ${country}` : country;
}

export const describePlace = (p: MapPlace, t: TFunction, lang: string) =>
  t('map.describe', { place: placeName(p, t, lang), locks: p.locks, active: p.activeLocks, unlocks: p.unlocks });
