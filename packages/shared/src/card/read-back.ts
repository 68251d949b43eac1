// POST /card/readBack — what the lock really holds, read through the gateway (waits for the lock): cards added at
// the lock that the console did not know are listed (named afterwards with /card/rename), never dropped; cards the
// console believes are on the lock but the lock lacks turn "add failed" with that cause, ready for resync.
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { cardItemSchema } from './card';

export const readBackCardRequestSchema = z.object({ lockId: lockIdParam() });
export const readBackCardResponseSchema = z.object({
  /** Cards found on the lock that the console did not know (now listed, "added at the lock"). */
  found: z.array(cardItemSchema),
  /** Cards the console had as on the lock that the lock does not hold. */
  missing: z.array(cardItemSchema),
  /** Cards the lock holds as the console expects. */
  matching: z.number().int(),
  /** Numbers on the lock's blacklist. */
  blacklist: z.array(z.string()),
});
export type ReadBackCardResult = z.infer<typeof readBackCardResponseSchema>;
