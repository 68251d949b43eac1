// The live feed: each door that opened, where (as the map shows it), how and when — nothing else.
import { useTranslation } from 'react-i18next';
import type { LiveMap } from '../useLiveMap';
import { placeName } from '../placeText';

export function MapFeed({ feed, live }: Pick<LiveMap, 'feed' | 'live'>) {
  const { t, i18n } = useTranslation();
  const time = (ms: number) => new Date(ms).toLocaleTimeString(i18n.language);
  return (
    <section className="map-feed" aria-labelledby="map-feed-title">
      <h2 id="map-feed-title" className="map-feed__title">
        <span className={live ? 'map-live map-live--on' : 'map-live'} aria-hidden="true" />
        {t('map.feed.title')} <span className="map-feed__state">{live ? t('map.live') : t('map.reconnecting')}</span>
      </h2>
      {feed.length === 0 ? (
        <p className="map-feed__empty">{t('map.feed.empty')}</p>
      ) : (
        <ol className="map-feed__list" aria-live="polite">
          {feed.map((a) => (
            <li key={a.id} className="map-feed__item" data-method={a.method}>
              <time dateTime={new Date(a.at).toISOString()}>{time(a.at)}</time>
              <span className="map-feed__place">{placeName(a, t, i18n.language)}</span>
              <span className="map-feed__method">
                {t(`map.method.${a.method}`)}
                {a.count > 1 ? ` ×${a.count}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
