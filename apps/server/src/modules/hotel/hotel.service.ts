// Hotel rooms (issue 19; spec §1 hotel mode with room status). A room is a lock in hotel mode that the caller manages
// (owner or authorized admin). Check-in issues a limited offline passcode for the stay (it works without a gateway:
// derived from the lock secret, from the current hour to the check-out time) and asks the lock to show the room
// occupied; check-out takes the code back on the lock (through a gateway: when none reaches it, the code still ends
// at its check-out time) and asks for vacant. The stay — guest, code, times — is the console's record of occupancy;
// the lock's own room status follows it as far as a gateway can carry it.
import { STAY_MAX_DAYS, ROOM_STATUS, type Room } from '@lockconsole/shared/hotel/hotel';
import { PASSCODE_STATUS, type PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import type { LockContext, UserContext } from '../../http/context';
import { AppError, fail } from '../../http/errors';
import { pageOf, type Paging } from '../../http/paging';
import type { Clock } from '../../platform/clock';
import { isUniqueViolation } from '../accounts/accounts.repo';
import type { HotelRepo } from './hotel.repo';

const DAY_MS = 86_400_000;

export function createHotelService(d: {
  repo: HotelRepo;
  clock: Clock;
  /** Lock settings of the lock (hotel mode). */
  hotelModeOf: (lockId: number) => Promise<number>;
  /** An offline passcode of the lock (/keyboardPwd/get). */
  issuePasscode: (
    ctx: LockContext,
    input: { keyboardPwdType: number; keyboardPwdName: string; startDate: number; endDate: number },
  ) => Promise<PasscodeItem>;
  /** Takes a passcode back on the lock (/keyboardPwd/delete): the code's status after the attempt. */
  removePasscode: (
    ctx: LockContext,
    input: { keyboardPwdId: number },
  ) => Promise<{ passcode: { keyboardPwdStatus: string } }>;
  /** Asks the lock to show the room status (/lock/updateSetting type 6) through a gateway. */
  setRoomStatus: (ctx: LockContext, status: number) => Promise<unknown>;
  /** A room card's data for the encoder (/card/encode): sealed for the lock, valid for the period. */
  encodeCard: (
    ctx: LockContext,
    input: {
      cardNumber: string;
      cardName: string;
      building: number;
      floor: number;
      validityType: 2;
      startDate: number;
      endDate: number;
    },
  ) => Promise<{ cardData: string; card: { cardId: number } }>;
  /** The number is in the lock's card list already (a staff card, another stay's card …). */
  cardHeld: (lockId: number, cardNumber: string) => Promise<boolean>;
  /** The stay's room card leaves the console (it ends at its own end time; the number is free for the next card). */
  forgetCard: (ctx: LockContext, input: { cardId: number }) => Promise<boolean>;
}) {
  const { repo } = d;

  /** Runs a device step that must not undo the stay: false when no gateway took it (the reason is logged). */
  async function tryDevice(ctx: LockContext, what: string, run: () => Promise<unknown>): Promise<boolean> {
    try {
      await run();
      return true;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      ctx.log.info({ err: err.errorName, lockId: ctx.lock.lockId }, `hotel: ${what} not sent`);
      return false;
    }
  }

  /** The room card for the stay: its building and floor (numbers 0–255, else 0) from the room's place. */
  async function roomCard(ctx: LockContext, cardNumber: string, guest: string, now: Date, endDate: number) {
    const place = await repo.placeOf(ctx.lock.lockId);
    const byte = (v: string | undefined) => (/^\d{1,3}$/.test(v ?? '') && Number(v) <= 255 ? Number(v) : 0);
    const made = await d.encodeCard(ctx, {
      cardNumber,
      cardName: guest,
      building: byte(place?.building),
      floor: byte(place?.floor),
      validityType: 2,
      startDate: now.getTime(),
      endDate,
    });
    return { cardId: made.card.cardId, cardData: made.cardData };
  }

  return {
    async rooms(ctx: UserContext, q: Paging & { status?: number; building?: string }) {
      const now = d.clock.now();
      const occupied = q.status === undefined ? undefined : q.status === ROOM_STATUS.occupied;
      const { rows, total, buildings } = await repo.rooms(ctx.session.userId, now.getTime(), { ...q, occupied });
      const stays = await repo.openStays(rows.map((r) => r.lockId));
      const list: Room[] = rows.map((r) => {
        const s = stays.find((x) => x.lockId === r.lockId);
        return {
          ...r,
          deviceKind: r.deviceKind === 'lift' || r.deviceKind === 'powerSwitch' ? r.deviceKind : 'door',
          status: s ? ROOM_STATUS.occupied : ROOM_STATUS.vacant,
          stay: s
            ? {
                stayId: s.id,
                guestName: s.guestName,
                startDate: s.startsAt.getTime(),
                endDate: s.endsAt.getTime(),
                overdue: s.endsAt <= now,
                withCard: s.cardId !== null,
              }
            : null,
        };
      });
      return { ...pageOf(list, total, q), buildings };
    },

    async updateRoom(ctx: LockContext, input: { building: string; floor: string }) {
      await repo.setPlace(ctx.lock.lockId, input.building, input.floor);
      return null;
    },

    async checkIn(ctx: LockContext, input: { guestName: string; endDate: number; cardNumber?: string }) {
      const lockId = ctx.lock.lockId;
      if ((await d.hotelModeOf(lockId)) !== 1) throw fail('hotelModeOff');
      const now = d.clock.now();
      if (input.endDate <= now.getTime() || input.endDate > now.getTime() + STAY_MAX_DAYS * DAY_MS)
        throw fail('stayTimeInvalid', { max: STAY_MAX_DAYS });
      // The stay first: it is what makes a second check-in at the same moment fail (one open stay per room).
      let stayId: number;
      try {
        stayId = await repo.startStay({
          lockId,
          guestName: input.guestName,
          passcodeId: null,
          cardId: null,
          startsAt: now,
          endsAt: new Date(input.endDate),
          checkedInBy: ctx.session.userId,
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw fail('roomOccupied');
        throw e;
      }
      // A card the lock knows already (a staff card, a card of another stay) is never taken over by a stay.
      if (input.cardNumber && (await d.cardHeld(lockId, input.cardNumber))) {
        await repo.dropStay(stayId);
        throw fail('roomCardInUse');
      }
      let issued: { passcode: PasscodeItem | null; card: { cardId: number; cardData: string } | null };
      try {
        issued = input.cardNumber
          ? { passcode: null, card: await roomCard(ctx, input.cardNumber, input.guestName, now, input.endDate) }
          : {
              passcode: await d.issuePasscode(ctx, {
                keyboardPwdType: 3,
                keyboardPwdName: input.guestName,
                startDate: now.getTime(),
                endDate: input.endDate,
              }),
              card: null,
            };
      } catch (e) {
        await repo.dropStay(stayId);
        throw e;
      }
      const { passcode, card } = issued;
      const attached = passcode
        ? await repo.attach(stayId, { passcodeId: passcode.keyboardPwdId })
        : await repo.attach(stayId, { cardId: card!.cardId });
      if (!attached) {
        // Checked out while the code or card was being made: it must not outlive the stay.
        await tryDevice(ctx, 'revocation', () =>
          passcode
            ? d.removePasscode(ctx, { keyboardPwdId: passcode.keyboardPwdId })
            : d.forgetCard(ctx, { cardId: card!.cardId }),
        );
        throw fail('roomVacant');
      }
      const roomStatusSent = await tryDevice(ctx, 'room occupied', () => d.setRoomStatus(ctx, ROOM_STATUS.occupied));
      return {
        stayId,
        keyboardPwdId: passcode?.keyboardPwdId ?? null,
        keyboardPwd: passcode?.keyboardPwd ?? null,
        cardId: card?.cardId ?? null,
        cardData: card?.cardData ?? null,
        startDate: passcode?.startDate ?? now.getTime(),
        endDate: passcode?.endDate ?? input.endDate,
        roomStatusSent,
      };
    },

    async checkOut(ctx: LockContext, _input: unknown) {
      const stay = await repo.endStay(ctx.lock.lockId, ctx.session.userId, d.clock.now());
      if (!stay) throw fail('roomVacant');
      let codeRevoked = true;
      let cardFreed = false;
      if (stay.passcodeId) {
        const id = stay.passcodeId;
        // A lock no gateway reaches refuses the revocation (the code reads "delete failed"): it then ends at its time.
        codeRevoked = await tryDevice(ctx, 'code revocation', async () => {
          const r = await d.removePasscode(ctx, { keyboardPwdId: id });
          if (r.passcode.keyboardPwdStatus === PASSCODE_STATUS.deleteFailed) throw fail('gatewayOffline');
        });
      } else if (stay.cardId) {
        // A room card ends at its own end time (the planned check-out); the number is freed for the next guest's card.
        // It is not blacklisted, so the same card can be written again (docs/hotel.md).
        cardFreed = await d.forgetCard(ctx, { cardId: stay.cardId });
        codeRevoked = false;
      }
      const roomStatusSent = await tryDevice(ctx, 'room vacant', () => d.setRoomStatus(ctx, ROOM_STATUS.vacant));
      return { codeRevoked, cardFreed, roomStatusSent };
    },
  };
}

export type HotelService = ReturnType<typeof createHotelService>;
