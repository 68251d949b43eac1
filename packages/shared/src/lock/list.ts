// GET /lock/list — the caller's locks (owned or held), paged (pageSize ≤ 1000), by group and name; `queryType`
// narrows it to the locks a page may act on (spec §3 lock list query type).
import { z } from 'zod';
import { int } from '../schemas/common';
import { oneOfInt, optional } from '../user/account-fields';
import { ALL_GROUPS, lockPageSchema, lockPaging, searchParam } from './lock';

/**
 * Lock list query types (spec §3) the server answers: all the caller's locks 0 (also "ekey"), locks to add an
 * authorized admin to 4 (owned), locks to cancel one on 5 (owned, with an authorized admin), locks to unlock in a
 * batch 10 (remote unlock allowed for the caller and switched on at the lock).
 */
export const LOCK_LIST_QUERY = {
  all: 0,
  /** Locks the caller may give credentials on (owner or authorized admin): card, custom passcode, fingerprint … */
  card: 1,
  customPasscode: 2,
  fingerprint: 3,
  addAuthAdmin: 4,
  cancelAuthAdmin: 5,
  transfer: 7,
  qrcode: 8,
  face: 9,
  unlockBatch: 10,
} as const;

export const listLockRequestSchema = z.object({
  ...lockPaging,
  /** −1 all (default), 0 not grouped, else one of the caller's groups. */
  groupId: int().min(-1, 'validation.tooSmall').default(ALL_GROUPS),
  /** Search in the lock name. */
  lockAlias: searchParam(),
  queryType: optional(oneOfInt([0, 1, 2, 3, 4, 5, 7, 8, 9, 10])).default(LOCK_LIST_QUERY.all),
});
export const listLockResponseSchema = lockPageSchema;
