// POST /lock/updateSetting — one lock switch through the gateway. `type`: remote unlock 1, unlock notice 2,
// double verification 3, attendance 4, hotel mode 5, room status 6. `value`: switches on 1 / off 2; hotel mode
// on 1 / off 0; room status check-in 1 / vacant 2 (needs hotel mode on).
import { z } from 'zod';
import { int } from '../schemas/common';
import { lockIdParam } from './lock';
import { settingOperationResponseSchema } from './setting-operation';

export const LOCK_SETTING = {
  remoteUnlock: 1,
  unlockNotice: 2,
  doubleVerification: 3,
  attendance: 4,
  hotelMode: 5,
  roomStatus: 6,
} as const;
export type LockSettingName = keyof typeof LOCK_SETTING;
export const LOCK_SETTING_NAMES = Object.keys(LOCK_SETTING) as LockSettingName[];
export const settingNameOf = (type: number): LockSettingName | undefined =>
  LOCK_SETTING_NAMES.find((n) => LOCK_SETTING[n] === type);

/** Values each setting accepts. */
export const SETTING_VALUES: Record<LockSettingName, readonly number[]> = {
  remoteUnlock: [1, 2],
  unlockNotice: [1, 2],
  doubleVerification: [1, 2],
  attendance: [1, 2],
  hotelMode: [1, 0],
  roomStatus: [1, 2],
};

export const updateLockSettingRequestSchema = z
  .object({
    lockId: lockIdParam(),
    type: int().min(1, 'validation.oneOf').max(6, 'validation.oneOf'),
    value: int(),
  })
  .superRefine((v, ctx) => {
    const name = settingNameOf(v.type);
    if (name && !SETTING_VALUES[name].includes(v.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'validation.invalid' });
    }
  });
export const updateLockSettingResponseSchema = settingOperationResponseSchema;
