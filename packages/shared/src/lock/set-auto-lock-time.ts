// POST /lock/setAutoLockTime — auto-lock after `seconds` (whole seconds 5–900, spec §5), or 0 to turn it off.
import { z } from 'zod';
import { lockIdParam } from './lock';
import { settingOperationResponseSchema } from './setting-operation';

import { isAutoLockSeconds } from './auto-lock-rule';

export { AUTO_LOCK_MAX, AUTO_LOCK_MIN } from './auto-lock-rule';

export const autoLockSecondsSchema = z.coerce
  .number({ message: 'validation.lock.autoLockTime' })
  .refine(isAutoLockSeconds, { message: 'validation.lock.autoLockTime' });

export const setAutoLockTimeRequestSchema = z.object({ lockId: lockIdParam(), seconds: autoLockSecondsSchema });
export const setAutoLockTimeResponseSchema = settingOperationResponseSchema;
