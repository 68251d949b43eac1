// POST /lock/unlock and /lock/lock — remote unlock / lock through the lock's best gateway; /lock/raise and
// /lock/lower the same for a parking lock's barrier (issue 29). The call waits for the
// device (up to the operation timeout) and answers the final operation; a failure answers its error code.
import { z } from 'zod';
import { positiveInt } from '../schemas/common';
import { operationSchema } from '../operation/operation';
import { lockIdListParam } from './lock';

export const remoteLockRequestSchema = z.object({ lockId: positiveInt() });
export const remoteLockResponseSchema = operationSchema;

/**
 * POST /lock/batchRemote — batch unlock (spec: a premium function): the remote "open" (unlock, or lower a parking
 * lock's barrier) or "close" (lock, or raise) of up to 100 locks at once. Starts one operation per lock and answers
 * at once; each lock's line has its operation (follow it in /operation/get and the event stream) or why it did not
 * start. Premium must run for every lock's owner.
 */
export const batchRemoteRequestSchema = z.object({
  lockIdList: lockIdListParam(),
  action: z.enum(['open', 'close'], { message: 'validation.lock.batchAction' }),
});
export const batchRemoteResponseSchema = z.object({
  list: z.array(
    z.object({
      lockId: z.number().int(),
      /** The operation started, or null when the lock refused before anything was sent. */
      operationId: z.number().int().nullable(),
      errorCode: z.number().int(),
      errorMsg: z.string(),
    }),
  ),
});
export type BatchRemoteResult = z.infer<typeof batchRemoteResponseSchema>;
