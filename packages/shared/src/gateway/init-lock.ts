// POST /gateway/initLock — adds a nearby uninitialized lock to the caller's account through the best-signal gateway.
import { z } from 'zod';
import { macParamSchema } from '../devices/messages';
import { operationSchema } from '../operation/operation';

export const initLockRequestSchema = z.object({
  lockMac: macParamSchema,
  lockAlias: z.string().trim().max(64, 'validation.tooLong').optional(),
});
export const initLockResponseSchema = operationSchema.extend({ lockId: z.number().int().nullable() });
