// The device hub: owns the MQTT link, checks every incoming message (topic → gateway → signature → schema),
// dispatches it, and runs the sweeper (operation deadlines, silent gateways) and the jobs modules schedule while
// the broker is reachable. Modules reach devices only through the DevicePort (device-port.ts); they never touch MQTT.
import { urgently } from '../db/lanes';
import { open } from '@lockconsole/shared/devices/envelope';
import { UP_BODY_SCHEMAS, resultBodySchema } from '@lockconsole/shared/devices/messages';
import { parseTopic, serverSubscriptions, isUpKind } from '@lockconsole/shared/devices/topics';
import type { DomainEvents } from '../events/domain-events';
import type { GatewaysRepo } from '../modules/gateways/gateways.repo';
import type { GatewayLocksRepo } from '../modules/gateways/gateway-locks.repo';
import type { LocksRepo } from '../modules/locks/locks.repo';
import type { RecordsRepo } from '../modules/records/records.repo';
import type { Clock } from '../platform/clock';
import type { EventBus } from '../realtime/event-bus';
import { createGatewayEvents } from './gateway-events';
import { createMessageGate } from './message-gate';
import type { GatewayPublisher } from './gateway-publisher';
import { openMqttLink, type MqttLink } from './mqtt-link';
import type { OperationTracker } from './operation-tracker';

export type HubLog = {
  info: (o: object, m?: string) => void;
  warn: (o: object, m?: string) => void;
  error: (o: object, m?: string) => void;
};

export type HubConnect = {
  url: string;
  username?: string;
  password?: string;
  /** Shared-subscription group; undefined for a broker that is this node's own (embedded). */
  shareGroup?: string;
  /** The broker address handed to gateways at activation. */
  gatewayUrl: string;
};

export type HubDeps = {
  gateways: GatewaysRepo;
  gatewayLocks: GatewayLocksRepo;
  locks: LocksRepo;
  records: RecordsRepo;
  managersOf: (lockId: number) => Promise<number[]>;
  publisher: GatewayPublisher;
  tracker: OperationTracker;
  bus: EventBus;
  events: DomainEvents;
  clock: Clock;
  log: HubLog;
  nodeId: string;
  heartbeatMs: number;
  offlineAfterMs: number;
  sweepMs: number;
  reconnectMs: number;
};

/** Device messages handled at once by a node (message-gate.ts); the rest wait in arrival order. */
const MESSAGES_AT_ONCE = 32;

/** A job run every `everyMs` while the hub is connected. */
export type PeriodicJob = { name: string; everyMs: number; run: () => Promise<void> };

export function createHub(d: HubDeps) {
  let link: MqttLink | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  let jobs: NodeJS.Timeout[] = [];
  let gatewayUrl: string | undefined;
  let stopping = false;
  const jobsWanted: PeriodicJob[] = [];
  const keys = d.publisher.keys;
  const stats = { received: 0, refused: 0, invalid: 0, handled: 0 };

  const gatewayEvents = createGatewayEvents({
    gateways: d.gateways,
    gatewayLocks: d.gatewayLocks,
    locks: d.locks,
    records: d.records,
    managersOf: d.managersOf,
    log: d.log,
    tracker: d.tracker,
    bus: d.bus,
    events: d.events,
    clock: d.clock,
    ack: d.publisher.ack,
  });

  async function handle(topic: string, payload: Buffer): Promise<void> {
    stats.received++;
    const t = parseTopic(topic);
    if (!t || !isUpKind(t.kind)) return;
    const text = payload.toString('utf8');
    if (text === '') return; // a cleared retained message
    let g = await keys.get(t.gatewayId);
    let opened = g ? open(g.signKey, topic, text) : null;
    if (g && opened && !opened.ok && opened.reason === 'signature') {
      g = await keys.get(t.gatewayId, true);
      opened = g ? open(g.signKey, topic, text) : null;
    }
    if (!g || !opened || !opened.ok) {
      stats.refused++;
      d.log.warn({ topic, reason: opened && !opened.ok ? opened.reason : 'unknown gateway' }, 'device message refused');
      return;
    }
    const kind = t.kind;
    const parsed = (kind === 'result' ? resultBodySchema : UP_BODY_SCHEMAS[kind]).safeParse(opened.body);
    if (!parsed.success) {
      stats.invalid++;
      d.log.warn({ topic, issues: parsed.error.issues.slice(0, 3) }, 'device message malformed');
      return;
    }
    const body = parsed.data as never;
    if (kind === 'result') await d.tracker.resolve(g.id, body);
    else if (kind === 'progress') await d.tracker.progress(g.id, body);
    else await gatewayEvents[kind](g, body);
    stats.handled++;
  }

  /** Messages of one gateway are handled in order; different gateways in parallel, at most MESSAGES_AT_ONCE. */
  const chains = new Map<string, Promise<void>>();
  const gate = createMessageGate(MESSAGES_AT_ONCE);
  function enqueue(topic: string, payload: Buffer) {
    const key = topic.split('/')[1] ?? '';
    const kind = topic.split('/')[2];
    // An answer someone may be waiting for at a door: this gateway's line goes first until it is handled.
    const answered = kind === 'result' || kind === 'progress' ? gate.hurry(key) : undefined;
    const prev = chains.get(key) ?? Promise.resolve();
    const next = prev
      // Device traffic goes before lists (db/lanes.ts): a command's answer ends an operation someone may be waiting for
      // at a door, and it waits in this gateway's line behind the state and records the gateway sent before it.
      .then(() => gate.run(key, () => urgently(() => handle(topic, payload))))
      .catch((err) => d.log.error({ err, topic }, 'device message failed'))
      .finally(() => {
        answered?.();
        if (chains.get(key) === next) chains.delete(key);
      });
    chains.set(key, next);
  }

  async function sweep() {
    try {
      await d.tracker.sweep();
      const now = d.clock.now();
      const stale = await d.gateways.markStaleOffline(new Date(now.getTime() - d.offlineAfterMs), now);
      for (const g of stale) await gatewayEvents.wentOffline(g);
    } catch (err) {
      d.log.error({ err }, 'device sweep failed');
    }
  }

  return {
    stats: () => ({ ...stats }),
    connected: () => link?.connected() ?? false,
    /** The broker URL gateways are told at activation (undefined until the hub started). */
    gatewayUrl: () => gatewayUrl,
    heartbeatMs: d.heartbeatMs,

    async start(c: HubConnect) {
      stopping = false;
      gatewayUrl = c.gatewayUrl;
      await d.tracker.serverRestarted();
      await new Promise<void>((resolve, reject) => {
        let first = true;
        link = openMqttLink({
          url: c.url,
          username: c.username,
          password: c.password,
          clientId: `hub-${d.nodeId}-${Math.random().toString(36).slice(2, 8)}`,
          subscriptions: serverSubscriptions(c.shareGroup),
          reconnectMs: d.reconnectMs,
          onMessage: enqueue,
          onUp: () => {
            d.log.info({ url: c.url }, 'device hub connected to the broker');
            if (first) {
              first = false;
              resolve();
            }
          },
          onDown: () => {
            // A stopping node leaves its pending operations to the next start ("server restarted") or, if it
            // never comes back, to another node's sweeper (deadline).
            if (stopping) return;
            d.log.warn({}, 'device hub lost the broker; reconnecting');
            void d.tracker.brokerLost().catch((err) => d.log.error({ err }, 'ending operations failed'));
          },
          onError: (err) => {
            if (first) {
              first = false;
              reject(new Error(`Cannot connect to the MQTT broker at ${c.url}: ${err.message}`));
            } else d.log.warn({ err: err.message }, 'broker error');
          },
        });
        d.publisher.attach(link);
      });
      sweeper = setInterval(() => void sweep(), d.sweepMs);
      sweeper.unref();
      jobs = jobsWanted.map((j) => {
        const t = setInterval(() => {
          if (link?.connected()) j.run().catch((err: unknown) => d.log.error({ err }, `${j.name} failed`));
        }, j.everyMs);
        t.unref();
        return t;
      });
    },

    /** Runs `job` every `everyMs` while the hub is connected (from its next start); errors are logged. */
    every: (job: PeriodicJob) => {
      jobsWanted.push(job);
    },

    /** Drops a gateway's cached key (it was re-activated or deleted, on any node). */
    forgetGateway: (id: number) => keys.forget(id),
    forgetGateways: () => keys.forgetAll(),

    async stop() {
      stopping = true;
      if (sweeper) clearInterval(sweeper);
      sweeper = undefined;
      for (const t of jobs) clearInterval(t);
      jobs = [];
      await Promise.allSettled([...chains.values()]);
      await link?.close();
      link = undefined;
      d.publisher.attach(undefined);
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
