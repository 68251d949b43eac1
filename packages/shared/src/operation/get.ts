// GET /operation/get — one of the caller's operations (polling alternative to the /api/events stream).
import { z } from 'zod';
import { positiveInt } from '../schemas/common';
import { operationSchema } from './operation';

export const getOperationRequestSchema = z.object({ operationId: positiveInt() });
export const getOperationResponseSchema = operationSchema;
