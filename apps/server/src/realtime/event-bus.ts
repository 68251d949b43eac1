// Fan-out of real-time events (operation results, lock state, records, gateway online) to every API node, so a
// browser connected to any node hears what any node did. PostgreSQL: LISTEN/NOTIFY on one channel. PGlite is
// one process by nature, so an in-process emitter is the whole truth there. Must not hold per-user state.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from '../db/client';

export type RealtimeEvent = {
  /** Account the event belongs to (owner of the lock / gateway, or requester of the operation). */
  userId: number;
  /** Other accounts that hear it: who else manages the event's lock (lock-audience.ts). */
  alsoUserIds?: number[];
  /** `domain`: a domain event broadcast to the other nodes (events/domain-events.ts); never sent to browsers. */
  type:
    | 'operation'
    | 'lockState'
    | 'records'
    | 'gateway'
    | 'passcode'
    | 'credential'
    | 'progress'
    | 'export'
    | 'alert'
    | 'domain';
  data: Record<string, unknown>;
};

export type EventBus = {
  publish: (e: RealtimeEvent) => Promise<void>;
  subscribe: (fn: (e: RealtimeEvent) => void) => () => void;
  close: () => Promise<void>;
};

const CHANNEL = 'lockconsole_events';

export function createLocalBus(): EventBus {
  const em = new EventEmitter();
  em.setMaxListeners(0);
  return {
    publish: async (e) => {
      em.emit('e', e);
    },
    subscribe: (fn) => {
      em.on('e', fn);
      return () => em.off('e', fn);
    },
    close: async () => {
      em.removeAllListeners();
    },
  };
}

/** LISTEN/NOTIFY across nodes on PostgreSQL; the local emitter on PGlite. */
export async function createEventBus(handle: DbHandle): Promise<EventBus> {
  if (handle.kind !== 'postgres' || !handle.url) return createLocalBus();
  const { default: pg } = await import('pg');
  const local = createLocalBus();
  const listener = new pg.Client({ connectionString: handle.url });
  await listener.connect();
  listener.on('error', () => {});
  listener.on('notification', (n) => {
    if (n.channel !== CHANNEL || !n.payload) return;
    try {
      void local.publish(JSON.parse(n.payload) as RealtimeEvent);
    } catch {
      // not ours
    }
  });
  await listener.query(`listen ${CHANNEL}`);
  const db: Db = handle.db;
  return {
    publish: async (e) => {
      await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(e)})`);
    },
    subscribe: local.subscribe,
    close: async () => {
      await local.close();
      await listener.end().catch(() => {});
    },
  };
}
