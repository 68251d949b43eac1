// GET /user/listKeyUser — people holding keys to the user's locks, paged.
import { z } from 'zod';
import { paging, trimmed } from '../schemas/common';
import { pageSchema } from '../http/envelope';
import { optional } from './account-fields';

export const keyUserSchema = z.object({
  uid: z.number().int().positive(),
  account: z.string(),
  nickname: z.string(),
  keyCount: z.number().int().nonnegative(),
});
export const listKeyUserRequestSchema = z.object({ ...paging, searchStr: optional(trimmed(100)) });
export const listKeyUserResponseSchema = pageSchema(keyUserSchema);
export type KeyUser = z.infer<typeof keyUserSchema>;
export type ListKeyUserRequest = z.input<typeof listKeyUserRequestSchema>;
export type ListKeyUserResponse = z.infer<typeof listKeyUserResponseSchema>;
