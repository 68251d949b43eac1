// The one connection to GET /api/events (Server-Sent Events of the signed-in user: operation, lockState,
// records, gateway, passcode, credential, progress — the steps of an enrolment at a lock's sensor —, and export —
// an export job's progress, and alert — a new alert for the user, issue 29). Opened on the first subscriber, closed
// LINGER_MS after the last one leaves (so moving from one live page to the next keeps it: a new connection would not
// carry what happened in between) or with the user session; the browser reconnects by itself, to any node, and the
// server replays what it missed from its `Last-Event-ID` (or says `reset`). A stream opened again after it was closed
// has no `Last-Event-ID`: its first open counts as a reset too (the pages read before it was open may have missed an
// event). Pages that need certainty also poll while this is not open (see `isStreamOpen`).
import { onUserSessionCleared } from '../session/appState';
import { createStore } from '../store';
import { API_PREFIX } from '../api/config';

export type EventType =
  'operation' | 'lockState' | 'records' | 'gateway' | 'passcode' | 'credential' | 'progress' | 'export' | 'alert';
type Listener = (data: Record<string, unknown>) => void;

export const streamState = createStore<{ status: 'closed' | 'connecting' | 'open' }>({ status: 'closed' });

const listeners = new Map<EventType, Set<Listener>>();
const resetListeners = new Set<() => void>();

/** Called when a reconnected stream may have missed events: whatever the page shows must be read again. */
export function onStreamReset(fn: () => void): () => void {
  resetListeners.add(fn);
  return () => resetListeners.delete(fn);
}
let source: EventSource | null = null;
let closing: ReturnType<typeof setTimeout> | undefined;
let openedBefore = false;
export const LINGER_MS = 15_000;

function announceReset() {
  for (const l of [...resetListeners]) l();
}

const TYPES: EventType[] = [
  'operation',
  'lockState',
  'records',
  'gateway',
  'passcode',
  'credential',
  'progress',
  'export',
  'alert',
];

function open() {
  clearTimeout(closing);
  closing = undefined;
  if (source || typeof EventSource === 'undefined') return;
  const es = new EventSource(`${API_PREFIX}/events`, { withCredentials: true });
  source = es;
  const reopened = openedBefore;
  let first = true;
  streamState.set({ status: 'connecting' });
  es.onopen = () => {
    streamState.set({ status: 'open' });
    openedBefore = true;
    if (first && reopened) announceReset();
    first = false;
  };
  es.onerror = () => streamState.set({ status: es.readyState === EventSource.CLOSED ? 'closed' : 'connecting' });
  // The node this stream reconnected to could not replay what was missed (its history does not reach back that far).
  es.addEventListener('reset', announceReset);
  for (const type of TYPES) {
    es.addEventListener(type, (e) => {
      let data: Record<string, unknown>;
      try {
        data = JSON.parse((e as MessageEvent<string>).data) as Record<string, unknown>;
      } catch {
        return;
      }
      for (const l of [...(listeners.get(type) ?? [])]) l(data);
    });
  }
}

function close() {
  clearTimeout(closing);
  closing = undefined;
  source?.close();
  source = null;
  streamState.set({ status: 'closed' });
}

const subscriberCount = () => [...listeners.values()].reduce((n, s) => n + s.size, 0);

/** Listens to one event type; returns the unsubscribe function. */
export function subscribe(type: EventType, listener: Listener): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(listener);
  open();
  return () => {
    set.delete(listener);
    if (subscriberCount() === 0 && !closing) closing = setTimeout(close, LINGER_MS);
  };
}

export const isStreamOpen = () => streamState.get().status === 'open';

onUserSessionCleared(() => {
  close();
  openedBefore = false;
});
