// POST /key/delete — delete one ekey; deleteIssued=1 also deletes every ekey its holder issued on that lock.
import { z } from 'zod';
import { oneOfInt, optional } from '../user/account-fields';
import { keyIdParam } from './ekey';

export const deleteKeyRequestSchema = z.object({
  keyId: keyIdParam(),
  deleteIssued: optional(oneOfInt([0, 1])).default(0),
});
export const deleteKeyResponseSchema = z.null();
