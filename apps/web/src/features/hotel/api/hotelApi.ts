// Hotel room endpoints (/hotel/*, issue 19; schemas in packages/shared/src/hotel/hotel.ts). Silent: the page shows
// each refusal where it happens.
import type { z } from 'zod';
import type {
  checkInResponseSchema,
  checkOutResponseSchema,
  listRoomsResponseSchema,
} from '@lockconsole/shared/hotel/hotel';
import { apiGet, apiPost } from '../../../lib/api/client';

const quiet = { silent: true } as const;

export const listRooms = (q: { pageNo: number; status?: number; building?: string }) =>
  apiGet<z.infer<typeof listRoomsResponseSchema>>('/hotel/rooms', { pageSize: 50, ...q }, quiet);
export const updateRoom = (lockId: number, building: string, floor: string) =>
  apiPost<null>('/hotel/updateRoom', { lockId, building, floor }, quiet);
/** With `cardNumber` (the card on the desk encoder): a room card for the stay instead of a passcode. */
export const checkIn = (lockId: number, guestName: string, endDate: number, cardNumber?: string) =>
  apiPost<z.infer<typeof checkInResponseSchema>>('/hotel/checkIn', { lockId, guestName, endDate, cardNumber }, quiet);
export const checkOut = (lockId: number) =>
  apiPost<z.infer<typeof checkOutResponseSchema>>('/hotel/checkOut', { lockId }, quiet);
