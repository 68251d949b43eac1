// POST /gateway/rename — renames one of the caller's gateways.
import { z } from 'zod';
import { positiveInt } from '../schemas/common';

export const renameGatewayRequestSchema = z.object({
  gatewayId: positiveInt(),
  gatewayName: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.gateway.name')
    .max(50, 'validation.gateway.name'),
});
export const renameGatewayResponseSchema = z.null();
