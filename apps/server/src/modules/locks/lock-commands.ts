// Lock settings commands the console sends through a gateway (docs/protocol.md §Commands) and what each
// changes on the server once the lock confirmed it (`operation.succeeded`, heard before the operation reads as
// success, so whoever sees "success" also sees the new setting).
import type { DomainEvents } from '../../events/domain-events';
import type { EventBus } from '../../realtime/event-bus';
import type { OperationRecord as OperationRow } from '../../events/event-map';
import type { Clock } from '../../platform/clock';
import type { PassageModeRow } from '../../db/schema/lock-settings';
import type { LocksRepo } from './locks.repo';
import type { SettingCommand } from '@lockconsole/shared/devices/enums';

export type LockSettingCommand = SettingCommand;

/** Switch names of lock.setSwitch and the settings column each one lives in. */
export type SwitchName =
  'remoteUnlock' | 'unlockNotice' | 'doubleVerification' | 'attendance' | 'hotelMode' | 'roomStatus';

/** Passage mode as the lock speaks it (lockcore PassageMode): minutes of the local day, week days Mon 1–Sun 7. */
export type DevicePassage = {
  enabled: boolean;
  autoUnlock: boolean;
  periods: { allDay: boolean; startMinute: number; endMinute: number; weekDays: number[] }[];
};

export const passageToDevice = (p: PassageModeRow): DevicePassage => ({
  enabled: p.passageMode === 1,
  autoUnlock: p.autoUnlock === 1,
  periods: p.cyclicConfig.map((c) => ({
    allDay: c.allDay === 1,
    startMinute: c.allDay === 1 ? 0 : c.startTime,
    endMinute: c.allDay === 1 ? 1440 : c.endTime,
    weekDays: [...c.weekDays].sort((a, b) => a - b),
  })),
});

export const passageFromDevice = (p: DevicePassage): PassageModeRow => ({
  passageMode: p.enabled ? 1 : 2,
  autoUnlock: p.autoUnlock ? 1 : 2,
  cyclicConfig: p.periods.map((c) => ({
    allDay: c.allDay ? 1 : 2,
    startTime: c.startMinute,
    endTime: c.endMinute,
    weekDays: c.weekDays,
  })),
});

type Hook = (op: OperationRow, data: Record<string, unknown>) => Promise<void>;

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Stores what the lock confirmed for each settings command. */
export function followLockSettings(d: { events: DomainEvents; repo: LocksRepo; clock: Clock; bus: EventBus }): void {
  const table = settingFollowUps(d);
  d.events.on('operation.succeeded', async ({ command, operation, data }) => {
    const follow = table[command as LockSettingCommand];
    if (follow) await follow(operation, data);
  });
}

function settingFollowUps(d: {
  events: DomainEvents;
  repo: LocksRepo;
  clock: Clock;
  bus: EventBus;
}): Record<LockSettingCommand, Hook> {
  const { repo } = d;
  const now = () => d.clock.now();

  async function clockRead(op: OperationRow, data: Record<string, unknown>) {
    const lockTime = num(data.lockTime);
    if (lockTime === undefined) return;
    const at = now();
    await repo.upsertSettings(
      op.lockId!,
      { clockOffsetMs: Math.round(lockTime - at.getTime()), clockCheckedAt: at },
      at,
    );
  }

  return {
    async 'lock.queryState'(op, data) {
      const lockStatus = num(data.lockStatus);
      const electricQuantity = num(data.battery);
      if (lockStatus === undefined) return;
      const at = now();
      const before = await repo.find(op.lockId!);
      await repo.updateLock(
        op.lockId!,
        { lockStatus, electricQuantity: electricQuantity ?? null, stateUpdatedAt: at },
        at,
      );
      await d.bus.publish({
        userId: op.userId,
        type: 'lockState',
        data: { lockId: op.lockId, lockStatus, electricQuantity },
      });
      // A battery read on request counts like one the lock reported (a low-battery alert at a crossing, issue 29).
      if (before && electricQuantity !== undefined)
        await d.events.emit('lock.stateReported', {
          lock: { id: before.id, userId: before.userId },
          battery: electricQuantity,
          previousBattery: before.electricQuantity,
          at: at.getTime(),
        });
    },
    'lock.queryDate': clockRead,
    'lock.updateDate': clockRead,
    async 'lock.setAutoLock'(op) {
      await repo.updateLock(op.lockId!, { autoLockTime: Number(op.args.seconds) }, now());
    },
    async 'lock.setTimezone'(op) {
      const at = now();
      await repo.updateLock(op.lockId!, { timezoneRawOffset: Number(op.args.timezoneRawOffset) }, at);
      const zone = typeof op.args.timezoneId === 'string' ? op.args.timezoneId : undefined;
      // A new offset asks again about daylight saving.
      await repo.upsertSettings(op.lockId!, { ...(zone ? { timezoneId: zone } : {}), dstRemind: 1 }, at);
    },
    async 'lock.setSwitch'(op) {
      const name = op.args.name as SwitchName;
      const value = Number(op.args.value);
      const at = now();
      if (name === 'remoteUnlock') await repo.updateLock(op.lockId!, { remoteUnlockSwitch: value }, at);
      else await repo.upsertSettings(op.lockId!, { [name]: value }, at);
    },
    async 'lock.setPassageMode'(op) {
      await repo.upsertSettings(op.lockId!, { passage: passageFromDevice(op.args as DevicePassage) }, now());
    },
  };
}
