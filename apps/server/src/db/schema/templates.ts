// Message templates of an account (issue 19; spec §3 template): the wording of the SMS or e-mail that carries an
// ekey or a passcode. Names unique per account and type.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const messageTemplates = pgTable(
  'message_templates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** sms 1, email 2. */
    templateType: smallint('template_type').notNull(),
    /** ekey 1, passcode 2. */
    openMethod: smallint('open_method').notNull(),
    startText: text('start_text').notNull().default(''),
    content: text('content').notNull(),
    endText: text('end_text').notNull().default(''),
    external: boolean('external').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // Names compare without case (as the service checks them): two saves of "Foo" and "foo" at once cannot both land.
    uniqueIndex('message_templates_name_ci_uq').on(t.userId, t.templateType, sql`lower(${t.name})`),
    index('message_templates_user_idx').on(t.userId, t.templateType, t.id),
  ],
);
