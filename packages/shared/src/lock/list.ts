// GET /lock/list — the caller's locks (owned or held), paged (pageSize ≤ 1000), by group and name.
import { z } from 'zod';
import { int } from '../schemas/common';
import { ALL_GROUPS, lockPageSchema, lockPaging, searchParam } from './lock';

export const listLockRequestSchema = z.object({
  ...lockPaging,
  /** −1 all (default), 0 not grouped, else one of the caller's groups. */
  groupId: int().min(-1, 'validation.tooSmall').default(ALL_GROUPS),
  /** Search in the lock name. */
  lockAlias: searchParam(),
});
export const listLockResponseSchema = lockPageSchema;
