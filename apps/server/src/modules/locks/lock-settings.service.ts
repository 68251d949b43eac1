// Changes that must reach the lock, as tracked operations through its best online gateway (the hub's operation
// tracker): state and clock queries (waited for, answered with what the lock said), and settings (answered at
// once with the queued operation; the stored value changes only when the lock confirms — lock-commands.ts).
// Refusals before anything is sent: no gateway hears the lock (−2012, or 10701 for the clock), all its gateways
// offline (−3002), the device service down (10605), room status without hotel mode (10705).
import { OP_STATE } from '@lockconsole/shared/devices/enums';
import type { CommandName } from '@lockconsole/shared/devices/enums';
import { settingNameOf } from '@lockconsole/shared/lock/update-setting';
import type { Operation } from '@lockconsole/shared/operation/operation';
import { fail } from '../../http/errors';
import type { Translator } from '../../http/i18n';
import type { Devices } from '../../devices/devices.module';
import { presentOperation, toOperationEvent } from '../../devices/operation-events';
import type { Clock } from '../../platform/clock';
import { runCommand } from '../devices/run-command';
import type { LockAccess } from '../permissions/permissions.service';
import { passageToDevice, type LockSettingCommand } from './lock-commands';
import type { LocksRepo } from './locks.repo';
import type { PassageModeRow } from '../../db/schema/lock-settings';

type Clockish = 'clock' | 'other';

export function createLockSettingsService(d: { devices: Devices; repo: LocksRepo; clock: Clock }) {
  const { devices } = d;

  async function route(a: LockAccess, kind: Clockish) {
    const gws = await devices.repos.gateways.gatewaysOfLock(a.lockId);
    const best = gws.find((g) => g.g.isOnline);
    if (!gws.length) throw fail(kind === 'clock' ? 'lockNotConnectedToGateway' : 'noGatewayNearLock');
    if (!best) throw fail('gatewayOffline');
    if (!devices.hub.connected()) throw fail('deviceServiceUnavailable');
    return best.g.id;
  }

  const command = (a: LockAccess, userId: number, gatewayId: number, type: LockSettingCommand, args: object) => ({
    userId,
    lockId: a.lockId,
    gatewayId,
    lockMac: a.lock.lockMac,
    type: type as CommandName,
    args: args as Record<string, unknown>,
  });

  /** Queues the command and answers the operation as it stands (operating, or wait behind another one). */
  async function queue(
    a: LockAccess,
    userId: number,
    type: LockSettingCommand,
    args: object,
    t: Translator,
    kind: Clockish = 'other',
  ): Promise<Operation> {
    const gatewayId = await route(a, kind);
    const op = await devices.tracker.start(command(a, userId, gatewayId, type, args));
    return presentOperation(toOperationEvent(op), t);
  }

  /** Runs the command to its end and answers the operation with the lock's answer (`result`). */
  async function ask(a: LockAccess, userId: number, type: LockSettingCommand, t: Translator, kind: Clockish) {
    const gatewayId = await route(a, kind);
    const op = await runCommand(devices, command(a, userId, gatewayId, type, {}), t);
    const row = op.state === OP_STATE.success ? await devices.repos.ops.get(op.operationId) : undefined;
    return { op, result: (row?.result ?? {}) as Record<string, unknown> };
  }

  const num = (v: unknown) => (typeof v === 'number' ? v : null);

  return {
    async queryState(a: LockAccess, userId: number, t: Translator) {
      const { op, result } = await ask(a, userId, 'lock.queryState', t, 'other');
      return { ...op, lockStatus: num(result.lockStatus), electricQuantity: num(result.battery) };
    },

    async queryDate(a: LockAccess, userId: number, t: Translator) {
      const { op, result } = await ask(a, userId, 'lock.queryDate', t, 'clock');
      const lockDate = num(result.lockTime);
      const finished = op.finishedAt ?? d.clock.now().getTime();
      return { ...op, lockDate, offsetMs: lockDate === null ? null : lockDate - finished };
    },

    updateDate: (a: LockAccess, userId: number, t: Translator) =>
      queue(a, userId, 'lock.updateDate', { time: d.clock.now().getTime() }, t, 'clock'),

    setAutoLockTime: (a: LockAccess, userId: number, seconds: number, t: Translator) =>
      queue(a, userId, 'lock.setAutoLock', { seconds }, t),

    changeTimezone: (
      a: LockAccess,
      userId: number,
      input: { timezoneRawOffset: number; timezoneId?: string },
      t: Translator,
    ) =>
      queue(
        a,
        userId,
        'lock.setTimezone',
        { timezoneRawOffset: input.timezoneRawOffset, ...(input.timezoneId ? { timezoneId: input.timezoneId } : {}) },
        t,
      ),

    async updateSetting(a: LockAccess, userId: number, input: { type: number; value: number }, t: Translator) {
      const name = settingNameOf(input.type)!;
      if (name === 'roomStatus' && ((await d.repo.settings(a.lockId))?.hotelMode ?? 0) !== 1)
        throw fail('hotelModeOff');
      return queue(a, userId, 'lock.setSwitch', { name, value: input.value }, t);
    },

    configPassageMode: (a: LockAccess, userId: number, p: PassageModeRow, t: Translator) =>
      queue(a, userId, 'lock.setPassageMode', passageToDevice(p), t),
  };
}

export type LockSettingsService = ReturnType<typeof createLockSettingsService>;
