// POST /card/issue — door permissions across locks (/card/props, /card/issue): one card number given to several
// locks, one tracked operation per lock and a result per lock (a lock that already has the number gets the new
// period instead). POST /card/import — bulk import: up to 500 numbers and names to up to 100 locks, one operation
// per lock (split by 100 cards) with a result per card; importing the same list again skips what is there and
// retries what failed, so an interrupted import resumes.
import { z } from 'zod';
import { jsonString } from '../schemas/common';
import { lockIdListParam } from '../lock/lock';
import { credentialNameParam, credentialPeriodFields } from '../credential/credential';
import { cardNumberParam, reversedParam } from './card';
import { cardLockResultSchema } from './lost';

export const issueCardRequestSchema = z.object({
  cardNumber: cardNumberParam(),
  cardName: credentialNameParam().optional(),
  reversed: reversedParam(),
  lockIdList: lockIdListParam(),
  ...credentialPeriodFields,
});
export const issueCardResponseSchema = z.object({ locks: z.array(cardLockResultSchema) });
export type IssueCardRequest = z.input<typeof issueCardRequestSchema>;

export const IMPORT_MAX_CARDS = 500;
export const importCardRequestSchema = z.object({
  cards: jsonString(
    z
      .array(z.object({ cardNumber: cardNumberParam(), cardName: credentialNameParam().default('') }), {
        message: 'validation.card.importList',
      })
      .min(1, 'validation.card.importList')
      .max(IMPORT_MAX_CARDS, 'validation.card.importList'),
  ),
  reversed: reversedParam(),
  lockIdList: lockIdListParam(),
  ...credentialPeriodFields,
});
export const importCardLockResultSchema = z.object({
  lockId: z.number().int(),
  lockAlias: z.string(),
  /** Cards sent to the lock now (adding), already there (skipped), refused before sending (failed). */
  sent: z.number().int(),
  skipped: z.number().int(),
  failed: z.array(z.object({ cardNumber: z.string(), errorMsg: z.string() })),
  operationIds: z.array(z.number().int()),
});
export const importCardResponseSchema = z.object({ locks: z.array(importCardLockResultSchema) });
export type ImportCardRequest = z.input<typeof importCardRequestSchema>;
export type ImportCardResult = z.infer<typeof importCardResponseSchema>;
