// GET /user/listKeyGroup — the user's lock groups plus the "not grouped" entry (groupId 0).
import { z } from 'zod';

export const NOT_GROUPED_ID = 0;

export const keyGroupSchema = z.object({
  groupId: z.number().int().nonnegative(),
  groupName: z.string(),
  lockCount: z.number().int().nonnegative(),
});
export const listKeyGroupRequestSchema = z.object({});
export const listKeyGroupResponseSchema = z.object({ list: z.array(keyGroupSchema) });
export type KeyGroup = z.infer<typeof keyGroupSchema>;
export type ListKeyGroupResponse = z.infer<typeof listKeyGroupResponseSchema>;
