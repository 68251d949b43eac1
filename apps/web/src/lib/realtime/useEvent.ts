// React binding of the event stream: calls `onEvent` for each event of `type` while the component is mounted.
import { useEffect, useRef } from 'react';
import { subscribe, type EventType } from './eventStream';

export function useEvent(type: EventType, onEvent: (data: Record<string, unknown>) => void, enabled = true): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribe(type, (data) => latest.current(data));
  }, [type, enabled]);
}
