// POST /card/reportLost — a card number reported lost on every lock of the caller's that holds it (as owner or
// authorized admin): each lock gets the number on its blacklist through its gateway, refuses the card from then on
// and records the attempt. One result per lock; no lock at all when the caller manages none that holds it (the page
// then says "Card not found").
import { z } from 'zod';
import { cardNumberParam } from './card';

export const reportLostCardRequestSchema = z.object({ cardNumber: cardNumberParam() });
export const cardLockResultSchema = z.object({
  lockId: z.number().int(),
  lockAlias: z.string(),
  cardId: z.number().int().nullable(),
  status: z.number().int().nullable(),
  /** Why this lock could not be done (refused before sending, or its rule): null when sent or done. */
  errorCode: z.number().int().nullable(),
  errorMsg: z.string().nullable(),
});
export const reportLostCardResponseSchema = z.object({ locks: z.array(cardLockResultSchema) });
export type CardLockResult = z.infer<typeof cardLockResultSchema>;
