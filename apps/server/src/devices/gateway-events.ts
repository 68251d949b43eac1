// What the hub does with each kind of gateway message once its signature and body are checked: online state,
// heartbeats, scans (nearby locks, signal), lock state and battery, unlock records (idempotent, acknowledged).
import type { HeartbeatBody, RecordsBody, ScanBody, StateBody, StatusBody } from '@lockconsole/shared/devices/messages';
import type { Clock } from '../platform/clock';
import type { EventBus } from '../realtime/event-bus';
import type { GatewayIdentity } from './gateway-keys';
import type { GatewaysRepo } from './gateways.repo';
import type { LocksRepo } from './locks.repo';
import type { OperationTracker } from './operation-tracker';
import type { LockRecordRow, RecordsRepo } from './records.repo';

/**
 * What other modules learn from records newly stored for a lock (e.g. a once code or once ekey was used, a clear
 * code voided older codes). Runs after the records are stored and before the gateway is acknowledged; a hook's
 * failure is logged and never loses or re-delivers records.
 */
export type RecordsHook = (lock: { id: number; userId: number }, records: LockRecordRow[]) => Promise<void>;

/** A gateway came online (it was offline): e.g. deliver what waited for it. Started, not awaited; logs its own errors. */
export type GatewayOnlineHook = (gatewayId: number) => Promise<void>;

export type EventDeps = {
  gateways: GatewaysRepo;
  locks: LocksRepo;
  records: RecordsRepo;
  tracker: OperationTracker;
  bus: EventBus;
  clock: Clock;
  ack: (gatewayId: number, mac: string, seq: number) => Promise<void>;
  onRecords?: RecordsHook;
  onGatewayOnline?: GatewayOnlineHook;
  log?: { error: (o: object, m?: string) => void };
};

export function createGatewayEvents(d: EventDeps) {
  const gatewayEvent = async (g: GatewayIdentity, isOnline: boolean) => {
    await d.bus.publish({ userId: g.userId, type: 'gateway', data: { gatewayId: g.id, isOnline: isOnline ? 1 : 0 } });
    if (isOnline && d.onGatewayOnline) {
      d.onGatewayOnline(g.id).catch((err: unknown) => d.log?.error({ err }, 'gateway online hook failed'));
    }
  };

  async function status(g: GatewayIdentity, b: StatusBody) {
    const now = d.clock.now();
    const meta = b.online
      ? {
          ...(b.version ? { gatewayVersion: b.version } : {}),
          ...(b.networkName !== undefined ? { networkName: b.networkName } : {}),
          ...(b.firmware !== undefined ? { firmware: b.firmware } : {}),
        }
      : {};
    const changed = await d.gateways.setOnline(g.id, b.online, now, meta);
    if (b.online) await d.gateways.touch(g.id, now);
    if (changed) await gatewayEvent(g, b.online);
    if (!b.online) await d.tracker.gatewayOffline(g.id);
  }

  async function heartbeat(g: GatewayIdentity, _b: HeartbeatBody) {
    const now = d.clock.now();
    const changed = await d.gateways.setOnline(g.id, true, now);
    if (changed) await gatewayEvent(g, true);
    else await d.gateways.touch(g.id, now);
  }

  async function scan(g: GatewayIdentity, b: ScanBody) {
    await d.gateways.replaceNearby(g, b.locks, d.clock.now());
  }

  async function ownedLock(g: GatewayIdentity, mac: string) {
    const lock = await d.locks.findByMac(mac);
    return lock && lock.userId === g.userId ? lock : undefined;
  }

  async function state(g: GatewayIdentity, b: StateBody) {
    const lock = await ownedLock(g, b.mac);
    if (!lock) return;
    await d.locks.updateState(lock.id, { lockStatus: b.lockStatus, electricQuantity: b.battery }, d.clock.now());
    await d.bus.publish({
      userId: lock.userId,
      type: 'lockState',
      data: { lockId: lock.id, lockStatus: b.lockStatus, electricQuantity: b.battery },
    });
  }

  async function records(g: GatewayIdentity, b: RecordsBody) {
    const lock = await ownedLock(g, b.mac);
    const maxSeq = Math.max(...b.records.map((r) => r.seq));
    if (lock) {
      const now = d.clock.now();
      const inserted = await d.records.insertNew(
        b.records.map((r) => ({
          lockId: lock.id,
          seq: r.seq,
          recordType: r.type,
          success: r.success,
          keyboardPwd: r.credential ?? '',
          keyId: r.keyId ?? null,
          operatorUid: r.operator ?? null,
          electricQuantity: r.battery ?? null,
          gatewayId: g.id,
          lockDate: new Date(r.lockTime),
          serverDate: now,
        })),
      );
      if (inserted.length > 0 && d.onRecords) {
        try {
          await d.onRecords(lock, inserted);
        } catch (err) {
          d.log?.error({ err, lockId: lock.id }, 'records hook failed');
        }
      }
      if (inserted.length > 0) {
        await d.bus.publish({
          userId: lock.userId,
          type: 'records',
          data: { lockId: lock.id, count: inserted.length, lastSeq: maxSeq },
        });
      }
    }
    // Acknowledge even duplicates and foreign locks, so the lock stops re-sending them.
    await d.ack(g.id, b.mac, maxSeq);
  }

  return { status, heartbeat, scan, state, records };
}
