// POST /lock/queryDate — reads the lock's clock through the best gateway; waits (≤ operation timeout).
// 10701 "not connected to a gateway" when no gateway hears the lock.
import { z } from 'zod';
import { operationSchema } from '../operation/operation';
import { lockIdParam } from './lock';

export const queryLockDateRequestSchema = z.object({ lockId: lockIdParam() });
export const queryLockDateResponseSchema = operationSchema.extend({
  /** The lock's clock (ms) when it answered; null unless the operation succeeded. */
  lockDate: z.number().int().nullable(),
  /** lockDate minus server time (ms). */
  offsetMs: z.number().int().nullable(),
});
