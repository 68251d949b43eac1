// The card encoder bridge (issue 14, docs/card-encoder.md): a desktop program beside a USB card encoder listens on
// a loopback WebSocket; the console's page connects from the browser, reads the card on the reader, writes the data
// the server made for it, clears or initializes it. One page at a time holds the encoder. The simulated encoder
// (packages/simulator/src/sim-encoder.ts) and the page (apps/web features/cards) both use these schemas.
import { z } from 'zod';

export const ENCODER_DEFAULT_PORT = 17291;
export const ENCODER_PATH = '/encoder';
/** Bridges older than this lack read-back of card data: the page asks for an update ("plugin version too low"). */
export const ENCODER_MIN_VERSION = '1.2.0';

export const ENCODER_COMMANDS = ['status', 'readCard', 'writeCard', 'clearCard', 'initCard'] as const;
export type EncoderCommand = (typeof ENCODER_COMMANDS)[number];

/** Why a command failed (each has a message in the cards namespace, encoder.errors.<code>). */
export const ENCODER_ERRORS = [
  'deviceNotFound',
  'deviceOccupied',
  'noCard',
  'notIcCard',
  'cardRemoved',
  'writeFailed',
  'timeout',
  'badRequest',
] as const;
export type EncoderError = (typeof ENCODER_ERRORS)[number];

const device = z.object({ connected: z.boolean(), model: z.string().optional(), serial: z.string().optional() });

/** Bridge → page. `hello` first on every connection; `occupied` instead when another page holds the encoder. */
export const encoderEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('hello'), name: z.string(), version: z.string(), device }),
  z.object({ event: z.literal('occupied') }),
  z.object({ event: z.literal('device'), device }),
  z.object({ event: z.literal('cardPresent'), cardNumber: z.string() }),
  z.object({ event: z.literal('cardRemoved') }),
]);
export type EncoderEvent = z.infer<typeof encoderEventSchema>;

/** Page → bridge. */
export const encoderRequestSchema = z.object({
  id: z.number().int().nonnegative(),
  cmd: z.enum(ENCODER_COMMANDS),
  args: z.record(z.string(), z.unknown()).optional(),
});
export type EncoderRequest = z.infer<typeof encoderRequestSchema>;

/** Bridge → page, one per request. */
export const encoderResponseSchema = z.object({
  id: z.number().int().nonnegative(),
  ok: z.boolean(),
  error: z.enum(ENCODER_ERRORS).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type EncoderResponse = z.infer<typeof encoderResponseSchema>;

/** readCard → the card's number (its UID as the reader reads it), its data (hex) or null when blank. */
export const readCardDataSchema = z.object({ cardNumber: z.string(), cardData: z.string().nullable() });
/** writeCard args: the data the server made for the card on the reader (`cardNumber` must be that card). */
export const writeCardArgsSchema = z.object({
  cardNumber: z.string(),
  cardData: z.string().regex(/^[0-9a-f]{2,256}$/),
});

/** "1.10.0" ≥ "1.2.0" by numbers. */
export function versionAtLeast(v: string, min: string): boolean {
  const a = v.split('.').map((x) => Number.parseInt(x, 10) || 0);
  const b = min.split('.').map((x) => Number.parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}
