// POST /gateway/activate — called by the gateway itself (unsigned; the one-time pairing code authenticates it).
// Answers the gateway's MQTT credentials and its message-signing key (docs/protocol.md §Activation).
import { z } from 'zod';
import { int } from '../schemas/common';
import { macParamSchema } from '../devices/messages';

export const activateGatewayRequestSchema = z.object({
  pairingCode: z
    .string({ message: 'validation.required' })
    .trim()
    .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{8}$/, 'validation.invalid')),
  gatewayMac: macParamSchema,
  gatewayVersion: int().min(1, 'validation.oneOf').max(4, 'validation.oneOf'),
  networkName: z.string().trim().max(64, 'validation.tooLong').optional(),
  firmware: z.string().trim().max(64, 'validation.tooLong').optional(),
});
export const activateGatewayResponseSchema = z.object({
  gatewayId: z.number().int().positive(),
  mqtt: z.object({ url: z.string(), clientId: z.string(), username: z.string(), password: z.string() }),
  /** HMAC key for the message envelope, both directions. */
  key: z.string(),
  topicPrefix: z.string(),
  heartbeatInterval: z.number().int().positive(),
});
export type ActivateGatewayResponse = z.infer<typeof activateGatewayResponseSchema>;
