// The public map's data: the brand's summary (read again every minute and whenever the feed reconnects) with the
// doors that opened since added as they arrive over GET /api/map/stream, and the latest of them for a feed.
import { useCallback, useEffect, useState } from 'react';
import type { MapActivity, MapSummary } from '@lockconsole/shared/map/map';
import { API_PREFIX } from '../../lib/api/config';
import { getMapSummary } from './api/mapApi';

const FEED_SIZE = 30;
const REFRESH_MS = 60_000;
/** How long a place pulses after a door opened there. */
const PULSE_MS = 4_000;

/** The summary with one more event counted: its place, the totals and its hour (pure, for the tests). */
export function withActivity(s: MapSummary, a: MapActivity): MapSummary {
  const hour = Math.floor(a.at / 3_600_000) * 3_600_000;
  return {
    ...s,
    totals: { ...s.totals, unlocks: s.totals.unlocks + a.count },
    places: s.places.map((p) => (p.key === a.place ? { ...p, unlocks: p.unlocks + a.count } : p)),
    hours: s.hours.map((h) => (h.hour === hour ? { ...h, unlocks: h.unlocks + a.count } : h)),
  };
}

export type LiveMap = {
  summary: MapSummary | undefined;
  error: unknown;
  /** Newest first; `id` is unique per page view (a key for lists and highlights). */
  feed: (MapActivity & { id: number })[];
  live: boolean;
  /** Places where a door opened in the last seconds (their circles pulse). */
  pulsing: ReadonlySet<string>;
};

export function useLiveMap(): LiveMap {
  // The map routes are outside the console frame (no query client): a plain read, again every minute.
  const [summary, setSummary] = useState<MapSummary | undefined>();
  const [error, setError] = useState<unknown>(null);
  const [feed, setFeed] = useState<LiveMap['feed']>([]);
  const [live, setLive] = useState(false);
  const [pulsing, setPulsing] = useState<ReadonlySet<string>>(new Set());
  const refetch = useCallback(
    () =>
      getMapSummary().then(
        (s) => {
          setSummary(s);
          setError(null);
        },
        (e: unknown) => setError(e),
      ),
    [],
  );

  useEffect(() => {
    void refetch();
    const every = setInterval(() => void refetch(), REFRESH_MS);
    return () => clearInterval(every);
  }, [refetch]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const es = new EventSource(`${API_PREFIX}/map/stream`);
    let n = 0;
    let wasOpen = false;
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const pulse = (key: string) => {
      setPulsing((s) => new Set([...s, key]));
      clearTimeout(timers.get(key));
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          setPulsing((s) => new Set([...s].filter((k) => k !== key)));
        }, PULSE_MS),
      );
    };
    es.onopen = () => {
      setLive(true);
      // A reconnection may have missed doors: read the counts again.
      if (wasOpen) void refetch();
      wasOpen = true;
    };
    es.onerror = () => setLive(false);
    es.addEventListener('unlock', (m) => {
      const a = JSON.parse((m as MessageEvent<string>).data) as MapActivity;
      setSummary((s) => (s ? withActivity(s, a) : s));
      setFeed((f) => [{ ...a, id: ++n }, ...f].slice(0, FEED_SIZE));
      if (a.place) pulse(a.place);
    });
    return () => {
      es.close();
      timers.forEach((t) => clearTimeout(t));
    };
  }, [refetch]);

  return { summary, error, feed, live, pulsing };
}
