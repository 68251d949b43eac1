// Signatures of signed writes seen within the date window (#21.8): a captured write cannot be sent again.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../columns';

export const seenSignatures = pgTable(
  'seen_signatures',
  {
    /** The request's signature header (an HMAC over app, path and every parameter, the date included). */
    signature: text('signature').primaryKey(),
    seenAt: ts('seen_at').notNull(),
  },
  (t) => [index('seen_signatures_seen_idx').on(t.seenAt)],
);
