// Lock settings through the gateway (tracked operations) and the lock's state and clock. Thin: schema,
// declared access ({lock: 'manage'}), one service call.
import { queryLockStateRequestSchema, queryLockStateResponseSchema } from '@lockconsole/shared/lock/query-state';
import { queryLockDateRequestSchema, queryLockDateResponseSchema } from '@lockconsole/shared/lock/query-date';
import { updateLockDateRequestSchema, updateLockDateResponseSchema } from '@lockconsole/shared/lock/update-date';
import {
  setAutoLockTimeRequestSchema,
  setAutoLockTimeResponseSchema,
} from '@lockconsole/shared/lock/set-auto-lock-time';
import {
  changeTimezoneRawOffsetRequestSchema,
  changeTimezoneRawOffsetResponseSchema,
} from '@lockconsole/shared/lock/change-timezone-raw-offset';
import {
  updateLockSettingRequestSchema,
  updateLockSettingResponseSchema,
} from '@lockconsole/shared/lock/update-setting';
import {
  configPassageModeRequestSchema,
  configPassageModeResponseSchema,
} from '@lockconsole/shared/lock/config-passage-mode';
import { defineRoute } from '../../http/route';
import type { LockSettingsService } from './lock-settings.service';

const tag = 'lock';

export const lockSettingRoutes = (s: LockSettingsService) => [
  defineRoute({
    method: 'POST',
    path: '/lock/queryState',
    auth: { lock: 'view' },
    tag,
    summary: 'Ask the lock for its state through a gateway (waits; answers the operation and the state)',
    request: queryLockStateRequestSchema,
    response: queryLockStateResponseSchema,
    handler: (input, ctx) => s.queryState(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/queryDate',
    auth: { lock: 'manage' },
    tag,
    summary: 'Read the lock’s clock through a gateway (waits; answers the operation and the lock time)',
    request: queryLockDateRequestSchema,
    response: queryLockDateResponseSchema,
    handler: (input, ctx) => s.queryDate(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/updateDate',
    auth: { lock: 'manage' },
    tag,
    summary: 'Calibrate the lock’s clock to server time (tracked operation)',
    request: updateLockDateRequestSchema,
    response: updateLockDateResponseSchema,
    handler: (input, ctx) => s.updateDate(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/setAutoLockTime',
    auth: { lock: 'manage' },
    tag,
    summary: 'Auto-lock time, whole seconds 5–900 or 0 = off (tracked operation)',
    request: setAutoLockTimeRequestSchema,
    response: setAutoLockTimeResponseSchema,
    handler: (input, ctx) => s.setAutoLockTime(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/changeTimezoneRawOffset',
    auth: { lock: 'manage' },
    tag,
    summary: 'The lock’s UTC offset and zone (tracked operation)',
    request: changeTimezoneRawOffsetRequestSchema,
    response: changeTimezoneRawOffsetResponseSchema,
    handler: (input, ctx) => s.changeTimezone(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/updateSetting',
    auth: { lock: 'manage' },
    tag,
    summary: 'A lock switch: remote unlock, unlock notice, double verification, attendance, hotel mode, room status',
    request: updateLockSettingRequestSchema,
    response: updateLockSettingResponseSchema,
    handler: (input, ctx) => s.updateSetting(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/configPassageMode',
    auth: { lock: 'manage' },
    tag,
    summary: 'Passage mode: up to 5 periods with week days, all-day, auto-unlock (tracked operation)',
    request: configPassageModeRequestSchema,
    response: configPassageModeResponseSchema,
    handler: (input, ctx) => s.configPassageMode(ctx, input),
  }),
];
