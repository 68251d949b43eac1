// GET /user/getInfo — the signed-in user's info (spec §3).
import { z } from 'zod';
import { userInfoSchema } from './user-info';

export const getInfoRequestSchema = z.object({});
export const getInfoResponseSchema = userInfoSchema;
export type GetInfoResponse = z.infer<typeof getInfoResponseSchema>;
