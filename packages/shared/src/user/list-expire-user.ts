// GET /user/listExpireUser — key holders whose keys to the user's locks expire soon, paged.
import { z } from 'zod';
import { paging, trimmed } from '../schemas/common';
import { pageSchema } from '../http/envelope';
import { optional } from './account-fields';

export const expireUserSchema = z.object({
  uid: z.number().int().positive(),
  account: z.string(),
  nickname: z.string(),
  /** Earliest end of the user's keys, epoch ms. */
  endDate: z.number().int(),
});
export const listExpireUserRequestSchema = z.object({ ...paging, searchStr: optional(trimmed(100)) });
export const listExpireUserResponseSchema = pageSchema(expireUserSchema);
export type ExpireUser = z.infer<typeof expireUserSchema>;
export type ListExpireUserRequest = z.input<typeof listExpireUserRequestSchema>;
export type ListExpireUserResponse = z.infer<typeof listExpireUserResponseSchema>;
