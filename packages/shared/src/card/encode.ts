// POST /card/encode — the data a card encoder writes onto the card on its reader (docs/card-encoder.md): the lock it
// opens, building and floor, and the period, sealed for that lock (lockcore hotel-card.ts), so the lock accepts the
// card offline with no gateway. The console lists the card on the lock ("written by the encoder"); changing it means
// writing it again; deleting or reporting it lost puts its number on the lock's blacklist through the gateway.
import { z } from 'zod';
import { int, timeParam } from '../schemas/common';
import { lockIdParam } from '../lock/lock';
import { oneOfInt } from '../user/account-fields';
import { credentialNameParam } from '../credential/credential';
import { cardItemSchema, cardNumberParam } from './card';

const byte = () => int().min(0, 'validation.card.buildingFloor').max(255, 'validation.card.buildingFloor');

export const encodeCardRequestSchema = z.object({
  lockId: lockIdParam(),
  /** The card on the encoder's reader, as the encoder reads it. */
  cardNumber: cardNumberParam(),
  cardName: credentialNameParam().optional(),
  building: byte().default(0),
  floor: byte().default(0),
  /** Permanent 1 or limited 2 (a card carries no week days). */
  validityType: oneOfInt([1, 2]),
  startDate: timeParam().optional(),
  endDate: timeParam().optional(),
});
export type EncodeCardRequest = z.input<typeof encodeCardRequestSchema>;
export const encodeCardResponseSchema = z.object({
  /** Hex, written as is by the encoder's writeCard. */
  cardData: z.string(),
  card: cardItemSchema,
});
export type EncodeCardResult = z.infer<typeof encodeCardResponseSchema>;
