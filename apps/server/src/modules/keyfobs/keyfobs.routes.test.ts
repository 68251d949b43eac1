// Key fobs and wireless keypads through their routes on a real database (the device journeys are in
// keyfobs.device.test.ts): pairing through an offline gateway ends "add failed" with its cause; rename is the
// server's alone and checks the name; resync fails again with the cause and gives up after five failures; unknown
// and other locks' accessories are "not found"; an authorized admin manages them, a key holder does not; field
// errors change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { KeyfobItem, KeypadItem } from '@lockconsole/shared/keyfob/keyfob';
import { lockGateways } from '../../db/schema/devices';
import { credentials } from '../../db/schema/credentials';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { makeGateway } from '../locks/locks.test-kit';
import { addKey } from '../lock-users/lock-users.test-kit';
import { makePasscodeLock } from '../passcodes/passcodes.test-kit';

const NOW = Date.parse('2026-07-01T10:00:00Z');
type User = { userId: number; token: string };
type Answer<T> = { status: number; body: { errorCode: number; errorMsg: string; data: T } };

let t: TestApp;
let owner: User;
let admin: User;
let holder: User;

beforeAll(async () => {
  t = await createTestApp({ start: new Date(NOW) });
  owner = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Olga' });
  admin = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Adam' });
  holder = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Hanna' });
});
afterAll(async () => {
  await t?.close();
});

const ok = <T>(r: Answer<T>) => {
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data;
};

/** A lock whose only gateway is offline: every write to the lock fails with −3002 and its cause. */
async function offlineLock() {
  const l = await makePasscodeLock(t.db, owner.userId, { tzOffsetMinutes: 120 });
  const g = await makeGateway(t.db, owner.userId, { online: false });
  await t.db.insert(lockGateways).values({ lockId: l.id, gatewayId: g.id, rssi: -60 });
  await addKey(t.db, l.id, admin.userId, { keyRight: 1 });
  await addKey(t.db, l.id, holder.userId);
  const post = <T>(path: string, p: Record<string, string | number>, who: User = owner) =>
    t.post<T>(path, { lockId: l.id, ...p }, { token: who.token });
  return { ...l, post };
}
const rowOf = async (id: number) => (await t.db.select().from(credentials).where(eq(credentials.id, id)))[0]!;

describe('key fobs', () => {
  it('pairing through an offline gateway: add failed with its cause; resync gives up after five failures', async () => {
    const l = await offlineLock();
    const fob = ok(
      await l.post<KeyfobItem>('/keyfob/add', {
        keyfobNumber: 'RC_0a1b2c',
        mac: 'f0:11:22:33:44:55',
        keyfobName: 'Blue fob',
        validityType: 1,
      }),
    );
    expect(fob).toMatchObject({ status: 5, failureCode: -3002, keyfobName: 'Blue fob', keyfobNumber: 'RC_0a1b2c' });
    for (let i = 0; i < 4; i++)
      expect(ok(await l.post<KeyfobItem>('/keyfob/resync', { keyfobId: fob.keyfobId })).status).toBe(5);
    const gaveUp = await l.post('/keyfob/resync', { keyfobId: fob.keyfobId });
    expect(gaveUp.body.errorCode).toBe(10825);
    expect(gaveUp.body.errorMsg).toMatch(
      /^The key fob could not be sent to the lock after several attempts: The gateway is offline/,
    );
  });

  it('rename is the server’s alone: checked, applied at once, by the owner or an authorized admin only', async () => {
    const l = await offlineLock();
    const [row] = await t.db
      .insert(credentials)
      .values({
        lockId: l.id,
        kind: 'keyfob',
        number: 'RC_00aa11',
        name: 'Old',
        validityType: 1,
        startDate: new Date(0),
      })
      .returning();
    const renamed = ok(
      await l.post<KeyfobItem>('/keyfob/rename', { keyfobId: row!.id, keyfobName: 'Garage fob' }, admin),
    );
    expect(renamed).toMatchObject({ keyfobName: 'Garage fob', status: 1 });
    expect((await rowOf(row!.id)).syncState).toBeNull(); // nothing sent to the lock
    const bad = await l.post('/keyfob/rename', { keyfobId: row!.id, keyfobName: 'x'.repeat(51) });
    expect(bad.body.errorCode).toBe(-3);
    expect((await l.post('/keyfob/rename', { keyfobId: row!.id, keyfobName: 'x' }, holder)).body.errorCode).toBe(-2018);
    expect((await l.post('/keyfob/rename', { keyfobId: 999_999_999, keyfobName: 'x' })).body.errorCode).toBe(-2013);
    expect((await l.post('/keyfob/resync', { keyfobId: row!.id })).body.errorCode).toBe(10824); // in sync already
    expect((await rowOf(row!.id)).name).toBe('Garage fob');
  });

  it('another lock’s fob is not found on this lock', async () => {
    const a = await offlineLock();
    const b = await offlineLock();
    const [row] = await t.db
      .insert(credentials)
      .values({ lockId: a.id, kind: 'keyfob', number: 'RC_00bb22', name: 'A', validityType: 1, startDate: new Date(0) })
      .returning();
    expect((await b.post('/keyfob/rename', { keyfobId: row!.id, keyfobName: 'B' })).body.errorCode).toBe(-2013);
    expect((await b.post('/keyfob/resync', { keyfobId: row!.id })).body.errorCode).toBe(-2013);
    expect((await rowOf(row!.id)).name).toBe('A');
  });
});

describe('wireless keypads', () => {
  it('pair through an offline gateway, rename, resync until it gives up; unknown keypads are not found', async () => {
    const l = await offlineLock();
    const pad = ok(
      await l.post<KeypadItem>('/wirelessKeypad/add', { keypadNumber: 'WK_0c0d0e', mac: 'F0:AA:BB:CC:DD:EE' }),
    );
    expect(pad).toMatchObject({ status: 5, failureCode: -3002 });
    const renamed = ok(
      await l.post<KeypadItem>('/wirelessKeypad/rename', { keypadId: pad.keypadId, keypadName: 'Porch' }),
    );
    expect(renamed.keypadName).toBe('Porch');
    for (let i = 0; i < 4; i++) {
      expect(ok(await l.post<KeypadItem>('/wirelessKeypad/resync', { keypadId: pad.keypadId })).status).toBe(5);
    }
    expect((await l.post('/wirelessKeypad/resync', { keypadId: pad.keypadId })).body.errorCode).toBe(10835);
    expect((await l.post('/wirelessKeypad/rename', { keypadId: 999_999_999, keypadName: 'x' })).body.errorCode).toBe(
      -2014,
    );
    expect(
      (await l.post('/wirelessKeypad/rename', { keypadId: pad.keypadId, keypadName: 'x' }, holder)).body.errorCode,
    ).toBe(-2018);
  });
});
