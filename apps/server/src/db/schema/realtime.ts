// Live events kept for a few minutes (issue 24): a browser whose event stream broke resumes on any API node from
// its last event id — also on a node that started after that event (a rolling restart), which has not heard it.
// Written by the PostgreSQL event bus (realtime/event-bus.ts) as it publishes; the id is the event's SSE id.
import { bigint, bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../columns';

export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Accounts that hear it: the event's user and the other managers of its lock. */
    userIds: bigint('user_ids', { mode: 'number' }).array().notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('realtime_events_created_idx').on(t.createdAt)],
);
