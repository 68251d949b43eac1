// Hotel rooms (issue 19): locks in hotel mode are rooms of their managers, placed by building and floor; check-in
// issues a passcode for the stay (offline: it works without a gateway) and shows the room occupied; a second check-in
// is refused; check-out ends the stay; strangers see and touch nothing.
import { eq } from 'drizzle-orm';
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
    expect(out).toEqual({ codeRevoked: false, roomStatusSent: false });
    expect((await rooms(owner, { status: 2 })).list.map((x) => x.room)).toContain('512');
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
