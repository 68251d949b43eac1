// /map/base (issue 19; spec §2, no login): the live distribution of the brand's locks — a world map with a circle per
// place, the totals, the places in a table and the doors opened per hour — updated as doors open. Counts only.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '../../components/FullPageLoading';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { HourChart } from '../../features/map/components/HourChart';
import { MapUnavailable } from '../../features/map/components/MapUnavailable';
import { MapOverview } from '../../features/map/components/MapOverview';
import type { MapTheme } from '../../features/map/components/WorldMap';
import { placeName } from '../../features/map/placeText';
import { useLiveMap } from '../../features/map/useLiveMap';
import '../../features/map/map.css';

const THEME: MapTheme = {
  sea: '#eef3fb',
  land: '#d9e1ec',
  border: '#ffffff',
  quiet: '#6898fc',
  busy: '#1d4fd8',
  pulse: '#e8590c',
};
const CHART = { bar: '#3b6fe0', text: '#4a5568', line: '#e2e8f0' };

export function MapBasePage() {
  const { t, i18n } = useTranslation();
  const site = useStore(appState, (s) => s.site);
  const { summary, error, feed, live, pulsing } = useLiveMap();
  if (!summary) return error ? <MapUnavailable error={error} /> : <FullPageLoading />;
  return (
    <main className="map-page">
      <header className="map-page__head">
        <h1>{site ? t('map.base.titleOf', { brand: site.name }) : t('map.base.title')}</h1>
        <Link to="/map/new" className="map-page__link">
          {t('map.openBoard')}
        </Link>
      </header>
      <MapOverview
        summary={summary}
        feed={feed}
        live={live}
        pulsing={pulsing}
        theme={THEME}
        block="map-page"
        feedSize={10}
      />
      <section className="map-page__section">
        <h2>{t('map.chart.title')}</h2>
        <HourChart
          hours={summary.hours}
          label={t('map.chart.title')}
          seriesName={t('map.chart.series')}
          colors={CHART}
        />
      </section>
      <section className="map-page__section">
        <h2>{t('map.table.title')}</h2>
        <table className="map-table">
          <thead>
            <tr>
              <th scope="col">{t('map.table.place')}</th>
              <th scope="col">{t('map.totals.locks')}</th>
              <th scope="col">{t('map.totals.activeLocks')}</th>
              <th scope="col">{t('map.totals.unlocks')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.places.map((p) => (
              <tr key={p.key} data-place={p.key}>
                <th scope="row">{placeName(p, t, i18n.language)}</th>
                <td>{p.locks.toLocaleString(i18n.language)}</td>
                <td>{p.activeLocks.toLocaleString(i18n.language)}</td>
                <td>{p.unlocks.toLocaleString(i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {summary.places.length === 0 && <p className="map-page__note">{t('map.table.empty')}</p>}
        <p className="map-page__note">
          {t('map.privacy', { min: summary.minHouseholds })}{' '}
          {summary.totals.unplaced > 0 && t('map.unplaced', { count: summary.totals.unplaced })}
        </p>
      </section>
      <footer className="map-page__foot">{t('map.attribution')}</footer>
    </main>
  );
}
