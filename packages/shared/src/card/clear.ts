// POST /card/clear — every card of the lock removed through the gateway as one tracked operation (lost cards stay
// on the lock's blacklist and in the list). The cards read "deleting" until the lock answers.
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';

export const clearCardRequestSchema = z.object({ lockId: lockIdParam() });
export const clearCardResponseSchema = z.object({
  /** Cards now waiting for the lock's answer. */
  count: z.number().int(),
  operationId: z.number().int().nullable(),
  /** Set when the operation could not be sent (no gateway, gateway offline…): nothing changed. */
  failureReason: z.string().nullable(),
});
export type ClearCardResult = z.infer<typeof clearCardResponseSchema>;
