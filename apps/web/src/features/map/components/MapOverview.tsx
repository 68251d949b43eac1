// The totals, the world map and the live feed beside it: the part both map pages share (each with its own theme).
import { useTranslation } from 'react-i18next';
import type { MapSummary } from '@lockconsole/shared/map/map';
import type { LiveMap } from '../useLiveMap';
import { describePlace } from '../placeText';
import { MapFeed } from './MapFeed';
import { MapTotals } from './MapTotals';
import { WorldMap, type MapTheme } from './WorldMap';

type Props = Pick<LiveMap, 'feed' | 'live' | 'pulsing'> & {
  summary: MapSummary;
  theme: MapTheme;
  /** The page's block names (map-page, map-board). */
  block: string;
  feedSize?: number;
};

export function MapOverview({ summary, feed, live, pulsing, theme, block, feedSize }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <MapTotals totals={summary.totals} />
      <div className={`${block}__body`}>
        <div className={`${block}__map`}>
          <WorldMap
            places={summary.places}
            pulsing={pulsing}
            theme={theme}
            label={t('map.svgLabel')}
            describe={(p) => describePlace(p, t, i18n.language)}
          />
        </div>
        <MapFeed feed={feedSize ? feed.slice(0, feedSize) : feed} live={live} />
      </div>
    </>
  );
}
