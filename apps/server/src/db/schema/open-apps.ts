// Applications of the TTLock-compatible API (issue 25, docs/ttlock-compat.md). An owner registers an application
// (its clientId is public, its clientSecret is shown once and only its SHA-256 kept: 32 random bytes need no slow
// hash); a person signs in to it with `POST /oauth2/token` and gets a token pair scoped to (application, person).
// Access tokens live 90 days, refresh tokens until used (each refresh issues a new pair and ends the old one).
// Revoking an application or a token ends it at once on every node (no cache: one indexed lookup a request).
// `open_app_windows` counts each application's requests per minute, like `api_key_windows`.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ts } from '../columns';

export const openApps = pgTable(
  'open_apps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Where record callbacks go (form-encoded, the contract's format); null: none. */
    callbackUrl: text('callback_url'),
    /** 32 lower-case hex characters, like TTLock's. */
    clientId: text('client_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    secretRotatedAt: ts('secret_rotated_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('open_apps_client_uq').on(t.clientId),
    index('open_apps_user_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const openTokens = pgTable(
  'open_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appId: bigint('app_id', { mode: 'number' })
      .notNull()
      .references(() => openApps.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessHash: text('access_hash').notNull(),
    refreshHash: text('refresh_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    /**
     * A digest of the person's password hash when the token was issued: a token issued around a password change or
     * reset (after its revocation ran) is refused at once all the same.
     */
    credentialStamp: text('credential_stamp').notNull().default(''),
    lastUsedAt: ts('last_used_at'),
    lastUsedIp: text('last_used_ip'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('open_tokens_access_uq').on(t.accessHash),
    uniqueIndex('open_tokens_refresh_uq').on(t.refreshHash),
    index('open_tokens_user_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
    index('open_tokens_app_idx').on(t.appId),
  ],
);

export const openAppWindows = pgTable(
  'open_app_windows',
  {
    appId: bigint('app_id', { mode: 'number' })
      .notNull()
      .references(() => openApps.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** Start of the minute (ms since the epoch). */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.appId, t.userId, t.windowStart] })],
);
