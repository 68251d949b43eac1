// IC cards (spec §3): the card item, the card number as typed (decimal, up to 20 digits — or reversed byte order for
// readers that read the other way round), and the building blocks of the /card/* schemas.
import { z } from 'zod';
import { flag } from '../schemas/common';
import { credentialIdParam, credentialItemSchema } from '../credential/credential';

/** Card type (spec §3): through a gateway 1, hotel (written by the card encoder) 2, …, cycle 4. */
export const CARD_TYPE = { normal: 1, hotel: 2, cycle: 4 } as const;

/** A card's UID is at most 8 bytes: 0 … 18446744073709551615 (so a reversed reader's number is its 8 bytes swapped). */
const MAX_CARD_NUMBER = 2n ** 64n - 1n;

export const cardNumberParam = () =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^[0-9]{1,20}$/, 'validation.card.number')
    // (The regex's own failure is reported above; zod runs this check all the same.)
    .refine((n) => !/^[0-9]{1,20}$/.test(n) || BigInt(n) <= MAX_CARD_NUMBER, 'validation.card.number');

/** "The reader reads the other way round": the number is stored with its bytes reversed (as 32-bit or 64-bit). */
export const reversedParam = () => flag().optional();

export const cardIdParam = credentialIdParam;

export const cardItemSchema = credentialItemSchema.extend({
  cardId: z.number().int(),
  cardNumber: z.string(),
  cardName: z.string(),
  cardType: z.number().int(),
});
export type CardItem = z.infer<typeof cardItemSchema>;

/**
 * The number a card carries when its reader reads the bytes in the other order: 3661413478 (0xDA3CBC66) is stored
 * as 1723612378 (0x66BC3CDA). Numbers up to 32 bits swap 4 bytes, larger ones 8.
 */
export function reverseCardNumber(n: string): string {
  const v = BigInt(n);
  const bytes = v <= 0xffffffffn ? 4 : 8;
  let out = 0n;
  for (let i = 0; i < bytes; i++) out = (out << 8n) | ((v >> BigInt(8 * i)) & 0xffn);
  return out.toString();
}
