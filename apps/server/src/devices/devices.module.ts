// Builds the device side from the adapters: repositories, the hub and the operation tracker, wired to each
// other. Starting and stopping (broker, MQTT link) is devices/start.ts's job.
import type { Adapters } from '../services';
import type { EventBus } from '../realtime/event-bus';
import { createGatewaysRepo } from './gateways.repo';
import { createHub, type PeriodicJob } from './hub';
import type { GatewayOnlineHook, RecordsHook } from './gateway-events';
import { createLocksRepo } from './locks.repo';
import { createOperationTracker, type FailureHook, type OperationTracker, type SuccessHook } from './operation-tracker';
import type { CommandName } from '@lockconsole/shared/devices/enums';
import { createOperationsRepo } from './operations.repo';
import { createRecordsRepo } from './records.repo';
import { initArgsSchema, initResultSchema } from '@lockconsole/shared/devices/messages';
import { sql } from 'drizzle-orm';

/** What other modules hook into the device side. */
export type DeviceHooks = {
  /** When a command of theirs succeeds (e.g. lock settings, modules/locks). */
  hooks?: Partial<Record<CommandName, SuccessHook>>;
  /** When one ends failed (e.g. passcodes turning "add failed", modules/passcodes). */
  failureHooks?: Partial<Record<CommandName, FailureHook>>;
  /** What newly stored records tell other modules (credential use). */
  onRecords?: RecordsHook;
  /** A gateway came online (e.g. ekey revocations waiting for it); never awaited by the message handling. */
  onGatewayOnline?: GatewayOnlineHook;
  /** Jobs run periodically while the hub is connected (e.g. resending undelivered ekey revocations). */
  periodic?: PeriodicJob[];
};

export function createDevices(a: Adapters, bus: EventBus, h: DeviceHooks = {}) {
  const { hooks = {}, failureHooks = {}, onRecords, onGatewayOnline, periodic } = h;
  const repos = {
    gateways: createGatewaysRepo(a.db),
    locks: createLocksRepo(a.db),
    ops: createOperationsRepo(a.db),
    records: createRecordsRepo(a.db),
  };
  const dc = a.config.devices;
  const hub = createHub({
    gateways: repos.gateways,
    locks: repos.locks,
    records: repos.records,
    bus,
    clock: a.clock,
    log: a.log,
    nodeId: a.config.nodeId,
    heartbeatMs: dc.heartbeatMs,
    offlineAfterMs: dc.offlineAfterMs,
    sweepMs: Math.max(100, Math.min(1000, Math.floor(dc.opTimeoutMs / 8))),
    reconnectMs: Math.min(1000, dc.heartbeatMs),
    tracker: () => tracker,
    onRecords,
    onGatewayOnline,
    periodic,
  });
  const tracker: OperationTracker = createOperationTracker({
    ops: repos.ops,
    clock: a.clock,
    random: a.random,
    bus,
    nodeId: a.config.nodeId,
    timeoutMs: dc.opTimeoutMs,
    send: (gatewayId, body) => hub.send(gatewayId, body),
    log: a.log,
    onFailure: failureHooks,
    onSuccess: {
      ...hooks,
      // The lock answered its initialization: it now exists in the owner's account with the admin ekey.
      'lock.init': async (op, data) => {
        const args = initArgsSchema.parse(op.args);
        const extra = op.args as { lockAlias?: string; lockName?: string; rssi?: number };
        const info = initResultSchema.parse(data);
        const now = a.clock.now();
        await repos.locks.createWithAdminKey(
          {
            id: args.lockId,
            userId: op.userId,
            lockName: extra.lockName || op.lockMac,
            lockAlias: extra.lockAlias || extra.lockName || op.lockMac,
            lockMac: op.lockMac,
            model: info.model ?? '',
            firmwareRevision: info.firmware ?? '',
            electricQuantity: info.battery ?? null,
            lockStatus: info.lockStatus ?? 2,
            timezoneRawOffset: args.timezoneRawOffset,
            lockSecret: args.secret,
            createdAt: now,
            updatedAt: now,
          },
          op.gatewayId!,
          extra.rssi ?? -70,
        );
        // The secret now lives only in locks.lock_secret.
        await a.db.execute(sql`update operations set args = args - 'secret' where id = ${op.id}`);
        return { lockId: args.lockId };
      },
    },
  });
  return { repos, hub, tracker, bus, timeoutMs: dc.opTimeoutMs };
}

export type Devices = ReturnType<typeof createDevices>;
