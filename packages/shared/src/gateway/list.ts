// GET /gateway/list — the caller's gateways, newest first, searchable by name.
import { z } from 'zod';
import { paging } from '../schemas/common';
import { gatewaySchema } from './gateway';

export const listGatewayRequestSchema = z.object({
  ...paging,
  searchStr: z.string().trim().max(50, 'validation.tooLong').optional(),
});
export const listGatewayResponseSchema = z.object({
  list: z.array(gatewaySchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type ListGatewayResponse = z.infer<typeof listGatewayResponseSchema>;
