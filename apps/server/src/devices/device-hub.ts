// Builds the device side: the gateway publisher, the operation tracker and the hub, and the DevicePort the domain
// modules use. Starting and stopping (broker, MQTT link) is devices/start.ts's job. Nothing here knows a domain
// rule: what a success means for a lock, a passcode or a key is decided by the modules that hear the events.
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { DomainEvents } from '../events/domain-events';
import { fail } from '../http/errors';
import type { GatewaysRepo } from '../modules/gateways/gateways.repo';
import type { GatewayLocksRepo } from '../modules/gateways/gateway-locks.repo';
import type { LocksRepo } from '../modules/locks/locks.repo';
import type { RecordsRepo } from '../modules/records/records.repo';
import type { Clock, Random } from '../platform/clock';
import type { EventBus } from '../realtime/event-bus';
import type { DevicePort } from './device-port';
import { chooseGateway } from './gateway-choice';
import { createGatewayPublisher } from './gateway-publisher';
import { createHub, type HubLog } from './hub';
import { createOperationTracker } from './operation-tracker';
import { createOperationsRepo } from './operations.repo';
import { publicBrokerUrl } from './broker-url';
import { waitForEnd } from './wait-for-end';

export type DeviceHubDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  random: Random;
  log: HubLog;
  bus: EventBus;
  events: DomainEvents;
  gateways: GatewaysRepo;
  gatewayLocks: GatewayLocksRepo;
  locks: LocksRepo;
  records: RecordsRepo;
  /** The lock's owner and authorized admins, read fresh (who hears of a batch of stored records). */
  managersOf: (lockId: number) => Promise<number[]>;
};

export function createDeviceHub(d: DeviceHubDeps) {
  const dc = d.config.devices;
  // An operation's start, its end and their live events in one statement each where the bus stores events (PostgreSQL).
  const ops = createOperationsRepo(d.db, { storeEvents: d.bus.storeWith });
  const publisher = createGatewayPublisher(d.gateways);
  const tracker = createOperationTracker({
    ops,
    clock: d.clock,
    random: d.random,
    bus: d.bus,
    events: d.events,
    nodeId: d.config.nodeId,
    timeoutMs: dc.opTimeoutMs,
    send: publisher.send,
    log: d.log,
  });
  const hub = createHub({
    gateways: d.gateways,
    gatewayLocks: d.gatewayLocks,
    locks: d.locks,
    records: d.records,
    managersOf: d.managersOf,
    publisher,
    tracker,
    bus: d.bus,
    events: d.events,
    clock: d.clock,
    log: d.log,
    nodeId: d.config.nodeId,
    heartbeatMs: dc.heartbeatMs,
    offlineAfterMs: dc.offlineAfterMs,
    sweepMs: Math.max(100, Math.min(1000, Math.floor(dc.opTimeoutMs / 8))),
    reconnectMs: Math.min(1000, dc.heartbeatMs),
  });
  // A gateway re-activated or deleted on any node: every node drops the key it cached.
  d.events.onEveryNode('gateway.keysChanged', ({ gatewayId }) => {
    hub.forgetGateway(gatewayId);
  });
  // … and every key when such a notice may have been missed.
  d.events.onMissed(() => hub.forgetGateways());

  const wait = waitForEnd({ tracker, ops, timeoutMs: dc.opTimeoutMs });

  async function route(lockId: number) {
    return chooseGateway(await d.gatewayLocks.gatewaysOf([lockId]), hub.connected());
  }

  const port: DevicePort = {
    connected: () => hub.connected(),
    route,
    async commandLock(c, o = {}) {
      const r = await route(c.lockId);
      if ('refusal' in r) throw fail(r.refusal === 'noGatewayNearLock' ? (o.noGateway ?? r.refusal) : r.refusal);
      const { command, ...rest } = c;
      return tracker.start({ ...rest, type: command, gatewayId: r.gatewayId });
    },
    async runOnLock(c, t, o) {
      return wait(await port.commandLock(c, o), t);
    },
    async initLock(c, t) {
      if (!hub.connected()) throw fail('deviceServiceUnavailable');
      const op = await tracker.start({ ...c, lockId: null, type: 'lock.init' });
      return wait(op, t);
    },
    async awaitOperation(userId, operationId, t) {
      const op = await port.operationOf(userId, operationId);
      if (!op) throw fail('notFound');
      return wait(op, t);
    },
    async operationOf(userId, operationId) {
      const op = await ops.get(operationId);
      return op && op.userId === userId ? op : undefined;
    },
    operationsOf: (userId, q) => ops.listByUser(userId, q),
    async gatewayReplaced(gatewayId) {
      await d.events.emit('gateway.keysChanged', { gatewayId });
      await tracker.gatewayOffline(gatewayId);
    },
    gatewayUrl: () =>
      hub.gatewayUrl() ??
      d.config.mqttPublicUrl ??
      (d.config.mqttUrl ? publicBrokerUrl(d.config.mqttUrl) : `mqtt://${d.config.host}:${d.config.mqttPort}`),
    heartbeatMs: hub.heartbeatMs,
    every: (job) => hub.every(job),
  };

  return { port, hub, publisher, gateways: d.gateways };
}

export type DeviceHub = ReturnType<typeof createDeviceHub>;
