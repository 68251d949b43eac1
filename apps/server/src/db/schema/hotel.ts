// Hotel rooms (issue 19; spec §1 hotel mode with room status): where a room is (building, floor) and its stays —
// the guest, the passcode issued for the stay, check-in and check-out. One open stay per room (partial unique index).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { locks } from './devices';
import { passcodes } from './passcodes';
import { credentials } from './credentials';

export const hotelRooms = pgTable('hotel_rooms', {
  lockId: bigint('lock_id', { mode: 'number' })
    .primaryKey()
    .references(() => locks.id, { onDelete: 'cascade' }),
  building: text('building').notNull().default(''),
  floor: text('floor').notNull().default(''),
});

export const hotelStays = pgTable(
  'hotel_stays',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lockId: bigint('lock_id', { mode: 'number' })
      .notNull()
      .references(() => locks.id, { onDelete: 'cascade' }),
    guestName: text('guest_name').notNull(),
    passcodeId: bigint('passcode_id', { mode: 'number' }).references(() => passcodes.id, { onDelete: 'set null' }),
    /** The stay's room card instead of a passcode (a card written by the desk encoder). */
    cardId: bigint('card_id', { mode: 'number' }).references(() => credentials.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    checkedInBy: bigint('checked_in_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true, mode: 'date' }),
    checkedOutBy: bigint('checked_out_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('hotel_stays_open_uq')
      .on(t.lockId)
      .where(sql`${t.checkedOutAt} is null`),
    index('hotel_stays_lock_idx').on(t.lockId, t.id),
  ],
);
