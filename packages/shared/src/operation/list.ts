// GET /operation/list — the caller's operations, newest first, optionally of one lock or still pending only.
import { z } from 'zod';
import { flag, paging, positiveInt } from '../schemas/common';
import { operationSchema } from './operation';

export const listOperationRequestSchema = z.object({
  ...paging,
  lockId: positiveInt().optional(),
  pendingOnly: flag().optional(),
});
export const listOperationResponseSchema = z.object({
  list: z.array(operationSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
