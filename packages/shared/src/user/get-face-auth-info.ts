// GET /user/getFaceAuthInfo — face-recognition balance and identify frequency (spec §3: once 1 … monthly 4).
import { z } from 'zod';

export const getFaceAuthInfoRequestSchema = z.object({});
export const getFaceAuthInfoResponseSchema = z.object({
  balance: z.number().int().nonnegative(),
  frequency: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});
export type GetFaceAuthInfoResponse = z.infer<typeof getFaceAuthInfoResponseSchema>;
