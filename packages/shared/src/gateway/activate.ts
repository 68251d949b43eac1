// POST /gateway/activate — called by the gateway itself (unsigned; the one-time pairing code authenticates it).
// Answers the gateway's MQTT credentials and its message-signing key (docs/protocol.md §Activation).
import { z } from 'zod';
import { hmacSha256, toHex } from '../http/sha256';
import { int } from '../schemas/common';
import { macParamSchema } from '../devices/messages';

const enc = new TextEncoder();
const normalCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/**
 * Proof that the activating device holds the key of the gateway already registered under its MAC (docs/protocol.md
 * §1): HMAC-SHA256(current key, "activate\n" + pairing code + "\n" + MAC), hex. Moving a gateway to another account
 * needs it; someone who only knows the MAC cannot make it.
 */
export function activationProof(key: string, pairingCode: string, gatewayMac: string): string {
  return toHex(
    hmacSha256(enc.encode(key), enc.encode(`activate\n${normalCode(pairingCode)}\n${gatewayMac.toUpperCase()}`)),
  );
}

export const activateGatewayRequestSchema = z.object({
  pairingCode: z
    .string({ message: 'validation.required' })
    .trim()
    .transform(normalCode)
    .pipe(z.string().regex(/^[A-Z0-9]{8}$/, 'validation.invalid')),
  gatewayMac: macParamSchema,
  gatewayVersion: int().min(1, 'validation.oneOf').max(4, 'validation.oneOf'),
  networkName: z.string().trim().max(64, 'validation.tooLong').optional(),
  firmware: z.string().trim().max(64, 'validation.tooLong').optional(),
  /** activationProof(current key, …) when the gateway still holds the key of an earlier activation. */
  proof: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'validation.invalid')
    .optional(),
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
