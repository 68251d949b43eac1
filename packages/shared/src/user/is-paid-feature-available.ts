// POST /user/isPaidFeatureAvailable — whether premium functions can be used (brand offers them and user status).
import { z } from 'zod';

export const isPaidFeatureAvailableRequestSchema = z.object({});
export const isPaidFeatureAvailableResponseSchema = z.object({
  available: z.boolean(),
  paidUserStatus: z.number().int().min(0).max(4),
});
export type IsPaidFeatureAvailableResponse = z.infer<typeof isPaidFeatureAvailableResponseSchema>;
