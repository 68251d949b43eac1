// POST /lock/updateDate — clock calibration: sets the lock's clock to server time through the best gateway.
import { z } from 'zod';
import { lockIdParam } from './lock';
import { settingOperationResponseSchema } from './setting-operation';

export const updateLockDateRequestSchema = z.object({ lockId: lockIdParam() });
export const updateLockDateResponseSchema = settingOperationResponseSchema;
