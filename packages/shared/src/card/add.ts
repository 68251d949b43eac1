// POST /card/add — an IC card by number, pushed to the lock through its best online gateway. Answers at once with
// the card: adding (4) while the gateway works, add failed (5) with the cause when it could not be sent; it turns
// normal (1) or add failed when the lock answers (SSE `credential` event). Refused before anything is sent: a number
// the lock already has (10811), 1,000 cards on the lock (10812), a period beyond the sender's own key (−3039), the
// spec §5 time rules (field errors).
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { credentialNameParam, credentialPeriodFields } from '../credential/credential';
import { cardItemSchema, cardNumberParam, reversedParam } from './card';

export const addCardRequestSchema = z.object({
  lockId: lockIdParam(),
  cardNumber: cardNumberParam(),
  cardName: credentialNameParam().optional(),
  reversed: reversedParam(),
  ...credentialPeriodFields,
});
export type AddCardRequest = z.input<typeof addCardRequestSchema>;
export const addCardResponseSchema = cardItemSchema;
