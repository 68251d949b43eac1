// Credentials a lock stores by number (issue 14: the credential engine): IC cards now, fingerprints, faces, palm
// veins, QR codes and key fobs next — one table, one lifecycle. A row is what the console holds for one lock; its
// stable state is `state` (normal or lost) and its gateway sync is (`sync_action`, `sync_state`): the change waiting
// for the lock or failed to reach it. The spec's status code is worked out from both (modules/credentials).
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

export type CredentialSyncAction = 'add' | 'change' | 'delete' | 'lost';
export type CredentialSyncState = 'pending' | 'failed';
export type StoredCyclePeriod = { weekDay: number; startMinute: number; endMinute: number };
export type PendingCredentialChange = { startDate: number; endDate: number | null; cycle: StoredCyclePeriod[] };

export const credentials = pgTable(
  'credentials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lockId: bigint('lock_id', { mode: 'number' })
      .notNull()
      .references(() => locks.id, { onDelete: 'cascade' }),
    /** card | fingerprint | face | palmVein | qrcode | keyfob */
    kind: text('kind').notNull(),
    /** The number the lock stores (a card number as its reader reads it). */
    number: text('number').notNull(),
    name: text('name').notNull().default(''),
    /** Spec §3 validity: permanent 1, limited 2, cycle 3. */
    validityType: smallint('validity_type').notNull(),
    /** Start of the validity (epoch 0 = permanent); end null = no end. */
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date'),
    cycle: jsonb('cycle').$type<StoredCyclePeriod[]>().notNull().default([]),
    /** normal | lost (a lost card is on the lock's blacklist). */
    state: text('state').notNull().default('normal'),
    /**
     * Where the permission lives: 'lock' (in the lock's store, written through a gateway) or 'encoder' (on the card
     * itself, written by a card encoder and sealed for the lock: lockcore hotel-card.ts; revoked by the blacklist).
     */
    medium: text('medium').notNull().default('lock'),
    /** Found on the lock by a read-back (added at the lock), not issued here. */
    addedAtLock: boolean('added_at_lock').notNull().default(false),
    senderUserId: bigint('sender_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    syncAction: text('sync_action').$type<CredentialSyncAction>(),
    syncState: text('sync_state').$type<CredentialSyncState>(),
    /** Device operation of the latest push (null: none sent). */
    syncOperationId: bigint('sync_operation_id', { mode: 'number' }),
    syncErrorCode: integer('sync_error_code'),
    syncReasonKey: text('sync_reason_key'),
    syncReasonParams: jsonb('sync_reason_params').$type<Record<string, unknown>>(),
    syncFailures: smallint('sync_failures').notNull().default(0),
    /** A period change not yet confirmed by the lock. */
    pendingChange: jsonb('pending_change').$type<PendingCredentialChange>(),
    /** Key fobs and wireless keypads (issue 16): the accessory's MAC, battery (as last reported) and firmware. */
    deviceMac: text('device_mac'),
    deviceBattery: smallint('device_battery'),
    deviceFirmware: text('device_firmware'),
    /** QR codes: minutes between two codes on the public page. */
    refreshMinutes: smallint('refresh_minutes'),
    /** QR codes: the random key the public link is signed with (cleared on delete, so the link dies at once). */
    linkSecret: text('link_secret'),
    /** Biometrics (issue 15): enrolled at the lock's 'sensor' or from a 'photo' (faces). */
    enrolSource: text('enrol_source'),
    /** Biometrics: who recorded that the person consented, and when (spec: biometric consent). */
    consentByUserId: bigint('consent_by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    consentAt: ts('consent_at'),
    /** Fingerprints from a desk reader: the template, sealed (platform/sealer.ts), to send it to more locks. */
    sealedTemplate: text('sealed_template'),
  },
  (t) => [
    uniqueIndex('credentials_number_uq')
      .on(t.lockId, t.kind, t.number)
      .where(sql`${t.deletedAt} is null`),
    index('credentials_lock_idx')
      .on(t.lockId, t.kind, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Every row of a number on a lock, deleted ones too: the records page names the card a record shows.
    index('credentials_lock_number_idx').on(t.lockId, t.kind, t.number),
    index('credentials_number_idx')
      .on(t.kind, t.number)
      .where(sql`${t.deletedAt} is null`),
  ],
);
