// POST /lock/setAutoLockTime — auto-lock after `seconds` (whole seconds 5–900, spec §5), or 0 to turn it off.
import { z } from 'zod';
import { lockIdParam } from './lock';
import { settingOperationResponseSchema } from './setting-operation';

export const AUTO_LOCK_MIN = 5;
export const AUTO_LOCK_MAX = 900;

export const autoLockSecondsSchema = z.coerce
  .number({ message: 'validation.lock.autoLockTime' })
  .refine((n) => n === 0 || (Number.isInteger(n) && n >= AUTO_LOCK_MIN && n <= AUTO_LOCK_MAX), {
    message: 'validation.lock.autoLockTime',
  });

export const setAutoLockTimeRequestSchema = z.object({ lockId: lockIdParam(), seconds: autoLockSecondsSchema });
export const setAutoLockTimeResponseSchema = settingOperationResponseSchema;
