// Hotel room endpoints (/hotel/*, issue 19). Thin: schema, auth, one service call. Rooms are locks the caller manages.
import {
  checkInRequestSchema,
  checkInResponseSchema,
  checkOutRequestSchema,
  checkOutResponseSchema,
  listRoomsRequestSchema,
  listRoomsResponseSchema,
  updateRoomRequestSchema,
  updateRoomResponseSchema,
} from '@lockconsole/shared/hotel/hotel';
import { defineRoute } from '../../http/route';
import type { HotelService } from './hotel.service';

const tag = 'hotel';

export const hotelRoutes = (s: HotelService) => [
  defineRoute({
    method: 'GET',
    path: '/hotel/rooms',
    auth: 'user',
    tag,
    summary: 'Rooms (locks in hotel mode the caller manages) with their guest, by building and floor',
    request: listRoomsRequestSchema,
    response: listRoomsResponseSchema,
    handler: (input, ctx) => s.rooms(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/hotel/updateRoom',
    auth: { lock: 'manage' },
    tag,
    summary: 'Set the building and floor of a room',
    request: updateRoomRequestSchema,
    response: updateRoomResponseSchema,
    handler: (input, ctx) => s.updateRoom(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/hotel/checkIn',
    auth: { lock: 'manage' },
    tag,
    summary: 'Check a guest in: a passcode for the stay, the room occupied',
    request: checkInRequestSchema,
    response: checkInResponseSchema,
    handler: (input, ctx) => s.checkIn(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/hotel/checkOut',
    auth: { lock: 'manage' },
    tag,
    summary: 'Check the guest out: the stay’s passcode taken back, the room vacant',
    request: checkOutRequestSchema,
    response: checkOutResponseSchema,
    handler: (input, ctx) => s.checkOut(ctx, input),
  }),
];
