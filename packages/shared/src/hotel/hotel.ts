// Hotel rooms (issue 19; spec §1 hotel mode with room status, §3 room status check-in 1 / vacant 2): the locks in
// hotel mode that the caller manages are rooms, each with its building and floor; a check-in issues a passcode for the
// stay (an offline period code: it works without a gateway) and marks the room occupied; a check-out takes the code
// back and marks it vacant.
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { dateParam, paging } from '../schemas/common';
import { oneOfInt } from '../user/account-fields';
import { pageSchema } from '../http/envelope';

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
  stay: z
    .object({
      stayId: z.number().int(),
      guestName: z.string(),
      startDate: z.number().int(),
      endDate: z.number().int(),
      /** Past its check-out time and not checked out. */
      overdue: z.boolean(),
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
});
export const checkInResponseSchema = z.object({
  stayId: z.number().int(),
  keyboardPwdId: z.number().int(),
  keyboardPwd: z.string(),
  startDate: z.number().int(),
  endDate: z.number().int(),
  /** Whether the lock was asked to show the room occupied (false: no gateway reached it; the stay stands). */
  roomStatusSent: z.boolean(),
});

/** POST /hotel/checkOut — the stay ends; its code is taken back on the lock. */
export const checkOutRequestSchema = z.object({ lockId: lockIdParam() });
export const checkOutResponseSchema = z.object({
  /** Whether the lock was asked to take the code back; false when no gateway reaches it: the code then ends at its
   * check-out time (or when "Resync" reaches the lock). */
  codeRevoked: z.boolean(),
  roomStatusSent: z.boolean(),
});
