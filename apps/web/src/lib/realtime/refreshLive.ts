// Reading lists again because an event said they changed. A read already under way when the event came started
// before it, and its answer may not hold what the event announced — and TanStack Query joins a refetch to the read in
// flight while a list has no data yet (its first load, or a new page), so plain `invalidateQueries` on an event could
// end with the list as it was before: a record or a card that arrived while the page was loading stayed invisible
// until the next event (the "arrives live" journeys' flake). Here a list that is idle is read at once; a list being
// read is read once more after that read ends, and a burst of events during it adds that one read, not one each.
import type { Query, QueryClient, QueryFilters } from '@tanstack/react-query';

const queued = new WeakSet<Query>();

export function refreshLive(client: QueryClient, filters: QueryFilters = {}): void {
  const cache = client.getQueryCache();
  const now: Query[] = [];
  for (const q of cache.findAll(filters)) {
    if (q.state.fetchStatus === 'idle') {
      now.push(q);
      continue;
    }
    if (queued.has(q)) continue;
    queued.add(q);
    const stop = cache.subscribe((e) => {
      if (e.query !== q || (e.type !== 'removed' && q.state.fetchStatus !== 'idle')) return;
      stop();
      queued.delete(q);
      if (e.type !== 'removed') void client.invalidateQueries({ predicate: (x) => x === q });
    });
  }
  if (now.length > 0) void client.invalidateQueries({ predicate: (x) => now.includes(x) });
}
