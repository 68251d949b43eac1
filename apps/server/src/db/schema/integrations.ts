// Integrations (issue 20). An API key lets another system act as the account that made it, within its scopes; the
// key itself is shown once and only its SHA-256 is kept (it is 32 random bytes: no slow hash needed to resist
// guessing). `api_key_windows` counts each key's requests per minute for the rate limit, in the database so every
// API node counts the same window. `audit_log` keeps every write made by a person or a key: who, with which key,
// which action on which lock, from where, and how it ended.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { openApps } from './open-apps';
import { ts } from '../columns';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'read', 'locks', 'credentials', 'records' (packages/shared/src/api-key/api-key.ts). */
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    /** The key's first characters, shown in lists so a person can tell keys apart. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    lastUsedIp: text('last_used_ip'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('api_keys_hash_idx').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

export const apiKeyWindows = pgTable(
  'api_key_windows',
  {
    keyId: bigint('key_id', { mode: 'number' })
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    /** Start of the minute (ms since the epoch). */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.windowStart] })],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who acted (a person, or the account whose key acted). */
    actorId: bigint('actor_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apiKeyId: bigint('api_key_id', { mode: 'number' }).references(() => apiKeys.id, { onDelete: 'set null' }),
    /** The API path of the action, e.g. "/lock/unlock". */
    action: text('action').notNull(),
    /** The lock the action named (the first of a list) and its owner then: the owner reads it in their log. */
    lockId: bigint('lock_id', { mode: 'number' }),
    lockOwnerId: bigint('lock_owner_id', { mode: 'number' }),
    /** The numeric ids the request named (keyId, cardId, …): what it acted on. Never free text or secrets. */
    targets: jsonb('targets').$type<Record<string, number | number[]>>().notNull().default({}),
    ip: text('ip').notNull(),
    /** The answer's errorCode (0 = done). */
    errorCode: integer('error_code').notNull(),
    /** 1 person in the console, 2 API key. */
    via: smallint('via').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_actor_idx').on(t.actorId, t.id),
    index('audit_owner_idx')
      .on(t.lockOwnerId, t.id)
      .where(sql`${t.lockOwnerId} is not null`),
  ],
);

/**
 * Webhook endpoints (issue 20): where an account wants its events, which ones, and the secret that signs them (kept
 * in clear: the server must sign with it). Disabled by the owner, or by the server after a delivery used up every
 * retry (`disabledReason` 'failing').
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** 'owner' or 'failing' while disabled. */
    disabledReason: text('disabled_reason'),
    /**
     * The record callback of a TTLock-compatible application (issue 25): the same queue, retries, log and pause, a
     * form-encoded body in the contract's format, "success" as the receiver's answer. Not in the account's webhook
     * list; made, changed and removed with its application (modules/ttlock/open-app-callbacks.ts).
     */
    openAppId: bigint('open_app_id', { mode: 'number' }).references(() => openApps.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_user_idx').on(t.userId),
    uniqueIndex('webhook_endpoints_open_app_uq').on(t.openAppId),
  ],
);

/**
 * One event for one endpoint, delivered at least once from this durable queue: due at `nextAttemptAt`, claimed by one
 * node at a time (`claimedUntil`), retried on the schedule of packages/shared/src/integrations/webhook.ts, its attempts
 * (time, HTTP status or error, a body excerpt) kept for the delivery log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: bigint('endpoint_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id: the same in a replay, so a receiver can tell it already has it. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The JSON body sent. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** 'pending', 'delivered' or 'failed' (every retry used). */
    status: text('status').notNull().default('pending'),
    attempts: jsonb('attempts')
      .$type<{ at: number; status: number | null; error: string | null; excerpt: string; ms: number }[]>()
      .notNull()
      .default([]),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    claimedUntil: ts('claimed_until'),
    createdAt: ts('created_at').notNull().defaultNow(),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);
