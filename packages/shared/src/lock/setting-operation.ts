// The answer of every setting change through a gateway: the tracked operation as it stands when queued
// (operating 1 or wait 6). Its end is pushed on /api/events (event "operation") and readable at /operation/get;
// the stored setting changes only when it succeeds.
import { operationSchema } from '../operation/operation';

export const settingOperationResponseSchema = operationSchema;
