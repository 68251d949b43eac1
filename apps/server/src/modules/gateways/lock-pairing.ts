// Adding a nearby lock to an account: the caller's online gateway that hears it best initializes it (`lock.init`
// with a reserved lock id and a fresh lock secret), and when the lock answers, the lock joins the account with the
// owner's admin ekey and its link to that gateway — before the operation reads as success, so whoever sees
// "success" finds the lock in the list. If that fails, the operation ends failed and the lock can be added again.
import { initArgsSchema, initResultSchema } from '@lockconsole/shared/devices/messages';
import type { DevicePort } from '../../devices/device-port';
import type { DomainEvents } from '../../events/domain-events';
import type { OperationRecord } from '../../events/event-map';
import type { UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import type { Clock, Random } from '../../platform/clock';
import type { LocksRepo } from '../locks/locks.repo';
import type { GatewayLocksRepo } from './gateway-locks.repo';

/** What the console adds to the device's own init arguments (kept with the operation). */
type InitExtras = { lockAlias?: string; lockName?: string; rssi?: number };

export function createLockPairing(d: {
  devices: DevicePort;
  events: DomainEvents;
  links: GatewayLocksRepo;
  locks: LocksRepo;
  clock: Clock;
  random: Random;
}) {
  async function joinAccount(op: OperationRecord, data: Record<string, unknown>) {
    const args = initArgsSchema.parse(op.args);
    const extra = op.args as InitExtras;
    const info = initResultSchema.parse(data);
    const now = d.clock.now();
    await d.locks.createWithAdminKey(
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
        doorSensor: info.doorSensor ?? false,
        parkingLock: info.parkingLock ?? false,
        deviceKind: info.deviceKind ?? 'door',
        timezoneRawOffset: args.timezoneRawOffset,
        lockSecret: args.secret,
        createdAt: now,
        updatedAt: now,
      },
      op.gatewayId!,
      extra.rssi ?? -70,
    );
  }
  d.events.on('operation.succeeded', (e) => (e.command === 'lock.init' ? joinAccount(e.operation, e.data) : undefined));

  return {
    /** Adds a nearby lock: initializes it through the caller's best-signal online gateway that hears it. */
    async initLock(ctx: UserContext, input: { lockMac: string; lockAlias?: string }) {
      const { userId } = ctx.session;
      // Only the lock's own account learns that it was added already: anyone else hears what a lock out of their
      // gateways' reach would answer (−2012), so a MAC tells a stranger nothing about other accounts (#21.9).
      const known = await d.locks.findByMac(input.lockMac);
      if (known && known.userId === userId) throw fail('lockAlreadyAdded');
      const best = await d.links.bestForMac(userId, input.lockMac);
      if (known && (!best || !best.initialized)) throw fail('noGatewayNearLock');
      if (!best) throw fail('noGatewayNearLock');
      if (best.initialized) throw fail('lockInitialized');
      const lockId = await d.locks.reserveId();
      const extras: InitExtras = {
        lockAlias: input.lockAlias ?? '',
        lockName: best.lockName ?? '',
        rssi: best.rssi,
      };
      const { operation } = await d.devices.initLock(
        {
          userId,
          gatewayId: best.gatewayId,
          lockMac: input.lockMac,
          args: {
            lockId,
            secret: d.random.token(32),
            adminUid: userId,
            time: d.clock.now().getTime(),
            timezoneRawOffset: 0,
            ...extras,
          },
        },
        ctx.t,
      );
      return { ...operation, lockId: operation.lockId };
    },
  };
}

export type LockPairing = ReturnType<typeof createLockPairing>;
