// GET /lock/listByCardNumber — the locks the caller manages (owner or authorized admin) that hold a card number.
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
