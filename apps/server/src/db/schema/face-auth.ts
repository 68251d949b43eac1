// Face verification of key holders (issue 15): the face a person showed first on a lock (its descriptor, sealed with
// the biometric key: platform/sealer.ts) and every verification since (when, how alike, whether it passed).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { locks } from './devices';
import { ts } from '../columns';

export const faceReferences = pgTable(
  'face_references',
  {
    lockId: bigint('lock_id', { mode: 'number' })
      .notNull()
      .references(() => locks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Sealed JSON array of the descriptor's numbers. */
    descriptor: text('descriptor').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lockId, t.userId] })],
);

export const faceVerifications = pgTable(
  'face_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lockId: bigint('lock_id', { mode: 'number' })
      .notNull()
      .references(() => locks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    similarity: real('similarity').notNull(),
    passed: boolean('passed').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('face_verifications_passed_idx')
      .on(t.lockId, t.userId, t.at)
      .where(sql`${t.passed}`),
  ],
);
