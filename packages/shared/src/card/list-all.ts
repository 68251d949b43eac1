// GET /card/listAll — every card number of the account (locks the caller owns or manages), with the locks it opens:
// the /card/manage page. Paged by card number, searched by name or number.
import { z } from 'zod';
import { paging } from '../schemas/common';
import { searchParam } from '../lock/lock';
import { pageSchema } from '../http/envelope';
import { cardItemSchema } from './card';

export const listAllCardRequestSchema = z.object({ ...paging, searchStr: searchParam() });
export const cardNumberGroupSchema = z.object({
  cardNumber: z.string(),
  /** The newest name given to the number. */
  cardName: z.string(),
  lost: z.boolean(),
  locks: z.array(cardItemSchema),
});
export const listAllCardResponseSchema = pageSchema(cardNumberGroupSchema);
export type CardNumberGroup = z.infer<typeof cardNumberGroupSchema>;
export type CardGroupPage = z.infer<typeof listAllCardResponseSchema>;
