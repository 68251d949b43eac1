// GET /user/listExpireUser — ekeys on the locks the caller manages whose end date falls within the next `days`
// days (soonest first, paged): the "users soon to expire" page (spec §2 /lockUser/onDate).
import { z } from 'zod';
import { int, paging } from '../schemas/common';
import { pageSchema } from '../http/envelope';
import { optional } from '../user/account-fields';
import { ekeyItemSchema } from '../ekey/ekey';

export const EXPIRE_DAYS_DEFAULT = 7;

export const listExpireUserRequestSchema = z.object({
  ...paging,
  /** Look-ahead in days, 1–365. */
  days: optional(int().min(1, 'validation.tooSmall').max(365, 'validation.tooBig')).default(EXPIRE_DAYS_DEFAULT),
});
export const listExpireUserResponseSchema = pageSchema(ekeyItemSchema);
export type ListExpireUserRequest = z.input<typeof listExpireUserRequestSchema>;
