// Lock settings through the gateway (docs/locks.md): each call answers a tracked operation, whose end arrives
// on the event stream. Silent: the settings panel shows refusals next to the setting.
import type { z } from 'zod';
import type { Operation } from '@lockconsole/shared/operation/operation';
import type { queryLockDateResponseSchema } from '@lockconsole/shared/lock/query-date';
import type { queryLockStateResponseSchema } from '@lockconsole/shared/lock/query-state';
import type { configPassageModeRequestSchema } from '@lockconsole/shared/lock/config-passage-mode';
import { LOCK_SETTING, type LockSettingName } from '@lockconsole/shared/lock/setting-values';
import { apiPost } from '../../../lib/api/client';

export type QueryDateAnswer = z.infer<typeof queryLockDateResponseSchema>;
export type QueryStateAnswer = z.infer<typeof queryLockStateResponseSchema>;
export type ConfigPassageModeRequest = z.input<typeof configPassageModeRequestSchema>;

const quiet = { silent: true } as const;

export const setAutoLockTime = (lockId: number, seconds: number) =>
  apiPost<Operation>('/lock/setAutoLockTime', { lockId, seconds }, quiet);
export const updateLockSetting = (lockId: number, name: LockSettingName, value: number) =>
  apiPost<Operation>('/lock/updateSetting', { lockId, type: LOCK_SETTING[name], value }, quiet);
export const changeTimezone = (lockId: number, timezoneRawOffset: number, timezoneId?: string) =>
  apiPost<Operation>('/lock/changeTimezoneRawOffset', { lockId, timezoneRawOffset, timezoneId }, quiet);
export const configPassageMode = (req: ConfigPassageModeRequest) =>
  apiPost<Operation>('/lock/configPassageMode', req, quiet);
export const queryLockDate = (lockId: number) => apiPost<QueryDateAnswer>('/lock/queryDate', { lockId }, quiet);
export const updateLockDate = (lockId: number) => apiPost<Operation>('/lock/updateDate', { lockId }, quiet);
export const queryLockState = (lockId: number) => apiPost<QueryStateAnswer>('/lock/queryState', { lockId }, quiet);
