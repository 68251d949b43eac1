// POST /key/send — send an ekey of one lock to an account (mobile with country code, or e-mail). Sending again to
// the same account on the same lock replaces its key. The time rules needing "now" are checked by the server.
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { checkPeriodShape, checkReceiver, grantFields, periodFields, receiverFields } from './ekey';
import { positiveInt } from '../schemas/common';

export const sendKeyRequestSchema = z
  .object({
    lockId: lockIdParam(),
    ...receiverFields,
    ...grantFields,
    ...periodFields,
    /** One of the sender's ekey templates of the receiver's channel (issue 19); the platform's words without it. */
    templateId: positiveInt().optional(),
  })
  .superRefine((v, ctx) => {
    checkReceiver(v, ctx);
    checkPeriodShape(v, ctx);
  });
export type SendKeyRequest = z.input<typeof sendKeyRequestSchema>;
export const sendKeyResponseSchema = z.object({ keyId: z.number().int() });
