// POST /user/updateUserInfo — nickname and region.
import { z } from 'zod';
import { nicknameSchema, optional, regionSchema } from './account-fields';

export const updateUserInfoRequestSchema = z.object({
  nickname: optional(nicknameSchema),
  region: optional(regionSchema),
});
export const updateUserInfoResponseSchema = z.null();
export type UpdateUserInfoRequest = z.input<typeof updateUserInfoRequestSchema>;
