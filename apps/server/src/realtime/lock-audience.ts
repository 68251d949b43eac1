// Events about a lock (its state, records, passcodes, the operations on it) are heard by everyone who manages it,
// not only by the account that caused them: an authorized admin's console follows what the owner or another admin
// did, and the other way round. Wraps the bus: an event whose data names a lock gets `alsoUserIds` = the lock's
// managers (permissions.managersOf). Lookups that fail never lose the event; it then reaches its own user only.
import type { EventBus, RealtimeEvent } from './event-bus';

type Log = { error: (o: object, m?: string) => void };

/** PostgreSQL NOTIFY payloads stay under 8,000 bytes: at most this many extra accounts per event. */
const MAX_AUDIENCE = 300;

export function withLockAudience(
  bus: EventBus,
  managersOf: (lockId: number) => Promise<number[]>,
  log?: Log,
): EventBus {
  async function widened(e: RealtimeEvent): Promise<RealtimeEvent> {
    const lockId = e.data.lockId;
    if (e.type === 'gateway' || typeof lockId !== 'number') return e;
    try {
      const others = (await managersOf(lockId)).filter((u) => u !== e.userId).slice(0, MAX_AUDIENCE);
      return others.length ? { ...e, alsoUserIds: others } : e;
    } catch (err) {
      log?.error({ err, lockId }, 'lock audience lookup failed');
      return e;
    }
  }
  return {
    publish: async (e) => bus.publish(await widened(e)),
    subscribe: (fn) => bus.subscribe(fn),
    close: () => bus.close(),
  };
}
