// Lock settings beyond the device hub's columns of `locks` (issue 5): switches the console changes through the
// gateway, passage mode, the lock's IANA zone for the daylight-saving prompt, and the last clock reading.
// A lock without a row has the defaults below. Written only after the lock confirmed a change (operation success).
import { bigint, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { locks } from './devices';

export type PassagePeriodRow = { allDay: number; startTime: number; endTime: number; weekDays: number[] };
export type PassageModeRow = { passageMode: number; autoUnlock: number; cyclicConfig: PassagePeriodRow[] };

export const lockSettings = pgTable('lock_settings', {
  lockId: bigint('lock_id', { mode: 'number' })
    .primaryKey()
    .references(() => locks.id, { onDelete: 'cascade' }),
  /** Switches: on 1, off 2. */
  unlockNotice: smallint('unlock_notice').notNull().default(2),
  doubleVerification: smallint('double_verification').notNull().default(2),
  attendance: smallint('attendance').notNull().default(2),
  /** Hotel mode: on 1, off 0. Room status: check-in 1, vacant 2. */
  hotelMode: smallint('hotel_mode').notNull().default(0),
  roomStatus: smallint('room_status').notNull().default(2),
  /** Face verification of key holders (issue 15): on 1, off 2; asked once 1, daily 2, weekly 3, monthly 4. */
  faceAuth: smallint('face_auth').notNull().default(2),
  faceAuthFrequency: smallint('face_auth_frequency').notNull().default(1),
  passage: jsonb('passage').$type<PassageModeRow>(),
  /** IANA zone the owner picked with the offset (daylight-saving prompt); null = unknown. */
  timezoneId: text('timezone_id'),
  /** Daylight-saving prompt: remind 1, don't remind 2. */
  dstRemind: smallint('dst_remind').notNull().default(1),
  /** Lock clock minus server clock at the last reading (ms), and when it was read. */
  clockOffsetMs: integer('clock_offset_ms'),
  clockCheckedAt: timestamp('clock_checked_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
