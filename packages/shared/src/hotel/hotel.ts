// Hotel rooms (issue 19; spec §1 hotel mode with room status, §3 room status check-in 1 / vacant 2): the locks in
// hotel mode that the caller manages are rooms, each with its building and floor; a check-in issues a passcode for the
// stay (an offline period code: it works without a gateway) and marks the room occupied; a check-out takes the code
// back and marks it vacant.
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { dateParam, paging } from '../schemas/common';
import { oneOfInt } from '../user/account-fields';
import { pageSchema } from '../http/envelope';
import { cardNumberParam } from '../card/card';

export const ROOM_STATUS = { occupied: 1, vacant: 2 } as const;
/** The longest stay one check-in issues a code for. */
export const STAY_MAX_DAYS = 90;

const place = (key: string) => z.string({ message: 'validation.required' }).trim().max(30, key);

/** GET /hotel/rooms — the caller's rooms, by building, floor and name; optionally only occupied or vacant ones. */
export const listRoomsRequestSchema = z.object({
  ...paging,
  status: oneOfInt([ROOM_STATUS.occupied, ROOM_STATUS.vacant]).optional(),
  building: z.string().trim().max(30, 'validation.tooLong').optional(),
});
export const roomSchema = z.object({
  lockId: z.number().int(),
  room: z.string(),
  building: z.string(),
  floor: z.string(),
  /** occupied 1, vacant 2 (from the stays: a room is occupied while a stay is open). */
  status: z.number().int(),
  /** The lock's own room status (as it last confirmed it). */
  lockRoomStatus: z.number().int(),
  /** The room's device: its door lock 'door', a lift controller 'lift', a power switch 'powerSwitch'. */
  deviceKind: z.enum(['door', 'lift', 'powerSwitch']),
  stay: z
    .object({
      stayId: z.number().int(),
      guestName: z.string(),
      startDate: z.number().int(),
      endDate: z.number().int(),
      /** Past its check-out time and not checked out. */
      overdue: z.boolean(),
      /** The guest has a room card (else a passcode). */
      withCard: z.boolean(),
    })
    .nullable(),
});
export type Room = z.infer<typeof roomSchema>;
export const listRoomsResponseSchema = pageSchema(roomSchema).extend({
  /** Every building of the caller's rooms (the filter's choices). */
  buildings: z.array(z.string()),
});

/** POST /hotel/updateRoom — where the room is. */
export const updateRoomRequestSchema = z.object({
  lockId: lockIdParam(),
  building: place('validation.hotel.place').default(''),
  floor: place('validation.hotel.place').default(''),
});
export const updateRoomResponseSchema = z.null();

/** POST /hotel/checkIn — a guest in the room until `endDate`: a passcode for the stay. */
export const checkInRequestSchema = z.object({
  lockId: lockIdParam(),
  guestName: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.hotel.guest')
    .max(50, 'validation.hotel.guest'),
  /** Check-out time (ms); the code works from now (its hour) until then. */
  endDate: dateParam,
  /**
   * A room card instead of a passcode: the card on the desk encoder's reader (as it reads it). The answer carries the
   * data the encoder writes onto it (sealed for this lock, valid for the stay).
   */
  cardNumber: cardNumberParam().optional(),
});
export const checkInResponseSchema = z.object({
  stayId: z.number().int(),
  /** The stay's passcode, or null when the guest has a room card. */
  keyboardPwdId: z.number().int().nullable(),
  keyboardPwd: z.string().nullable(),
  /** The stay's room card (its card id, and the data to write onto it), or null. */
  cardId: z.number().int().nullable(),
  cardData: z.string().nullable(),
  startDate: z.number().int(),
  endDate: z.number().int(),
  /** Whether the lock was asked to show the room occupied (false: no gateway reached it; the stay stands). */
  roomStatusSent: z.boolean(),
});

/** POST /hotel/checkOut — the stay ends; its code is taken back on the lock. */
export const checkOutRequestSchema = z.object({ lockId: lockIdParam() });
export const checkOutResponseSchema = z.object({
  /** Whether the lock was asked to take the code back (a room card: to refuse it); false when no gateway reaches it:
   * the code or card then ends at its check-out time (or when "Resync" reaches the lock). */
  codeRevoked: z.boolean(),
  /** The stay had a room card: freed for the next guest, it works until the planned check-out time. */
  cardFreed: z.boolean(),
  roomStatusSent: z.boolean(),
});
