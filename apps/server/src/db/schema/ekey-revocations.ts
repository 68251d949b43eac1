// Ekey revocations waiting for (or delivered to) a lock (docs/protocol.md §7 Revocation): when a key is frozen,
// deleted, replaced or narrowed, its lock is told through a gateway to refuse the key's credentials signed before
// `issued_before`. One row per lock and key (a later revocation raises the cut-off and re-arms delivery); kept
// until the lock confirms, retried when one of the lock's gateways comes back online.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { locks } from './devices';
import { ts } from '../columns';

export const ekeyRevocations = pgTable(
  'ekey_revocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lockId: bigint('lock_id', { mode: 'number' })
      .notNull()
      .references(() => locks.id, { onDelete: 'cascade' }),
    /** The key (no foreign key: a replaced key's row is gone, its credentials are not). */
    keyId: bigint('key_id', { mode: 'number' }).notNull(),
    /** Server ms: credentials of the key signed before this are refused. */
    issuedBefore: bigint('issued_before', { mode: 'number' }).notNull(),
    /** Until when the lock must remember it (the key's end, ms; 0 = never ends). */
    until: bigint('until', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** When the lock confirmed the current cut-off; null = still to deliver. */
    deliveredAt: ts('delivered_at'),
    /** The latest ekey.revoke operation and, when it failed, its error code; failed deliveries so far. */
    operationId: bigint('operation_id', { mode: 'number' }),
    lastErrorCode: integer('last_error_code'),
    attempts: smallint('attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('ekey_revocations_lock_key_uq').on(t.lockId, t.keyId),
    index('ekey_revocations_pending_idx')
      .on(t.lockId)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
