// The answer of every setting change through a gateway: the tracked operation as it stands right after sending
// (normally operating 1 or wait 6; already final when the lock answered that fast). Its end is pushed on /api/events (event "operation") and readable at /operation/get;
// the stored setting changes only when it succeeds.
import { operationSchema } from '../operation/operation';

export const settingOperationResponseSchema = operationSchema;
