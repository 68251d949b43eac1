// Hotel rooms (issue 19): locks in hotel mode are rooms of their managers, placed by building and floor; check-in
// issues a passcode for the stay (offline: it works without a gateway) and shows the room occupied; a second check-in
// is refused; check-out ends the stay; strangers see and touch nothing.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from '@lockconsole/shared/hotel/hotel';
import { locks } from '../../db/schema/devices';
import { lockSettings } from '../../db/schema/lock-settings';
import { passcodes } from '../../db/schema/passcodes';
import { createTestApp, type TestApp } from '../../test/harness';
import { ok } from '../../test/answers';
import { createUserWithSession } from '../../test/factories';
import { giveKey } from '../locks/locks.test-kit';
import { makePasscodeLock } from '../passcodes/passcodes.test-kit';
import { readHotelCard, verifyHotelCard } from '@lockconsole/lockcore/hotel-card';

const H = 3_600_000;
let t: TestApp;
type User = { userId: number; token: string };
let owner: User;
let admin: User;
let stranger: User;

beforeAll(async () => {
  t = await createTestApp({ start: new Date('2026-07-01T10:00:00Z') });
  owner = await createUserWithSession(t.db, t.services.sessions);
  admin = await createUserWithSession(t.db, t.services.sessions);
  stranger = await createUserWithSession(t.db, t.services.sessions);
});
afterAll(async () => {
  await t?.close();
});

async function room(alias: string, hotelMode = 1) {
  const lock = await makePasscodeLock(t.db, owner.userId, { tzOffsetMinutes: 0 });
  await t.db.update(locks).set({ lockAlias: alias }).where(eq(locks.id, lock.id));
  await t.db.insert(lockSettings).values({ lockId: lock.id, hotelMode });
  await giveKey(t.db, lock.id, admin.userId, { keyRight: 1 });
  return lock.id;
}
const rooms = async (who: User, q: Record<string, string | number> = {}) =>
  ok(await t.get<{ list: Room[]; total: number; buildings: string[] }>('/hotel/rooms', q, { token: who.token }));
const post = <T>(path: string, p: Record<string, string | number>, who = owner) =>
  t.post<T>(path, p, { token: who.token });

describe('hotel rooms', () => {
  it('lists the locks in hotel mode by building and floor, to their managers only', async () => {
    const a = await room('101');
    const b = await room('201');
    await room('Lobby door', 0);
    ok(await post('/hotel/updateRoom', { lockId: a, building: 'East', floor: '1' }));
    ok(await post('/hotel/updateRoom', { lockId: b, building: 'East', floor: '2' }, admin));
    expect((await post('/hotel/updateRoom', { lockId: a, building: 'West' }, stranger)).body.errorCode).toBe(-2018);
    const mine = await rooms(owner);
    expect(mine.list.map((r) => [r.room, r.building, r.floor, r.status])).toEqual([
      ['101', 'East', '1', 2],
      ['201', 'East', '2', 2],
    ]);
    expect(mine.buildings).toEqual(['East']);
    expect(mine.list.map((r) => r.deviceKind)).toEqual(['door', 'door']);
    // A lift controller and a power switch in hotel mode are listed as what they are.
    const lift = await room('Lift A');
    await t.db.update(locks).set({ deviceKind: 'lift' }).where(eq(locks.id, lift));
    const power = await room('101 power');
    await t.db.update(locks).set({ deviceKind: 'powerSwitch' }).where(eq(locks.id, power));
    const kinds = (await rooms(owner)).list.map((r) => [r.room, r.deviceKind]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['Lift A', 'lift'],
        ['101 power', 'powerSwitch'],
      ]),
    );
    const listed = ok(
      await t.get<{ list: { lockAlias: string; lockKind: string }[] }>(
        '/lock/list',
        { pageNo: 1, pageSize: 100 },
        { token: owner.token },
      ),
    ).list;
    expect(listed.find((l) => l.lockAlias === 'Lift A')?.lockKind).toBe('lift');
    expect(listed.find((l) => l.lockAlias === '101')?.lockKind).toBe('door');
    await t.db
      .update(lockSettings)
      .set({ hotelMode: 0 })
      .where(inArray(lockSettings.lockId, [lift, power]));
    expect((await rooms(admin)).total).toBe(2);
    expect((await rooms(stranger)).total).toBe(0);
  });

  it('checks a guest in with a passcode for the stay, once; checks them out', async () => {
    const r = await room('305');
    const end = t.clock.now().getTime() + 48 * H;
    const stay = ok(
      await post<{ keyboardPwd: string; keyboardPwdId: number; endDate: number; roomStatusSent: boolean }>(
        '/hotel/checkIn',
        { lockId: r, guestName: 'Ms Rossi', endDate: end },
        admin,
      ),
    );
    expect(stay.keyboardPwd).toMatch(/^\d{6,9}$/);
    expect(stay.endDate).toBe(end);
    // No gateway reaches this lock: the stay stands, the lock's own room status waits.
    expect(stay.roomStatusSent).toBe(false);
    const [code] = await t.db.select().from(passcodes).where(eq(passcodes.id, stay.keyboardPwdId));
    expect(code).toMatchObject({ lockId: r, keyboardPwdName: 'Ms Rossi', keyboardPwdType: 3 });

    const occupied = await rooms(owner, { status: 1 });
    expect(occupied.list.map((x) => x.room)).toEqual(['305']);
    expect(occupied.list[0]!.stay).toMatchObject({ guestName: 'Ms Rossi', endDate: end, overdue: false });
    expect((await post('/hotel/checkIn', { lockId: r, guestName: 'Mr Bianchi', endDate: end })).body).toMatchObject({
      errorCode: 10918,
      errorMsg: 'This room has a guest. Check them out first',
    });
    t.clock.advance(49 * H);
    expect((await rooms(owner, { status: 1 })).list[0]!.stay!.overdue).toBe(true);

    const out = ok(await post<{ codeRevoked: boolean }>('/hotel/checkOut', { lockId: r }));
    expect(typeof out.codeRevoked).toBe('boolean');
    expect((await post('/hotel/checkOut', { lockId: r })).body.errorCode).toBe(10919);
    expect((await rooms(owner, { status: 1 })).total).toBe(0);
  });

  it('an early check-out where no gateway reaches the lock says the code still works until its end', async () => {
    const r = await room('512');
    const end = t.clock.now().getTime() + 24 * H;
    ok(await post('/hotel/checkIn', { lockId: r, guestName: 'Early', endDate: end }));
    const out = ok(await post<{ codeRevoked: boolean; roomStatusSent: boolean }>('/hotel/checkOut', { lockId: r }));
    expect(out).toEqual({ codeRevoked: false, cardFreed: false, roomStatusSent: false });
    expect((await rooms(owner, { status: 2 })).list.map((x) => x.room)).toContain('512');
  });

  it('checks a guest in with a room card for the encoder (sealed for the room, valid for the stay) and frees it at check-out for the next guest', async () => {
    const r = await room('7');
    ok(await post('/hotel/updateRoom', { lockId: r, building: '2', floor: '7' }));
    const end = t.clock.now().getTime() + 24 * H;
    const stay = ok(
      await post<{ keyboardPwd: string | null; cardId: number; cardData: string; endDate: number }>('/hotel/checkIn', {
        lockId: r,
        guestName: 'Mr Card',
        endDate: end,
        cardNumber: '3661413478',
      }),
    );
    expect(stay.keyboardPwd).toBeNull();
    expect(stay.endDate).toBe(end);
    const [lock] = await t.db.select().from(locks).where(eq(locks.id, r));
    const at = (ms: number) =>
      verifyHotelCard(stay.cardData, '3661413478', { secret: lock!.lockSecret, lockId: r, nowMs: ms });
    expect(at(t.clock.now().getTime())).toBe('valid');
    expect(at(end + 1000)).toBe('expired');
    expect(readHotelCard(stay.cardData)).toMatchObject({ lockId: r, building: 2, floor: 7 });
    // The card is in the lock's card list under the guest's name, and the room reads occupied.
    const cards = ok(
      await t.get<{ list: { cardId: number; cardName: string }[] }>(
        '/card/list',
        { lockId: r, pageNo: 1, pageSize: 20 },
        { token: owner.token },
      ),
    );
    expect(cards.list.find((c) => c.cardId === stay.cardId)?.cardName).toBe('Mr Card');
    expect((await rooms(owner, { status: 1 })).list.map((x) => x.room)).toContain('7');

    // A card the lock knows already is not taken over by another stay.
    const other = await room('8');
    ok(await post('/card/add', { lockId: other, cardNumber: '777000', cardName: 'Staff', validityType: 1 }));
    expect(
      (await post('/hotel/checkIn', { lockId: other, guestName: 'X', endDate: end, cardNumber: '777000' })).body
        .errorCode,
    ).toBe(10929);
    expect((await rooms(owner, { status: 1 })).list.map((x) => x.room)).not.toContain('8');

    // Check-out: the card ends at its own end time (not blacklisted), so the same card is written for the next guest.
    expect((await rooms(owner, { status: 1 })).list.find((x) => x.room === '7')?.stay?.withCard).toBe(true);
    const out = ok(await post<{ codeRevoked: boolean; cardFreed: boolean }>('/hotel/checkOut', { lockId: r }));
    expect(out).toMatchObject({ codeRevoked: false, cardFreed: true });
    expect((await rooms(owner, { status: 2 })).list.map((x) => x.room)).toContain('7');
    const left = ok(
      await t.get<{ list: { cardId: number }[] }>(
        '/card/list',
        { lockId: r, pageNo: 1, pageSize: 20 },
        { token: owner.token },
      ),
    );
    expect(left.list.some((c) => c.cardId === stay.cardId)).toBe(false);
    const next = ok(
      await post<{ cardData: string }>('/hotel/checkIn', {
        lockId: r,
        guestName: 'Ms Next',
        endDate: end,
        cardNumber: '3661413478',
      }),
    );
    expect(
      verifyHotelCard(next.cardData, '3661413478', {
        secret: lock!.lockSecret,
        lockId: r,
        nowMs: t.clock.now().getTime(),
      }),
    ).toBe('valid');
    ok(await post('/hotel/checkOut', { lockId: r }));
  });

  it('refuses a lock not in hotel mode, a check-out time in the past or too far, and strangers', async () => {
    const plain = await room('Office', 0);
    const r = await room('410');
    const now = t.clock.now().getTime();
    expect((await post('/hotel/checkIn', { lockId: plain, guestName: 'X', endDate: now + H })).body.errorCode).toBe(
      10705,
    );
    for (const endDate of [now - H, now + 91 * 24 * H])
      expect((await post('/hotel/checkIn', { lockId: r, guestName: 'X', endDate })).body.errorCode).toBe(10917);
    expect(
      (await post('/hotel/checkIn', { lockId: r, guestName: 'X', endDate: now + H }, stranger)).body.errorCode,
    ).toBe(-2018);
    expect((await post('/hotel/checkIn', { lockId: r, guestName: '', endDate: now + H })).body.errorCode).toBe(-3);
    expect((await rooms(owner, { status: 1 })).total).toBe(0);
  });
});
