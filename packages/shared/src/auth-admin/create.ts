// POST /auth/create — make an account authorized administrator of some of the caller's locks (owner only, per
// lock). An existing key of that account becomes keyRight 1; else a permanent admin key is sent. Each lock answers
// on its own (a lock the caller does not own answers −2018 and the others go on).
import { z } from 'zod';
import { lockIdListParam } from '../lock/lock';
import { optional, oneOfInt } from '../user/account-fields';
import { checkReceiver, ekeyBatchResultSchema, receiverFields } from '../ekey/ekey';

export const createAuthAdminRequestSchema = z
  .object({
    ...receiverFields,
    lockIds: lockIdListParam(),
    /** Remote unlock for a newly sent admin key: allow 1 (default), not allow 2. */
    remoteEnable: optional(oneOfInt([1, 2])).default(1),
  })
  .superRefine(checkReceiver);
export type CreateAuthAdminRequest = z.input<typeof createAuthAdminRequestSchema>;
export const createAuthAdminResponseSchema = z.object({ results: z.array(ekeyBatchResultSchema) });
