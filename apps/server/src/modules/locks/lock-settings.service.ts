// Changes that must reach the lock, as tracked operations through its best online gateway (the hub's operation
// tracker): state and clock queries (waited for, answered with what the lock said), and settings (answered at
// once with the queued operation; the stored value changes only when the lock confirms — lock-commands.ts).
// Refusals before anything is sent: no gateway hears the lock (−2012, or 10701 for the clock), all its gateways
// offline (−3002), the device service down (10605), room status without hotel mode (10705).
import type { CommandName } from '@lockconsole/shared/devices/enums';
import { settingNameOf } from '@lockconsole/shared/lock/update-setting';
import type { Operation } from '@lockconsole/shared/operation/operation';
import type { DevicePort, LockCommand } from '../../devices/device-port';
import { presentOperation, toOperationEvent } from '../../devices/operation-events';
import type { LockContext } from '../../http/context';
import { fail } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import { passageToDevice, type LockSettingCommand } from './lock-commands';
import type { LocksRepo } from './locks.repo';
import type { PassageModeRow } from '../../db/schema/lock-settings';

/** Commands about the lock's clock say "not connected to a gateway" (10701) when no gateway reaches the lock. */
const CLOCK = { noGateway: 'lockNotConnectedToGateway' } as const;

export function createLockSettingsService(d: { devices: DevicePort; repo: LocksRepo; clock: Clock }) {
  const command = (ctx: LockContext, type: LockSettingCommand, args: object): LockCommand => ({
    userId: ctx.session.userId,
    lockId: ctx.lock.lockId,
    lockMac: ctx.lock.lock.lockMac,
    command: type as CommandName,
    args: args as Record<string, unknown>,
  });

  /** Queues the command and answers the operation as it stands (operating, or wait behind another one). */
  async function queue(ctx: LockContext, type: LockSettingCommand, args: object, o?: typeof CLOCK): Promise<Operation> {
    const op = await d.devices.commandLock(command(ctx, type, args), o);
    return presentOperation(toOperationEvent(op), ctx.t);
  }

  /** Runs the command to its end and answers the operation with the lock's answer (`result`). */
  const ask = (ctx: LockContext, type: LockSettingCommand, o?: typeof CLOCK) =>
    d.devices.runOnLock(command(ctx, type, {}), ctx.t, o);

  const num = (v: unknown) => (typeof v === 'number' ? v : null);

  return {
    async queryState(ctx: LockContext, _input: unknown) {
      const { operation, result } = await ask(ctx, 'lock.queryState');
      return { ...operation, lockStatus: num(result.lockStatus), electricQuantity: num(result.battery) };
    },

    async queryDate(ctx: LockContext, _input: unknown) {
      const { operation, result } = await ask(ctx, 'lock.queryDate', CLOCK);
      const lockDate = num(result.lockTime);
      const finished = operation.finishedAt ?? d.clock.now().getTime();
      return { ...operation, lockDate, offsetMs: lockDate === null ? null : lockDate - finished };
    },

    updateDate: (ctx: LockContext, _input: unknown) =>
      queue(ctx, 'lock.updateDate', { time: d.clock.now().getTime() }, CLOCK),

    setAutoLockTime: (ctx: LockContext, input: { seconds: number }) =>
      queue(ctx, 'lock.setAutoLock', { seconds: input.seconds }),

    changeTimezone: (ctx: LockContext, input: { timezoneRawOffset: number; timezoneId?: string }) =>
      queue(ctx, 'lock.setTimezone', {
        timezoneRawOffset: input.timezoneRawOffset,
        ...(input.timezoneId ? { timezoneId: input.timezoneId } : {}),
      }),

    async updateSetting(ctx: LockContext, input: { type: number; value: number }) {
      const name = settingNameOf(input.type)!;
      if (name === 'roomStatus' && ((await d.repo.settings(ctx.lock.lockId))?.hotelMode ?? 0) !== 1)
        throw fail('hotelModeOff');
      return queue(ctx, 'lock.setSwitch', { name, value: input.value });
    },

    configPassageMode: (ctx: LockContext, input: PassageModeRow) =>
      queue(ctx, 'lock.setPassageMode', passageToDevice(input)),
  };
}

export type LockSettingsService = ReturnType<typeof createLockSettingsService>;
