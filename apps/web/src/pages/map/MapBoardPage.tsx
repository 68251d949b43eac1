// /map/new (issue 19; spec §2, no login): the full-screen display board — totals, the world map, a live feed of doors
// opening (anonymised: place as the map shows it, method, time) and the last 24 hours by hour. Dark, for a wall.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '../../components/FullPageLoading';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { HourChart } from '../../features/map/components/HourChart';
import { MapUnavailable } from '../../features/map/components/MapUnavailable';
import { MapOverview } from '../../features/map/components/MapOverview';
import type { MapTheme } from '../../features/map/components/WorldMap';
import { useLiveMap } from '../../features/map/useLiveMap';
import '../../features/map/map.css';

const THEME: MapTheme = {
  sea: '#0b1424',
  land: '#1c2a44',
  border: '#0b1424',
  quiet: '#3ba3ff',
  busy: '#7cf0c8',
  pulse: '#ffd166',
};
const CHART = { bar: '#3ba3ff', text: '#b6c2d9', line: '#24324d' };

function Clock() {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(tick);
  }, []);
  return <time className="map-board__clock">{now.toLocaleTimeString(i18n.language)}</time>;
}

export function MapBoardPage() {
  const { t } = useTranslation();
  const site = useStore(appState, (s) => s.site);
  const { summary, error, feed, live, pulsing } = useLiveMap();
  if (!summary) return error ? <MapUnavailable error={error} /> : <FullPageLoading />;
  return (
    <main className="map-board">
      <header className="map-board__head">
        <h1>{site ? t('map.board.titleOf', { brand: site.name }) : t('map.board.title')}</h1>
        <Clock />
        <button
          type="button"
          className="map-board__button"
          onClick={() => void document.documentElement.requestFullscreen?.().catch(() => {})}
        >
          {t('map.fullscreen')}
        </button>
        <Link to="/map/base" className="map-board__button">
          {t('map.openMap')}
        </Link>
      </header>
      <MapOverview summary={summary} feed={feed} live={live} pulsing={pulsing} theme={THEME} block="map-board" />
      <section className="map-board__chart">
        <h2>{t('map.chart.title')}</h2>
        <HourChart
          hours={summary.hours}
          label={t('map.chart.title')}
          seriesName={t('map.chart.series')}
          colors={CHART}
          height={180}
        />
      </section>
      <footer className="map-board__foot">{t('map.attribution')}</footer>
    </main>
  );
}
