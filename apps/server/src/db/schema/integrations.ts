// Integrations (issue 20). An API key lets another system act as the account that made it, within its scopes; the
// key itself is shown once and only its SHA-256 is kept (it is 32 random bytes: no slow hash needed to resist
// guessing). `api_key_windows` counts each key's requests per minute for the rate limit, in the database so every
// API node counts the same window. `audit_log` keeps every write made by a person or a key: who, with which key,
// which action on which lock, from where, and how it ended.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
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
