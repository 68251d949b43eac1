// GET /card/list — the cards of a lock (lost ones included, deleted ones not), paged, searched by name or number,
// ordered by name (0), newest first (1, default) or name descending (2).
import { z } from 'zod';
import { paging } from '../schemas/common';
import { lockIdParam, searchParam } from '../lock/lock';
import { pageSchema } from '../http/envelope';
import { oneOfInt } from '../user/account-fields';
import { cardItemSchema } from './card';

export const listCardRequestSchema = z.object({
  lockId: lockIdParam(),
  ...paging,
  searchStr: searchParam(),
  orderBy: oneOfInt([0, 1, 2]).default(1),
});
export const listCardResponseSchema = pageSchema(cardItemSchema);
export type CardPage = z.infer<typeof listCardResponseSchema>;
export type ListCardQuery = z.input<typeof listCardRequestSchema>;
