// POST /keyboardPwd/delete — delete a passcode. Custom codes are deleted on the lock through the gateway
// (deleting 110510 → deleted, or delete failed 110511 with the cause). An offline code that has ended is deleted at
// once; one still valid is revoked on the lock through the gateway (passcode.revoke): it stays listed as deleting
// (110510) until the lock confirms, or delete failed with the cause — until then the lock still accepts it.
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { keyboardPwdIdParam, passcodeItemSchema } from './passcode';

export const deleteKeyboardPwdRequestSchema = z.object({ lockId: lockIdParam(), keyboardPwdId: keyboardPwdIdParam() });
export const deleteKeyboardPwdResponseSchema = z.object({
  /** 1: the lock still has to be told (through a gateway) to refuse the code; 0: nothing left to do. */
  revokePending: z.number().int(),
  /** The row after the call: status deleted (110503), deleting or delete failed, with its sync fields. */
  passcode: passcodeItemSchema,
});
export type DeleteKeyboardPwdResponse = z.infer<typeof deleteKeyboardPwdResponseSchema>;
