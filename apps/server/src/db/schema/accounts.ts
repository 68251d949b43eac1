// Accounts, sessions, trusted devices, verification codes, slider challenges, login failures.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from '../columns';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email'),
    /** Normalized "+<cc> <digits>". */
    mobile: text('mobile'),
    /** Calling code without "+", of the mobile or chosen at registration. */
    countryCode: text('country_code'),
    /** ISO 3166-1 alpha-2 region the user chose (country or region). */
    region: text('region'),
    nickname: text('nickname').notNull().default(''),
    headUrl: text('head_url').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    siteId: integer('site_id').notNull().default(1),
    language: text('language').notNull().default('en'),
    balance: integer('balance').notNull().default(0),
    paidUserStatus: smallint('paid_user_status').notNull().default(0),
    /** Premium (issue 17): the trial's or the paid year's end; the status reads overdue after it. */
    premiumUntil: ts('premium_until'),
    /** The 10-day trial is once per account. */
    premiumTrialUsed: boolean('premium_trial_used').notNull().default(false),
    /** The end of the paid year the "premium ends soon" message was sent for (once per year; issue 17). */
    premiumRemindedFor: ts('premium_reminded_for'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_uq')
      .on(t.email)
      .where(sql`${t.email} is not null and ${t.deletedAt} is null`),
    uniqueIndex('users_mobile_uq')
      .on(t.mobile)
      .where(sql`${t.mobile} is not null and ${t.deletedAt} is null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 hex of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    revokeReason: text('revoke_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time sign-in links (#28.1): a signed-in client (the app, an integration) hands its account to a browser
 * through `/loginByAccessToken?accessToken=…`. The browser exchanges the link once, within minutes, for a session of
 * its own; the link dies with the session that made it. Only the SHA-256 of the token is stored.
 */
export const loginLinks = pgTable(
  'login_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('login_links_token_uq').on(t.tokenHash), index('login_links_user_idx').on(t.userId)],
);

export const trustedDevices = pgTable(
  'trusted_devices',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Normalized account the code was sent to. */
    account: text('account').notNull(),
    type: smallint('type').notNull(),
    codeHash: text('code_hash').notNull(),
    channel: text('channel').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: ts('consumed_at'),
    ip: text('ip'),
  },
  (t) => [index('verification_codes_account_idx').on(t.account, t.createdAt)],
);

/**
 * Wrong tries at a code per source address (#28.4): a stranger's guesses use up only their own tries, so the owner's
 * code stays good; `verification_codes.attempts` counts every source, for the overall bound.
 */
export const codeAttempts = pgTable(
  'code_attempts',
  {
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => verificationCodes.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    attempts: smallint('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.source] })],
);

export const sliderChallenges = pgTable(
  'slider_challenges',
  {
    /** SHA-256 hex of the token handed to the browser. */
    tokenHash: text('token_hash').primaryKey(),
    /** Slider code type (spec §3): 1 send a validation code, 3 reset the IP's login throttle. */
    type: smallint('type').notNull().default(1),
    x: smallint('x').notNull(),
    /** Client address that asked for the puzzle (per-IP rate limit: drawing one costs CPU). */
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    checkedAt: ts('checked_at'),
    passed: boolean('passed').notNull().default(false),
    consumedAt: ts('consumed_at'),
  },
  (t) => [index('slider_challenges_ip_idx').on(t.ip, t.createdAt)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.account, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);
