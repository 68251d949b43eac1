// GET /lock/listKey — the lock's ekeys (not deleted), newest first, paged, searched by name or account, optionally
// one status. The owner's own admin key is not listed.
import { z } from 'zod';
import { paging } from '../schemas/common';
import { pageSchema } from '../http/envelope';
import { lockIdParam, searchParam } from '../lock/lock';
import { optional } from '../user/account-fields';
import { ekeyItemSchema } from './ekey';

export const listLockKeyRequestSchema = z.object({
  lockId: lockIdParam(),
  ...paging,
  searchStr: searchParam(),
  /** A status string code (spec §3), e.g. 110412 overdue. */
  keyStatus: optional(
    z
      .string()
      .trim()
      .regex(/^1104\d\d$/, 'validation.invalid'),
  ),
});
export const listLockKeyResponseSchema = pageSchema(ekeyItemSchema);
export type EkeyPage = z.infer<typeof listLockKeyResponseSchema>;
