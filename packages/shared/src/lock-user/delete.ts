// POST /lockUser/delete — delete a lock user: all of that account's ekeys on the locks the caller manages
// (spec §4 "deleting a lock user deletes that user's ekeys"). Keys the caller may not touch are left alone.
import { z } from 'zod';
import { uidParam } from './lock-user';

export const deleteLockUserRequestSchema = z.object({ uid: uidParam() });
export const deleteLockUserResponseSchema = z.object({ deleted: z.number().int() });
