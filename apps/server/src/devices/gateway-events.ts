// What the hub does with each kind of gateway message once its signature and body are checked: online state,
// heartbeats, scans (nearby locks, signal), lock state and battery, unlock records (idempotent, acknowledged).
import type { HeartbeatBody, RecordsBody, ScanBody, StateBody, StatusBody } from '@lockconsole/shared/devices/messages';
import { RECORD_TYPE } from '@lockconsole/lockcore/records';
import type { DomainEvents } from '../events/domain-events';
import type { GatewaysRepo } from '../modules/gateways/gateways.repo';
import type { GatewayLocksRepo } from '../modules/gateways/gateway-locks.repo';
import type { LocksRepo } from '../modules/locks/locks.repo';
import type { RecordsRepo } from '../modules/records/records.repo';
import type { Clock } from '../platform/clock';
import type { EventBus } from '../realtime/event-bus';
import type { GatewayIdentity } from './gateway-keys';
import type { OperationTracker } from './operation-tracker';

export type EventDeps = {
  gateways: GatewaysRepo;
  gatewayLocks: GatewayLocksRepo;
  locks: LocksRepo;
  records: RecordsRepo;
  tracker: OperationTracker;
  bus: EventBus;
  events: DomainEvents;
  clock: Clock;
  ack: (gatewayId: number, mac: string, seq: number) => Promise<void>;
  /** The lock's owner and authorized admins, read fresh (permissions.managersOf). */
  managersOf: (lockId: number) => Promise<number[]>;
  log: { error: (o: object, m?: string) => void };
};

export function createGatewayEvents(d: EventDeps) {
  /** Browsers hear it; modules hear `gateway.online` (not awaited: a handler must not hold up the messages). */
  const gatewayEvent = async (g: { id: number; userId: number }, isOnline: boolean) => {
    await d.bus.publish({ userId: g.userId, type: 'gateway', data: { gatewayId: g.id, isOnline: isOnline ? 1 : 0 } });
    const payload = { gatewayId: g.id, userId: g.userId };
    if (isOnline) void d.events.emit('gateway.online', payload);
    else await d.events.emit('gateway.offline', payload);
  };

  /** A gateway is offline (its status, or silence found by the sweeper): its pending commands fail. */
  async function wentOffline(g: { id: number; userId: number }) {
    await gatewayEvent(g, false);
    await d.tracker.gatewayOffline(g.id);
  }

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
    if (b.online && changed) await gatewayEvent(g, true);
    if (!b.online && changed) await wentOffline(g);
    else if (!b.online) await d.tracker.gatewayOffline(g.id);
  }

  async function heartbeat(g: GatewayIdentity, _b: HeartbeatBody) {
    if (await d.gateways.heartbeat(g.id, d.clock.now())) await gatewayEvent(g, true);
  }

  async function scan(g: GatewayIdentity, b: ScanBody) {
    await d.gatewayLocks.replaceNearby(g, b.locks, d.clock.now());
  }

  async function ownedLock(g: GatewayIdentity, mac: string) {
    const lock = await d.locks.findByMac(mac);
    return lock && lock.userId === g.userId ? lock : undefined;
  }

  /** The door sensor's reading at `at` (state message or records 31 / 30): stored when newer and different, heard live. */
  async function doorChanged(lock: { id: number; userId: number; doorSensor: boolean }, open: boolean, at: Date) {
    if (!lock.doorSensor || !(await d.locks.setDoor(lock.id, open, at))) return;
    await d.bus.publish({ userId: lock.userId, type: 'lockState', data: { lockId: lock.id, doorState: open ? 1 : 0 } });
  }

  async function state(g: GatewayIdentity, b: StateBody) {
    const lock = await ownedLock(g, b.mac);
    if (!lock) return;
    const now = d.clock.now();
    await d.locks.updateState(lock.id, { lockStatus: b.lockStatus, electricQuantity: b.battery }, now);
    await d.bus.publish({
      userId: lock.userId,
      type: 'lockState',
      data: { lockId: lock.id, lockStatus: b.lockStatus, electricQuantity: b.battery },
    });
    if (b.doorOpen !== undefined) await doorChanged(lock, b.doorOpen, now);
    await d.events.emit('lock.stateReported', {
      lock: { id: lock.id, userId: lock.userId },
      battery: b.battery,
      previousBattery: lock.electricQuantity,
      at: now.getTime(),
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
      // A fob's press carries the fob's battery: the latest of each fob in this batch.
      const batteries = new Map<string, number>();
      for (const r of b.records) {
        if (r.type === RECORD_TYPE.keyfob && r.credential && r.accessoryBattery !== undefined)
          batteries.set(r.credential, r.accessoryBattery);
      }
      for (const [number, battery] of batteries) {
        await d.events.emit('accessory.reported', {
          lock: { id: lock.id, userId: lock.userId },
          kind: 'keyfob',
          number,
          battery,
        });
      }
      // The door sensor's last new word in this batch (31 open, 30 closed), at the lock's time of it: records that
      // arrive late (a gateway was offline) never overrule a newer reading.
      const door = inserted
        .filter((r) => r.recordType === RECORD_TYPE.sensorUnlock || r.recordType === RECORD_TYPE.sensorLock)
        .sort((x, y) => x.seq - y.seq)
        .at(-1);
      if (door) await doorChanged(lock, door.recordType === RECORD_TYPE.sensorUnlock, door.lockDate);
      if (inserted.length > 0) {
        // Who hears of them, read once for the batch (it was three reads: consoles, webhooks, callbacks). A failed
        // read never loses the records: the owner still hears.
        const read = await d.managersOf(lock.id).catch((err: unknown) => {
          d.log.error({ err, lockId: lock.id }, 'managers of a lock not read: records go to its owner only');
          return [];
        });
        // The fresh read names the owner first (a lock handed over a moment ago: its new owner, not the one read
        // with the batch); the batch's owner only when the read failed or found the lock gone.
        const managers = read.length ? read : [lock.userId];
        const others = managers.filter((u) => u !== lock.userId);
        // What records tell other modules (a once code used …); a handler's failure never loses records.
        await d.events.emit('records.stored', {
          lock: { id: lock.id, userId: lock.userId },
          records: inserted,
          managers,
        });
        await d.bus.publish({
          userId: lock.userId,
          alsoUserIds: others, // named, even empty: the audience is not looked up again
          type: 'records',
          data: { lockId: lock.id, count: inserted.length, lastSeq: maxSeq },
        });
      }
    }
    // Acknowledge even duplicates and foreign locks, so the lock stops re-sending them.
    await d.ack(g.id, b.mac, maxSeq);
  }

  return { status, heartbeat, scan, state, records, wentOffline };
}
