// Gateways, locks, the owner's admin ekey, remote operations and unlock records (issue 4). Column names follow
// spec §3; later issues add lock settings, credentials and record queries to these tables.
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
import { lockGroups } from './groups';
import { ts } from '../columns';

const userRef = (name: string) => bigint(name, { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' });

export const gateways = pgTable(
  'gateways',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id').notNull(),
    gatewayName: text('gateway_name').notNull(),
    gatewayMac: text('gateway_mac').notNull(),
    /** Plug version 1–4 (G1…G4). */
    gatewayVersion: smallint('gateway_version').notNull(),
    networkName: text('network_name').notNull().default(''),
    firmware: text('firmware').notNull().default(''),
    /** SHA-256 hex of the MQTT password handed out at activation. */
    mqttPasswordHash: text('mqtt_password_hash').notNull(),
    /** HMAC key of the message envelope; needed in clear to verify and sign. */
    signKey: text('sign_key').notNull(),
    isOnline: boolean('is_online').notNull().default(false),
    lastSeenAt: ts('last_seen_at'),
    onlineChangedAt: ts('online_changed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('gateways_mac_uq')
      .on(t.gatewayMac)
      .where(sql`${t.deletedAt} is null`),
    index('gateways_user_idx').on(t.userId),
    // The gateway-offline alert sweep reads only offline gateways (modules/alerts/alerts.repo.ts).
    index('gateways_offline_idx')
      .on(t.onlineChangedAt)
      .where(sql`not ${t.isOnline} and ${t.deletedAt} is null`),
  ],
);

export const gatewayPairingCodes = pgTable('gateway_pairing_codes', {
  /** SHA-256 hex of the normalized code. */
  codeHash: text('code_hash').primaryKey(),
  userId: userRef('user_id').notNull(),
  gatewayName: text('gateway_name'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  gatewayId: bigint('gateway_id', { mode: 'number' }),
});

/** What each gateway heard in its latest scan, initialized or not (discovery of locks to add). */
export const gatewayNearbyLocks = pgTable(
  'gateway_nearby_locks',
  {
    gatewayId: bigint('gateway_id', { mode: 'number' })
      .notNull()
      .references(() => gateways.id, { onDelete: 'cascade' }),
    lockMac: text('lock_mac').notNull(),
    lockName: text('lock_name').notNull().default(''),
    model: text('model').notNull().default(''),
    rssi: smallint('rssi').notNull(),
    initialized: boolean('initialized').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gatewayId, t.lockMac] }), index('gateway_nearby_mac_idx').on(t.lockMac)],
);

export const locks = pgTable(
  'locks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The primary (top) administrator. */
    userId: userRef('user_id').notNull(),
    lockName: text('lock_name').notNull(),
    lockAlias: text('lock_alias').notNull(),
    lockMac: text('lock_mac').notNull(),
    lockNumber: text('lock_number').notNull().default(''),
    model: text('model').notNull().default(''),
    firmwareRevision: text('firmware_revision').notNull().default(''),
    groupId: bigint('group_id', { mode: 'number' }).references(() => lockGroups.id, { onDelete: 'set null' }),
    /** Lock status: locked 0, unlocked 1, unknown 2. */
    lockStatus: smallint('lock_status').notNull().default(2),
    electricQuantity: smallint('electric_quantity'),
    timezoneRawOffset: integer('timezone_raw_offset').notNull().default(0),
    autoLockTime: integer('auto_lock_time').notNull().default(0),
    /** Switches: on 1, off 2. */
    remoteUnlockSwitch: smallint('remote_unlock_switch').notNull().default(1),
    /** Per-lock random secret delivered in the init command; offline passcodes derive from it (issue 7). */
    lockSecret: text('lock_secret').notNull(),
    /** Passcode version (spec §3): not allowed 0, v2 2, v2 s2 3, v4 types 4 (every lock the device hub adds). */
    keyboardPwdVersion: smallint('keyboard_pwd_version').notNull().default(4),
    stateUpdatedAt: ts('state_updated_at'),
    /** The lock has a door sensor (its init answer, issue 29); door open 1 / closed 0 / unknown null, and since when. */
    doorSensor: boolean('door_sensor').notNull().default(false),
    doorState: smallint('door_state'),
    doorStateAt: ts('door_state_at'),
    /** Alert when the door stays open this long (seconds; 0 = never), set by the owner or an admin. */
    doorAlertSeconds: integer('door_alert_seconds').notNull().default(0),
    /** A parking lock (its init answer, issue 29): raised = lockStatus locked, lowered = unlocked. */
    parkingLock: boolean('parking_lock').notNull().default(false),
    /** What the device is (its init answer, issue 19): a door lock 'door' (or parking lock), a lift controller
     *  'lift', a room power switch 'powerSwitch'. */
    deviceKind: text('device_kind').notNull().default('door'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('locks_mac_uq')
      .on(t.lockMac)
      .where(sql`${t.deletedAt} is null`),
    index('locks_user_idx').on(t.userId),
    // The lock list's order (lower alias, id) per owner and per group, so a page is read from the index
    // instead of sorting every lock of the account (modules/locks/lock-list.sql.ts).
    index('locks_owner_order_idx')
      .on(t.userId, sql`lower(${t.lockAlias})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('locks_group_order_idx')
      .on(t.groupId, sql`lower(${t.lockAlias})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Doors open now with an alert time: the door-left-open sweep reads only these.
    index('locks_door_open_idx')
      .on(t.doorStateAt)
      .where(sql`${t.doorState} = 1 and ${t.doorAlertSeconds} > 0 and ${t.deletedAt} is null`),
  ],
);

/**
 * Live (undeleted) locks per owner, kept by a trigger on `locks` (migration 0010): the lock list's total without
 * counting every lock of a large account.
 */
export const ownerLockCounts = pgTable('owner_lock_counts', {
  userId: userRef('user_id').primaryKey(),
  live: integer('live').notNull().default(0),
});

/** Gateways that hear an initialized lock, with signal; the hub sends through the best online one. */
export const lockGateways = pgTable(
  'lock_gateways',
  {
    lockId: bigint('lock_id', { mode: 'number' })
      .notNull()
      .references(() => locks.id, { onDelete: 'cascade' }),
    gatewayId: bigint('gateway_id', { mode: 'number' })
      .notNull()
      .references(() => gateways.id, { onDelete: 'cascade' }),
    rssi: smallint('rssi').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lockId, t.gatewayId] }), index('lock_gateways_gateway_idx').on(t.gatewayId)],
);

/** Electronic keys; for now only the owner's admin key (issue 6 adds sending, periods and statuses). */
export const ekeys = pgTable(
  'ekeys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lockId: bigint('lock_id', { mode: 'number' })
      .notNull()
      .references(() => locks.id, { onDelete: 'cascade' }),
    /** The holder; null while the key waits for `pendingReceiver` to register (status 110402). */
    userId: userRef('user_id'),
    keyName: text('key_name').notNull(),
    /** Ekey status string code (spec §3), e.g. 110401 normal. */
    keyStatus: text('key_status').notNull().default('110401'),
    /** Ekey type: normal 1, cycle 4. */
    keyType: smallint('key_type').notNull().default(1),
    /** The lock's primary administrator key. */
    isOwner: boolean('is_owner').notNull().default(false),
    /** Authorized administrator: 1, else 0. */
    keyRight: smallint('key_right').notNull().default(0),
    remoteEnable: smallint('remote_enable').notNull().default(1),
    /** 0/0 = permanent. */
    startDate: bigint('start_date', { mode: 'number' }).notNull().default(0),
    endDate: bigint('end_date', { mode: 'number' }).notNull().default(0),
    senderUserId: bigint('sender_user_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    // Issue 6 (ekeys): validity, cycle window, remarks, waiting keys, once-key use, unlock links.
    /** Ekey validity: permanent 1, limited 2, once 3, cycle 4. */
    validityType: smallint('validity_type').notNull().default(1),
    /** Cycle keys: week days Sun 1 … Sat 7; empty otherwise. */
    cycleDays: jsonb('cycle_days').$type<number[]>().notNull().default([]),
    /** Cycle keys: daily window in the lock's local minutes (start < end ≤ 1440). */
    cycleStartMinute: integer('cycle_start_minute'),
    cycleEndMinute: integer('cycle_end_minute'),
    remarks: text('remarks').notNull().default(''),
    /** Normalized account (e-mail or "+cc digits") a waiting key is claimed by when it registers. */
    pendingReceiver: text('pending_receiver'),
    /** A once key's first use (it is invalid from then on). */
    usedAt: ts('used_at'),
    /** Per-key HMAC secret of unlock links; replaced when the key is replaced or deleted (old links die). */
    linkSecret: text('link_secret'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    uniqueIndex('ekeys_lock_user_uq')
      .on(t.lockId, t.userId)
      .where(sql`${t.deletedAt} is null`),
    index('ekeys_user_idx').on(t.userId),
    // Keys a user holds on other owners' locks (the lock list's second branch), without the owner's own keys.
    index('ekeys_holder_idx')
      .on(t.userId, t.lockId)
      .where(sql`${t.deletedAt} is null and ${t.isOwner} = false`),
    uniqueIndex('ekeys_lock_pending_uq')
      .on(t.lockId, t.pendingReceiver)
      .where(sql`${t.deletedAt} is null and ${t.pendingReceiver} is not null`),
    index('ekeys_sender_idx').on(t.lockId, t.senderUserId),
  ],
);

/** Every command to a device (the operation tracker). */
export const operations = pgTable(
  'operations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id').notNull(),
    lockId: bigint('lock_id', { mode: 'number' }).references(() => locks.id, { onDelete: 'set null' }),
    gatewayId: bigint('gateway_id', { mode: 'number' }).references(() => gateways.id, { onDelete: 'set null' }),
    lockMac: text('lock_mac').notNull(),
    /** Command name (lock.init, lock.unlock, lock.lock). */
    type: text('type').notNull(),
    /** Remote operation type: by server 1, by plug 2. */
    operateType: smallint('operate_type').notNull().default(2),
    /** Remote operation state: operating 1, success 2, failed 3, no retry 4, wait 6. */
    state: smallint('state').notNull(),
    reqId: text('req_id').notNull(),
    args: jsonb('args').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result').$type<Record<string, unknown>>(),
    errorCode: integer('error_code').notNull().default(0),
    /** i18n key (namespace devices.reason) and its params. */
    reasonKey: text('reason_key'),
    reasonParams: jsonb('reason_params').$type<Record<string, unknown>>(),
    /** The API node that sent it (server restart ends that node's pending operations). */
    nodeId: text('node_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    deadlineAt: ts('deadline_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('operations_req_uq').on(t.reqId),
    index('operations_user_idx').on(t.userId, t.id),
    index('operations_pending_idx')
      .on(t.deadlineAt)
      .where(sql`${t.state} in (1, 6)`),
    index('operations_lock_idx').on(t.lockId, t.id),
    // "is a command to this lock in flight / waiting?" on every command.
    index('operations_mac_pending_idx')
      .on(t.lockMac, t.state)
      .where(sql`${t.state} in (1, 6)`),
  ],
);

/**
 * Unlock records (spec §3 event types), idempotent by (lock, seq). Partitioned by month of the lock's time (migration
 * 0042, `db/record-partitions.ts`; the reasons in docs/ARCHITECTURE.md "Unlock records at 10 M"): the
 * partition key is in every unique index, so the (lock, seq) rule is kept by the insert (records.repo.ts insertNew).
 * `id` is unique by its sequence; nothing looks a record up by it, so it carries no index.
 */
export const lockRecords = pgTable(
  'lock_records',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    lockId: bigint('lock_id', { mode: 'number' })
      .notNull()
      .references(() => locks.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    recordType: smallint('record_type').notNull(),
    success: boolean('success').notNull(),
    keyboardPwd: text('keyboard_pwd').notNull().default(''),
    keyId: bigint('key_id', { mode: 'number' }),
    operatorUid: bigint('operator_uid', { mode: 'number' }),
    electricQuantity: smallint('electric_quantity'),
    gatewayId: bigint('gateway_id', { mode: 'number' }),
    lockDate: ts('lock_date').notNull(),
    serverDate: ts('server_date').notNull(),
  },
  (t) => [
    // (lock, seq) within a month: the conflict target of the insert, and the index its (lock, seq) check reads.
    uniqueIndex('lock_records_seq_uq').on(t.lockId, t.seq, t.lockDate),
    // The records page and exports: one lock's records, newest lock time first, read backwards. The migration adds
    // INCLUDE (record_type, keyboard_pwd, operator_uid): counts and searches read the index only.
    index('lock_records_date_idx').on(t.lockId, t.lockDate, t.seq),
  ],
);

/** Unlock-link attempts (issue 6): the per-token and per-IP rate limit window lives in the database. */
export const unlockLinkAttempts = pgTable(
  'unlock_link_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 hex of the token (the token itself is not stored). */
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull(),
    /** Which public link: an ekey's unlock link, or a QR code's page (issue 16) — each counted on its own. */
    purpose: text('purpose').notNull().default('unlockLink'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('unlock_link_attempts_token_idx').on(t.tokenHash, t.createdAt),
    index('unlock_link_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);
