// Transfers of locks between accounts (issue 19; spec §3 transfer type). One row per offer; its locks with the names
// they had when offered. `waiting` on a lock row makes a lock part of at most one waiting offer (partial unique
// index), whatever node takes the second request.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { gateways, locks } from './devices';

export const transfers = pgTable(
  'transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: bigint('receiver_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The accounts as each side knows the other: the receiver as the sender typed it, the sender's own. */
    receiverAccount: text('receiver_account').notNull(),
    senderAccount: text('sender_account').notNull(),
    transferType: smallint('transfer_type').notNull(),
    /** waiting 1, accepted 2, declined 3, withdrawn 4, expired 5. */
    status: smallint('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('transfers_sender_idx').on(t.senderId, t.id),
    index('transfers_receiver_idx').on(t.receiverId, t.id),
    index('transfers_waiting_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 1`),
  ],
);

export const transferLocks = pgTable(
  'transfer_locks',
  {
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    lockId: bigint('lock_id', { mode: 'number' })
      .notNull()
      .references(() => locks.id, { onDelete: 'cascade' }),
    lockAlias: text('lock_alias').notNull(),
    waiting: boolean('waiting').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.transferId, t.lockId] }),
    uniqueIndex('transfer_locks_waiting_uq')
      .on(t.lockId)
      .where(sql`${t.waiting}`),
  ],
);

export const transferGateways = pgTable(
  'transfer_gateways',
  {
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    gatewayId: bigint('gateway_id', { mode: 'number' })
      .notNull()
      .references(() => gateways.id, { onDelete: 'cascade' }),
    gatewayName: text('gateway_name').notNull(),
    waiting: boolean('waiting').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.transferId, t.gatewayId] }),
    uniqueIndex('transfer_gateways_waiting_uq')
      .on(t.gatewayId)
      .where(sql`${t.waiting}`),
  ],
);

/**
 * Fingerprints (type 5) and cards (type 6) offered to a person, copied when offered (the sender agreed to give what
 * they were then): name, number and, for a fingerprint from a desk reader, its sealed template. The source may be
 * deleted meanwhile; the offer still holds what it offered.
 */
export const transferCredentials = pgTable(
  'transfer_credentials',
  {
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    credentialId: bigint('credential_id', { mode: 'number' }).notNull(),
    /** 'fingerprint' | 'card'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    number: text('number').notNull(),
    sealedTemplate: text('sealed_template'),
  },
  (t) => [primaryKey({ columns: [t.transferId, t.credentialId] })],
);

/** What accepted offers of types 5 and 6 gave a person: put on their own locks from here, forgotten at will. */
export const receivedCredentials = pgTable(
  'received_credentials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    number: text('number').notNull(),
    sealedTemplate: text('sealed_template'),
    fromAccount: text('from_account').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => transfers.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('received_credentials_user_idx').on(t.userId, t.kind, t.id)],
);
