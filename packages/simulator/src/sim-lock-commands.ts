// The simulated lock's side of the settings commands (docs/protocol.md §Commands): parses the arguments with
// the shared schemas, applies them to the lock and answers the documented result data. Throws DeviceError for
// what a real lock refuses.
import type { WeekDay } from '@lockconsole/lockcore/validity';
import {
  autoLockArgsSchema,
  passageArgsSchema,
  switchArgsSchema,
  timezoneArgsSchema,
  updateDateArgsSchema,
} from '@lockconsole/shared/devices/settings-messages';
import { DEVICE_CODE } from '@lockconsole/shared/devices/enums';
import { DeviceError } from './sim-lock-types';
import type { SimLock } from './sim-lock';

export { SETTING_COMMANDS } from '@lockconsole/shared/devices/enums';

export function runSettingCommand(lock: SimLock, cmd: string, raw: Record<string, unknown>): Record<string, unknown> {
  lock.checkIdle();
  switch (cmd) {
    case 'lock.queryState':
      return { lockStatus: lock.lockStatus, battery: lock.battery };
    case 'lock.queryDate':
      return { lockTime: lock.lockTime() };
    case 'lock.updateDate':
      lock.setClock(updateDateArgsSchema.parse(raw).time);
      return { lockTime: lock.lockTime() };
    case 'lock.setAutoLock':
      lock.autoLockSeconds = autoLockArgsSchema.parse(raw).seconds;
      return { autoLockTime: lock.autoLockSeconds };
    case 'lock.setTimezone':
      lock.timezoneOffsetMs = timezoneArgsSchema.parse(raw).timezoneRawOffset;
      return { timezoneRawOffset: lock.timezoneOffsetMs };
    case 'lock.setSwitch': {
      const a = switchArgsSchema.parse(raw);
      if (a.name === 'roomStatus' && lock.switches.hotelMode !== 1) {
        throw new DeviceError(DEVICE_CODE.featureNotEnabled, 'hotel mode is off');
      }
      lock.switches[a.name] = a.value;
      return { name: a.name, value: a.value };
    }
    case 'lock.setPassageMode': {
      const a = passageArgsSchema.parse(raw);
      lock.passage = {
        enabled: a.enabled,
        autoUnlock: a.autoUnlock,
        periods: a.periods.map((p) => ({ ...p, weekDays: p.weekDays as WeekDay[] })),
      };
      return {};
    }
    default:
      throw new DeviceError(DEVICE_CODE.rejected, `unknown command ${cmd}`);
  }
}
