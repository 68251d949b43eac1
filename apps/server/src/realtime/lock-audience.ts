// Events about a lock (its state, records, passcodes, the operations on it) are heard by everyone who manages it,
// not only by the account that caused them: an authorized admin's console follows what the owner or another admin
// did, and the other way round. Wraps the bus: an event whose data names a lock goes out at once to its own
// account (waiters of synchronous calls never wait for the lookup), then once more to the lock's other managers
// (permissions.managersOf) as one copy. A lookup that fails never loses the event: it reaches its own account.
// Who manages a lock is read at most once a second per lock and node (an operation makes several events in a
// moment): an admin whose key was just frozen may still hear a lock's events for up to that second.
import type { EventBus, RealtimeEvent } from './event-bus';

type Log = { error: (o: object, m?: string) => void };

/** PostgreSQL NOTIFY payloads stay under 8,000 bytes: at most this many other accounts per event. */
const MAX_AUDIENCE = 300;
/** How long one read of a lock's managers serves its events, ms. */
export const AUDIENCE_TTL_MS = 1000;
const MAX_CACHED_LOCKS = 10_000;

export function withLockAudience(
  bus: EventBus,
  managersOf: (lockId: number) => Promise<number[]>,
  log?: Log,
): EventBus {
  const cache = new Map<number, { at: number; managers: Promise<number[]> }>();
  function managers(lockId: number): Promise<number[]> {
    const now = Date.now();
    const hit = cache.get(lockId);
    if (hit && now - hit.at < AUDIENCE_TTL_MS) return hit.managers;
    if (cache.size >= MAX_CACHED_LOCKS) cache.clear();
    const read = managersOf(lockId);
    cache.set(lockId, { at: now, managers: read });
    read.catch(() => cache.delete(lockId));
    return read;
  }

  async function othersOf(e: RealtimeEvent, lockId: number): Promise<number[]> {
    try {
      return (await managers(lockId)).filter((u) => u !== e.userId).slice(0, MAX_AUDIENCE);
    } catch (err) {
      log?.error({ err, lockId }, 'lock audience lookup failed');
      return [];
    }
  }
  return {
    // Whatever the bus offers beyond publishing (resuming a stream, the line's gaps, storing in a statement) as it is.
    ...bus,
    lookAhead(lockId) {
      // Kept for AUDIENCE_TTL_MS like any read; a failed one is dropped from the cache and read again when needed.
      managers(lockId).catch(() => {});
    },
    async alsoStored(e) {
      const lockId = e.data.lockId;
      if (typeof lockId !== 'number') return;
      const others = await othersOf(e, lockId);
      if (others.length) await bus.publish({ ...e, userId: others[0]!, alsoUserIds: others.slice(1) });
    },
    async publish(e) {
      const lockId = e.data.lockId;
      if (e.type === 'gateway' || e.type === 'domain' || typeof lockId !== 'number') return bus.publish(e);
      // The publisher read the audience itself (stored records: once for every listener): one copy for all.
      if (e.alsoUserIds) return bus.publish({ ...e, alsoUserIds: e.alsoUserIds.slice(0, MAX_AUDIENCE - 1) });
      const [, others] = await Promise.all([bus.publish(e), othersOf(e, lockId)]);
      if (others.length) await bus.publish({ ...e, userId: others[0]!, alsoUserIds: others.slice(1) });
    },
  };
}
