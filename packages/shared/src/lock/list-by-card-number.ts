// GET /lock/listByCardNumber — locks on which a card number is issued. Cards arrive with their own issue; until
// then no card exists anywhere, so the truthful answer is an empty page.
import { z } from 'zod';
import { lockPageSchema, lockPaging } from './lock';

export const listLockByCardNumberRequestSchema = z.object({
  ...lockPaging,
  cardNumber: z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^\d{1,20}$/, 'validation.invalid'),
});
export const listLockByCardNumberResponseSchema = lockPageSchema;
