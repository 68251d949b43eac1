// Alerts (issue 29): what a lock or gateway reported that someone must hear at once — a tamper alarm, a forced door,
// a keypad locked by wrong codes, a door left open, a low battery, a parking barrier forced, a gateway offline too long. One row per event,
// unique by `dedupe` (the event's own identity: lock and record sequence, or lock and the moment the door opened),
// so an event delivered twice or seen by two nodes is an alert once. Each person told gets an inbox row (read or
// not, and how they were told); `alert_settings` holds what a person wants sent, on which channel, and when not.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { gateways, locks } from './devices';
import { ts } from '../columns';

export const alerts = pgTable(
  'alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    lockId: bigint('lock_id', { mode: 'number' }).references(() => locks.id, { onDelete: 'cascade' }),
    /** A gateway's alert (offline too long) names the gateway instead of a lock. */
    gatewayId: bigint('gateway_id', { mode: 'number' }).references(() => gateways.id, { onDelete: 'cascade' }),
    /** The lock's (or gateway's) owner when it happened. */
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The event's identity: the same event never makes a second alert. */
    dedupe: text('dedupe').notNull(),
    /** The lock's name then, and what the alert's text needs (minutes open, battery level). */
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    occurredAt: ts('occurred_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alerts_dedupe_uq').on(t.dedupe), index('alerts_lock_idx').on(t.lockId)],
);

export const alertInbox = pgTable(
  'alert_inbox',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    readAt: ts('read_at'),
    /** How this person was told besides the console: 'email', 'sms', or why not ('off', 'quiet', 'muted', 'none'). */
    sent: text('sent').notNull().default('none'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.alertId] }),
    index('alert_inbox_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export const alertSettings = pgTable('alert_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Kinds this person wants no message for (they still appear in the console). */
  muted: jsonb('muted').$type<string[]>().notNull().default([]),
  /** 'auto' (e-mail, else SMS), 'email', 'sms' or 'off'. */
  channel: text('channel').notNull().default('auto'),
  /** Quiet hours in minutes of the day in `timeZone` (no messages from start to end); null = none. */
  quietStart: smallint('quiet_start'),
  quietEnd: smallint('quiet_end'),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Alert when one of this person's gateways stays offline this many minutes (0 = never). */
  gatewayOfflineMinutes: smallint('gateway_offline_minutes').notNull().default(30),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
