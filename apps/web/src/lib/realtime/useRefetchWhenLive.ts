// A list kept current by events must be read again once the event stream is open: an event that happened after the
// list was read but before the stream opened reached nobody (the stream's very first open has nothing to replay, so
// it announces no reset). Calls `refetch` each time the stream goes from not open to open while the page is shown.
import { useEffect, useRef } from 'react';
import { useStore } from '../store';
import { streamState } from './eventStream';

export function useRefetchWhenLive(refetch: () => unknown): void {
  const status = useStore(streamState, (s) => s.status);
  const latest = useRef(refetch);
  const wasOpen = useRef(status === 'open');
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (status === 'open' && !wasOpen.current) void latest.current();
    wasOpen.current = status === 'open';
  }, [status]);
}
