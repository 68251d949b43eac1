// POST /lockUser/freeze — freeze every ekey of that account on the locks the caller manages (spec §4 "admins can
// freeze all keys issued by a user"): no server rights at once, the phone learns it at its next sync.
import { z } from 'zod';
import { uidParam } from './lock-user';

export const freezeLockUserRequestSchema = z.object({ uid: uidParam() });
/** How many keys changed. */
export const freezeLockUserResponseSchema = z.object({ count: z.number().int() });
