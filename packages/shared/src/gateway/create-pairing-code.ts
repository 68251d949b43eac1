// POST /gateway/createPairingCode — the owner asks for a one-time code to type into (or send to) a new gateway.
import { z } from 'zod';

export const createPairingCodeRequestSchema = z.object({
  gatewayName: z.string().trim().max(64, 'validation.tooLong').optional(),
});
export const createPairingCodeResponseSchema = z.object({
  /** 8 characters of A–Z/2–9 without look-alikes, shown as XXXX-XXXX; the dash is optional when typed. */
  pairingCode: z.string(),
  expiresAt: z.number().int(),
});
export type CreatePairingCodeResponse = z.infer<typeof createPairingCodeResponseSchema>;
