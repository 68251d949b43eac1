// GET /user/getFaceAuthInfo — face-recognition balance and identify frequency (spec §3: once 1 … monthly 4).
import { z } from 'zod';
import { positiveInt } from '../schemas/common';

/** `lockId` (optional): the frequency of this lock (one the caller may see); without it, once (1). */
export const getFaceAuthInfoRequestSchema = z.object({ lockId: positiveInt().optional() });
export const getFaceAuthInfoResponseSchema = z.object({
  balance: z.number().int().nonnegative(),
  frequency: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});
export type GetFaceAuthInfoResponse = z.infer<typeof getFaceAuthInfoResponseSchema>;
