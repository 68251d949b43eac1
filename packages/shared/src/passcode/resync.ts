// POST /keyboardPwd/resync — push a failed add, change or delete of a custom code (or a failed revocation of a
// deleted offline code) to the lock again. Answers the row (adding / updating / deleting again, or failed again
// with the new cause if the gateway is still unreachable). Refused when nothing is to be synced (10803) or after
// PASSCODE_MAX_SYNC_FAILURES consecutive failures (10804, with the last cause): fix the cause, then change or
// delete the code.
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { keyboardPwdIdParam, passcodeItemSchema } from './passcode';

export const resyncKeyboardPwdRequestSchema = z.object({ lockId: lockIdParam(), keyboardPwdId: keyboardPwdIdParam() });
export type ResyncKeyboardPwdRequest = z.input<typeof resyncKeyboardPwdRequestSchema>;

export const resyncKeyboardPwdResponseSchema = passcodeItemSchema;
