// The four totals of the public map.
import { useTranslation } from 'react-i18next';
import { MAP_ACTIVE_DAYS, type MapSummary } from '@lockconsole/shared/map/map';

export function MapTotals({ totals }: { totals: MapSummary['totals'] }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(i18n.language);
  const items = [
    ['locks', totals.locks, undefined],
    ['activeLocks', totals.activeLocks, t('map.activeHelp', { days: MAP_ACTIVE_DAYS })],
    ['unlocks', totals.unlocks, undefined],
    ['places', totals.places, undefined],
  ] as const;
  return (
    <dl className="map-totals">
      {items.map(([key, value, help]) => (
        <div key={key} className="map-totals__item" data-total={key} title={help}>
          <dt>{t(`map.totals.${key}`)}</dt>
          <dd>{n(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
