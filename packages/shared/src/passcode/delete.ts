// POST /keyboardPwd/delete — delete a passcode. Offline codes are marked deleted at once and their revocation is
// recorded so the lock can be told through a gateway later; until then the lock still accepts the code.
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { keyboardPwdIdParam } from './passcode';

export const deleteKeyboardPwdRequestSchema = z.object({ lockId: lockIdParam(), keyboardPwdId: keyboardPwdIdParam() });
export const deleteKeyboardPwdResponseSchema = z.object({
  /** 1: the lock still has to be told (through a gateway) to refuse the code; 0: nothing left to do. */
  revokePending: z.number().int(),
});
