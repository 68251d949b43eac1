// Passcodes of a lock (issue 7). Offline codes are derived from locks.lock_secret by lockcore; a row records what
// was issued — type, rounded validity, length and slot — so a slot is never issued twice for the same period
// (a deleted code's slot included: it would give the same code back), and a deleted code's revocation waits here
// until the lock is told through a gateway.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { locks } from './devices';
import { ts } from '../columns';

export type PasscodeSyncAction = 'add' | 'change' | 'delete' | 'revoke';
export type PendingPasscodeChange = { keyboardPwd: string; startDate: number; endDate: number | null };

export const passcodes = pgTable(
  'passcodes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lockId: bigint('lock_id', { mode: 'number' })
      .notNull()
      .references(() => locks.id, { onDelete: 'cascade' }),
    /** The code (digits, leading zeros kept). */
    keyboardPwd: text('keyboard_pwd').notNull(),
    keyboardPwdName: text('keyboard_pwd_name').notNull().default(''),
    /** v4 type: once 1, permanent 2, limited 3, clear 4, cycle 5, custom 6. */
    keyboardPwdType: smallint('keyboard_pwd_type').notNull(),
    /** The lock's passcode version at issue (spec §3). */
    keyboardPwdVersion: smallint('keyboard_pwd_version').notNull(),
    /** Cycle codes: kind 5–14 and the daily window in local whole hours. */
    cycleKind: smallint('cycle_kind'),
    cycleStartHour: smallint('cycle_start_hour'),
    cycleEndHour: smallint('cycle_end_hour'),
    /** Rounded validity; end null = no end. */
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date'),
    /** Not used by then → never works. */
    firstUseBy: ts('first_use_by').notNull(),
    length: smallint('length').notNull(),
    slot: smallint('slot').notNull(),
    /** Identity of (type, rounded period, cycle, length): slots are unique per lock and period key. */
    periodKey: text('period_key').notNull(),
    /** Status string code (spec §3), e.g. 110501 normal, 110503 deleted. */
    status: text('status').notNull().default('110501'),
    senderUserId: bigint('sender_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    sendDate: ts('send_date').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    /** Deleted offline code the lock still accepts: to be revoked through a gateway (revokeOfflinePasscode). */
    revokePending: boolean('revoke_pending').notNull().default(false),
    revokedAt: ts('revoked_at'),
    /**
     * Gateway sync of the row: the change waiting for (or failed at) the lock — add, change, delete (custom codes)
     * or revoke (a deleted offline code) — null when in sync. `status` says pending or failed.
     */
    syncAction: text('sync_action').$type<PasscodeSyncAction>(),
    /** Device operation of the latest push (null: none sent, e.g. the gateway was offline). */
    syncOperationId: bigint('sync_operation_id', { mode: 'number' }),
    /** Cause of the latest failed push: error code, i18n key and parameters (as the operation had them). */
    syncErrorCode: integer('sync_error_code'),
    syncReasonKey: text('sync_reason_key'),
    syncReasonParams: jsonb('sync_reason_params').$type<Record<string, unknown>>(),
    /** Consecutive failed pushes of the current change (resync stops at PASSCODE_MAX_SYNC_FAILURES). */
    syncFailures: smallint('sync_failures').notNull().default(0),
    /** A change of a custom code not yet confirmed by the lock: the new digits and validity (end null = none). */
    pendingChange: jsonb('pending_change').$type<PendingPasscodeChange>(),
  },
  (t) => [
    uniqueIndex('passcodes_slot_uq').on(t.lockId, t.periodKey, t.slot),
    index('passcodes_lock_idx')
      .on(t.lockId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('passcodes_revoke_idx')
      .on(t.lockId)
      .where(sql`${t.revokePending}`),
  ],
);

/** Passcodes sent by e-mail or SMS (POST /keyboardPwd/share): the per-account rate limit reads it; an audit trail. */
export const passcodeShares = pgTable(
  'passcode_shares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passcodeId: bigint('passcode_id', { mode: 'number' })
      .notNull()
      .references(() => passcodes.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('passcode_shares_user_idx').on(t.userId, t.createdAt)],
);
