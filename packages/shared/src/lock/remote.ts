// POST /lock/unlock and /lock/lock — remote unlock / lock through the lock's best gateway; /lock/raise and
// /lock/lower the same for a parking lock's barrier (issue 29). The call waits for the
// device (up to the operation timeout) and answers the final operation; a failure answers its error code.
import { z } from 'zod';
import { positiveInt } from '../schemas/common';
import { operationSchema } from '../operation/operation';

export const remoteLockRequestSchema = z.object({ lockId: positiveInt() });
export const remoteLockResponseSchema = operationSchema;
