// The last events every node heard, so a browser whose stream broke (its node killed, drained or restarted behind
// the load balancer) resumes on any node from the last event id it saw (`Last-Event-ID`) and misses nothing.
// Every node hears every event in the same order (PostgreSQL delivers notifications in commit order to each
// listener), so each keeps the same history in memory; ids are given once, by the publisher (event-bus.ts).
import type { EventBus, RealtimeEvent } from './event-bus';

export type EventHistory = {
  /** Events after `id`, oldest first; undefined when `id` is not (or no longer) known here: the caller must reload. */
  after: (id: string) => RealtimeEvent[] | undefined;
  /** The newest id heard: sent on a quiet stream's keep-alive, so a browser that heard nothing of its own for a while still resumes from a known point. */
  latestId: () => string | undefined;
  oldestId: () => string | undefined;
  stop: () => void;
};

type Entry = { seq: number; at: number; e: RealtimeEvent };

export const HISTORY_KEEP = 10_000;
export const HISTORY_KEEP_MS = 10 * 60_000;

export function createEventHistory(
  bus: EventBus,
  o: { keep?: number; keepMs?: number; now?: () => number } = {},
): EventHistory {
  const keep = o.keep ?? HISTORY_KEEP;
  const keepMs = o.keepMs ?? HISTORY_KEEP_MS;
  const now = o.now ?? Date.now;
  let entries: Entry[] = [];
  const seqOf = new Map<string, number>();
  let seq = 0;

  const trim = () => {
    const cutoff = now() - keepMs;
    let drop = Math.max(0, entries.length - keep);
    while (drop < entries.length && entries[drop]!.at < cutoff) drop++;
    if (drop === 0) return;
    for (const x of entries.slice(0, drop)) seqOf.delete(x.e.id!);
    entries = entries.slice(drop);
  };

  const stop = bus.subscribe((e) => {
    if (!e.id || e.type === 'domain') return;
    entries.push({ seq: ++seq, at: now(), e });
    seqOf.set(e.id, seq);
    // Trimmed in steps, not on every event: a slice of 10,000 per event would cost more than the event.
    if (entries.length >= keep + 500 || (seq & 255) === 0) trim();
  });

  return {
    after(id) {
      trim();
      const from = seqOf.get(id);
      if (from === undefined) return undefined;
      const first = entries[0]!.seq;
      return entries.slice(from - first + 1).map((x) => x.e);
    },
    latestId: () => entries.at(-1)?.e.id,
    oldestId: () => entries[0]?.e.id,
    stop,
  };
}
