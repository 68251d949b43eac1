// POST /lock/updateSetting — one lock switch through the gateway. `type`: remote unlock 1, unlock notice 2,
// double verification 3, attendance 4, hotel mode 5, room status 6. `value`: switches on 1 / off 2; hotel mode
// on 1 / off 0; room status check-in 1 / vacant 2 (needs hotel mode on).
import { z } from 'zod';
import { int } from '../schemas/common';
import { lockIdParam } from './lock';
import { settingOperationResponseSchema } from './setting-operation';
import { SETTING_VALUES, settingNameOf } from './setting-values';

export {
  LOCK_SETTING,
  LOCK_SETTING_NAMES,
  SETTING_VALUES,
  settingNameOf,
  type LockSettingName,
} from './setting-values';

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
