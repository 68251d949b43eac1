// GET /lock/list queryType (spec §3 lock list query type: 1 card, 2 custom passcode, 3 fingerprint, 8 QR code, 9
// face — locks the caller manages; 4 add and 5 cancel authorized admin, 7 transfer — owned locks; 10 unlock batch;
// 0/absent all) and GET /lockRecord/list keyId, on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockPage } from '@lockconsole/shared/lock/lock';
import type { LockRecord } from '@lockconsole/shared/lock-record/list';
import { lockRecords } from '../../db/schema/devices';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { addKey } from '../lock-users/lock-users.test-kit';
import { makeLock } from './locks.test-kit';

type User = { userId: number; token: string };
let t: TestApp;
let owner: User;
let admin: User;
let holder: User;
let quiet: User;
let front: number;
let back: number;
let shed: number;
let theirs: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUserWithSession(t.db, t.services.sessions);
  admin = await createUserWithSession(t.db, t.services.sessions);
  holder = await createUserWithSession(t.db, t.services.sessions);
  quiet = await createUserWithSession(t.db, t.services.sessions);
  front = (await makeLock(t.db, owner.userId, { alias: 'Front' })).id;
  back = (await makeLock(t.db, owner.userId, { alias: 'Back' })).id;
  shed = (await makeLock(t.db, owner.userId, { alias: 'Shed', remoteUnlockSwitch: 2 })).id;
  theirs = (await makeLock(t.db, admin.userId, { alias: 'Their own' })).id;
  await addKey(t.db, front, admin.userId, { keyRight: 1 });
  await addKey(t.db, back, admin.userId, { keyRight: 1, keyStatus: '110408' });
  await addKey(t.db, front, holder.userId, { remoteEnable: 1 });
  await addKey(t.db, back, holder.userId, { remoteEnable: 2 });
  await addKey(t.db, shed, holder.userId, { remoteEnable: 1 });
  await addKey(t.db, front, quiet.userId, { remoteEnable: 2 });
});
afterAll(async () => {
  await t?.close();
});

const ids = async (who: User, params: Record<string, string | number>) => {
  const r = await t.get<LockPage>('/lock/list', params, { token: who.token });
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data.list.map((l) => l.lockId).sort((a, b) => a - b);
};
const sorted = (...xs: number[]) => xs.sort((a, b) => a - b);

describe('GET /lock/list queryType', () => {
  it('0 or absent: every lock the caller sees', async () => {
    expect(await ids(owner, {})).toEqual(sorted(front, back, shed));
    expect(await ids(owner, { queryType: 0 })).toEqual(sorted(front, back, shed));
    expect(await ids(admin, {})).toEqual(sorted(front, theirs));
    expect(await ids(holder, {})).toEqual(sorted(front, back, shed));
  });

  it('4 (add authorized admin): only owned locks', async () => {
    expect(await ids(owner, { queryType: 4 })).toEqual(sorted(front, back, shed));
    expect(await ids(admin, { queryType: 4 })).toEqual([theirs]);
    expect(await ids(holder, { queryType: 4 })).toEqual([]);
  });

  it('5 (cancel authorized admin): owned locks that have an authorized admin (a deleted admin key is none)', async () => {
    expect(await ids(owner, { queryType: 5 })).toEqual([front]);
    expect(await ids(admin, { queryType: 5 })).toEqual([]);
    const r = await t.get<LockPage>('/lock/list', { queryType: 5, lockAlias: 'back' }, { token: owner.token });
    expect(r.body.data).toMatchObject({ total: 0, list: [] });
  });

  it('10 (unlock batch): locks the caller may unlock remotely, switch on', async () => {
    expect(await ids(owner, { queryType: 10 })).toEqual(sorted(front, back));
    expect(await ids(holder, { queryType: 10 })).toEqual([front]);
    expect(await ids(quiet, { queryType: 10 })).toEqual([]);
    expect(await ids(admin, { queryType: 10 })).toEqual(sorted(front, theirs));
  });

  it('1, 2, 3, 8, 9 (give a card, custom passcode, fingerprint, QR code, face): locks the caller manages', async () => {
    for (const queryType of [1, 2, 3, 8, 9]) {
      expect(await ids(owner, { queryType })).toEqual(sorted(front, back, shed));
      expect(await ids(admin, { queryType })).toEqual(sorted(front, theirs));
      expect(await ids(holder, { queryType })).toEqual([]);
    }
  });

  it('7 (transfer): only owned locks', async () => {
    expect(await ids(admin, { queryType: 7 })).toEqual([theirs]);
    expect(await ids(holder, { queryType: 7 })).toEqual([]);
  });

  it('refuses a query type it does not answer with −3', async () => {
    for (const queryType of [6, 11, 'x']) {
      const r = await t.get('/lock/list', { queryType }, { token: owner.token });
      expect(r.body.errorCode).toBe(-3);
    }
  });
});

describe('GET /lockRecord/list keyId', () => {
  it('answers only the records of that key', async () => {
    const adminKey = (await t.services.permissions.roles(admin.userId, [front])).get(front)!.key!.id;
    const holderKey = (await t.services.permissions.roles(holder.userId, [front])).get(front)!.key!.id;
    const at = (n: number) => new Date(Date.parse('2026-06-01T00:00:00Z') + n * 60_000);
    await t.db.insert(lockRecords).values(
      [adminKey, holderKey, holderKey, null].map((keyId, i) => ({
        lockId: front,
        seq: i + 1,
        recordType: 1,
        success: true,
        keyId,
        lockDate: at(i),
        serverDate: at(i),
      })),
    );
    const list = async (params: Record<string, number>) => {
      const r = await t.get<{ list: LockRecord[]; total: number }>(
        '/lockRecord/list',
        { lockId: front, ...params },
        { token: owner.token },
      );
      expect(r.body.errorCode, r.body.errorMsg).toBe(0);
      return r.body.data;
    };
    expect((await list({})).total).toBe(4);
    const mine = await list({ keyId: holderKey });
    expect(mine.total).toBe(2);
    expect(mine.list.map((r) => r.seq)).toEqual([3, 2]);
    expect((await list({ keyId: adminKey })).list.map((r) => r.seq)).toEqual([1]);
    expect((await list({ keyId: 99_999_999 })).total).toBe(0);
    const bad = await t.get('/lockRecord/list', { lockId: front, keyId: 'k' }, { token: owner.token });
    expect(bad.body.errorCode).toBe(-3);
  });
});
