// POST /key/sendBatch — the same ekey to one account on many locks (≤ 100); each lock answers on its own
// (permission, rules), so one refusal does not stop the others.
import { z } from 'zod';
import { lockIdListParam } from '../lock/lock';
import {
  checkPeriodShape,
  checkReceiver,
  ekeyBatchResultSchema,
  grantFields,
  periodFields,
  receiverFields,
} from './ekey';

export const sendKeyBatchRequestSchema = z
  .object({ lockIds: lockIdListParam(), ...receiverFields, ...grantFields, ...periodFields })
  .superRefine((v, ctx) => {
    checkReceiver(v, ctx);
    checkPeriodShape(v, ctx);
  });
export type SendKeyBatchRequest = z.input<typeof sendKeyBatchRequestSchema>;
export const sendKeyBatchResponseSchema = z.object({ results: z.array(ekeyBatchResultSchema) });
