// Typed domain events: one map of event names to payloads, `emit` and `on`. Modules announce what happened
// (an account registered, an operation ended, records stored, a gateway came online) and other modules subscribe
// when they are built — no hook bags, no lazy closures in the composition root.
//
// Delivery, decided once here:
// - `on`: the handler runs on the API node where the event happened, once in the cluster (every event is emitted
//   by the single winner of a conditional update: the node that ended the operation, stored the records …).
//   Handlers are awaited in registration order, so the emitter's follow-ups are done before it reports (a passcode
//   reads "add failed" before the operation reads failed). A handler that throws is logged with the event name and
//   does not stop the others; `emit` answers how many failed so the emitter leaves its state retryable.
// - `onEveryNode`: the handler runs on every API node (caches, waiters): the event travels over the real-time bus
//   (PostgreSQL LISTEN/NOTIFY; in-process on PGlite). Only events whose payload is small, plain JSON may be used so.
import type { EventBus, RealtimeEvent } from '../realtime/event-bus';
import type { DomainEventMap } from './event-map';

export type { DomainEventMap } from './event-map';
export type DomainEventName = keyof DomainEventMap;
export type Handler<K extends DomainEventName> = (payload: DomainEventMap[K]) => unknown;

/** Events that travel to every node (payloads of plain JSON, well under NOTIFY's 8,000 bytes). */
const BROADCAST = [
  'gateway.keysChanged',
  'integrations.changed',
  'map.activity',
  'operation.ended',
  'session.revoked',
] as const;
export type BroadcastEventName = (typeof BROADCAST)[number];
const isBroadcast = (n: DomainEventName): n is BroadcastEventName => (BROADCAST as readonly string[]).includes(n);

export type DomainEvents = {
  emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): Promise<{ failed: number }>;
  on<K extends DomainEventName>(name: K, handler: Handler<K>): () => void;
  onEveryNode<K extends BroadcastEventName>(name: K, handler: Handler<K>): () => void;
  /**
   * `fn` runs when this node may have missed other nodes' events (its line to them was cut and is back): what an
   * every-node handler keeps (a cache, a waiter) is dropped or read again. Never on PGlite (one node).
   */
  onMissed(fn: () => void): () => void;
};

type Log = { error: (o: object, m?: string) => void };

const DOMAIN = 'domain' as const;

export function createDomainEvents(d: { bus: EventBus; nodeId: string; log: Log }): DomainEvents {
  const local = new Map<DomainEventName, Handler<never>[]>();
  const everyNode = new Map<DomainEventName, Handler<never>[]>();

  const add = (m: typeof local, name: DomainEventName, h: Handler<never>) => {
    m.set(name, [...(m.get(name) ?? []), h]);
    return () =>
      m.set(
        name,
        (m.get(name) ?? []).filter((x) => x !== h),
      );
  };

  async function run(handlers: Handler<never>[] | undefined, name: string, payload: unknown) {
    let failed = 0;
    for (const h of handlers ?? []) {
      try {
        await (h as (p: unknown) => unknown)(payload);
      } catch (err) {
        failed++;
        d.log.error({ err, event: name }, 'domain event handler failed');
      }
    }
    return failed;
  }

  // Events emitted on other nodes: only the every-node handlers hear them here.
  d.bus.subscribe((e: RealtimeEvent) => {
    if (e.type !== DOMAIN || e.data.node === d.nodeId) return;
    const name = e.data.name as DomainEventName;
    if (!isBroadcast(name)) return;
    void run(everyNode.get(name), name, e.data.payload);
  });

  return {
    async emit(name, payload) {
      let failed = await run(local.get(name), name, payload);
      if (isBroadcast(name)) {
        failed += await run(everyNode.get(name), name, payload);
        try {
          await d.bus.publish({ userId: 0, type: DOMAIN, data: { node: d.nodeId, name, payload } });
        } catch (err) {
          failed++;
          d.log.error({ err, event: name }, 'domain event not broadcast');
        }
      }
      return { failed };
    },
    on: (name, handler) => add(local, name, handler as Handler<never>),
    onEveryNode: (name, handler) => add(everyNode, name, handler as Handler<never>),
    onMissed: (fn) => d.bus.onGap?.(fn) ?? (() => {}),
  };
}
