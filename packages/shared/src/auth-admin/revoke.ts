// POST /auth/revoke — an account stops being authorized administrator (keyRight back to 0; the key stays) on the
// given locks of the caller, or on all of them when lockIds is absent. Naming a lock the caller does not own
// answers −2018 and changes nothing.
import { z } from 'zod';
import { lockIdListParam } from '../lock/lock';
import { optional } from '../user/account-fields';
import { uidParam } from '../lock-user/lock-user';

export const revokeAuthAdminRequestSchema = z.object({ uid: uidParam(), lockIds: optional(lockIdListParam()) });
/** How many keys lost keyRight. */
export const revokeAuthAdminResponseSchema = z.object({ count: z.number().int() });
