// POST /lockUser/unfreeze — unfreeze every frozen (or freezing) ekey of that account on the locks the caller
// manages.
import { z } from 'zod';
import { uidParam } from './lock-user';

export const unfreezeLockUserRequestSchema = z.object({ uid: uidParam() });
/** How many keys changed. */
export const unfreezeLockUserResponseSchema = z.object({ count: z.number().int() });
