// POST /lock/queryState — asks the lock for its state through the best gateway; waits for it (≤ operation
// timeout) and answers the operation with the state read.
import { z } from 'zod';
import { operationSchema } from '../operation/operation';
import { lockIdParam } from './lock';

export const queryLockStateRequestSchema = z.object({ lockId: lockIdParam() });
export const queryLockStateResponseSchema = operationSchema.extend({
  lockStatus: z.number().int().nullable(),
  electricQuantity: z.number().int().nullable(),
});
