// Freeze / unfreeze / delete (with issued keys) / changePeriod / update / authorize and the phone sync, through
// the full pipeline: rights end at once on the server, the holder's phone learns it at /key/sync (credential
// dropped, pending states settle), strangers get −2018 for any key id and nothing changes.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLockSecret } from '@lockconsole/lockcore/secret';
import { verifyEkeyCredential } from '@lockconsole/lockcore/ekey/credential';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import type { SyncedKey } from '@lockconsole/shared/ekey/sync';
import { createTestApp, type TestApp } from '../../test/harness';
import { account, ekeyLock, keyRow, lockKeys, sendKey, type Account } from './ekeys.test-kit';

const H = 3_600_000;
const DAY = 24 * H;

let t: TestApp;
let owner: Account;
let now: number;

beforeAll(async () => {
  t = await createTestApp({ start: new Date('2026-07-01T10:00:00Z') });
  owner = await account(t, 'Olivia');
  now = t.clock.now().getTime();
});
afterAll(async () => {
  await t?.close();
});

const sync = async (who: Account) => {
  const r = await t.post<{ serverTime: number; keys: SyncedKey[] }>('/key/sync', {}, { token: who.token });
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data;
};
const canSee = async (who: Account, lockId: number) =>
  (await t.get('/lock/detail', { lockId }, { token: who.token })).body.errorCode === 0;
const statusOf = async (keyId: number) => (await t.services.ekeys.ekeys.item(keyId))?.keyStatus;

describe('freeze, sync, unfreeze', () => {
  it('freezing ends rights at once; the phone gets frozen (no credential) at its next sync', async () => {
    const lock = await ekeyLock(t, owner, { tzMinutes: 120 });
    const h = await account(t);
    const keyId = await sendKey(t, owner, lock.id, h.email, { validityType: 2, endDate: now + 7 * DAY });
    const first = await sync(h);
    expect(first.serverTime).toBe(now);
    expect(first.keys).toMatchObject([
      { keyId, keyStatus: '110401', lockMac: lock.lockMac, lockTimezoneRawOffset: 120 * 60_000 },
    ]);
    const claims = verifyEkeyCredential(lock.lockSecret, first.keys[0]!.credential!);
    expect(claims).toMatchObject({ keyId, uid: h.userId, validityType: 2, startDate: now, endDate: now + 7 * DAY });
    const otherSecret = encodeLockSecret(crypto.randomBytes(32));
    expect(verifyEkeyCredential(otherSecret, first.keys[0]!.credential!)).toBeNull();

    expect((await t.post('/key/freeze', { keyId }, { token: owner.token })).body.errorCode).toBe(0);
    expect(await statusOf(keyId)).toBe('110404');
    expect(await canSee(h, lock.id)).toBe(false);
    const frozen = await sync(h);
    expect(frozen.keys).toMatchObject([{ keyId, keyStatus: '110405', credential: null }]);
    expect(await statusOf(keyId)).toBe('110405');

    expect((await t.post('/key/unfreeze', { keyId }, { token: owner.token })).body.errorCode).toBe(0);
    expect(await statusOf(keyId)).toBe('110406');
    expect(await canSee(h, lock.id)).toBe(true);
    const back = await sync(h);
    expect(back.keys[0]).toMatchObject({ keyId, keyStatus: '110401' });
    expect(back.keys[0]!.credential).not.toBeNull();
    // Unfreezing a normal key changes nothing; freezing a deleting key is refused.
    expect((await t.post('/key/unfreeze', { keyId }, { token: owner.token })).body.errorCode).toBe(0);
    expect(await statusOf(keyId)).toBe('110401');
  });

  it('unfreezing a key still freezing restores it directly', async () => {
    const lock = await ekeyLock(t, owner);
    const h = await account(t);
    const keyId = await sendKey(t, owner, lock.id, h.email);
    await t.post('/key/freeze', { keyId }, { token: owner.token });
    await t.post('/key/unfreeze', { keyId }, { token: owner.token });
    expect(await statusOf(keyId)).toBe('110401');
  });
});

describe('delete', () => {
  it('deleting → deleted at the holder’s sync; deleteIssued also deletes the keys the holder sent', async () => {
    const lock = await ekeyLock(t, owner);
    const [admin, x, y, z] = [await account(t), await account(t), await account(t), await account(t)];
    const adminKey = await sendKey(t, owner, lock.id, admin.email, { keyRight: 1 });
    const kx = await sendKey(t, admin, lock.id, x.email);
    const ky = await sendKey(t, admin, lock.id, y.email, { validityType: 2, endDate: now + DAY });
    const kz = await sendKey(t, owner, lock.id, z.email);
    const waiting = (
      await t.post<{ keyId: number }>(
        '/key/send',
        { lockId: lock.id, receiverUsername: 'later@example.com', keyName: 'w', validityType: 1, createUser: 1 },
        { token: admin.token },
      )
    ).body.data.keyId;

    const r = await t.post('/key/delete', { keyId: adminKey, deleteIssued: 1 }, { token: owner.token });
    expect(r.body.errorCode, r.body.errorMsg).toBe(0);
    expect(await statusOf(adminKey)).toBe('110407');
    expect(await statusOf(kx)).toBe('110407');
    expect(await statusOf(ky)).toBe('110407');
    expect(await statusOf(kz)).toBe('110401');
    expect((await keyRow(t, waiting)).deletedAt).not.toBeNull(); // no phone to tell: gone at once
    for (const who of [admin, x, y]) expect(await canSee(who, lock.id)).toBe(false);
    expect(await canSee(z, lock.id)).toBe(true);

    const s = await sync(x);
    expect(s.keys).toMatchObject([{ keyId: kx, keyStatus: '110408', credential: null }]);
    expect((await sync(x)).keys).toEqual([]);
    expect((await lockKeys(t, owner, lock.id)).map((k) => [k.keyId, k.keyStatus])).toEqual([
      [kz, '110401'],
      [ky, '110407'],
      [adminKey, '110407'],
    ]);
  });

  it('without deleteIssued the issued keys stay', async () => {
    const lock = await ekeyLock(t, owner);
    const [admin, x] = [await account(t), await account(t)];
    const adminKey = await sendKey(t, owner, lock.id, admin.email, { keyRight: 1 });
    const kx = await sendKey(t, admin, lock.id, x.email);
    expect((await t.post('/key/delete', { keyId: adminKey }, { token: owner.token })).body.errorCode).toBe(0);
    expect(await statusOf(kx)).toBe('110401');
  });
});

describe('change period, update, authorize', () => {
  it('changes the period within the changer’s own validity (−3039 beyond), renames, remarks, remote', async () => {
    const lock = await ekeyLock(t, owner);
    const [admin, x] = [await account(t), await account(t)];
    await sendKey(t, owner, lock.id, admin.email, { keyRight: 1, validityType: 2, endDate: now + 10 * DAY });
    const kx = await sendKey(t, admin, lock.id, x.email, { validityType: 2, endDate: now + 5 * DAY });
    const change = (by: Account, o: Record<string, number | string>) =>
      t.post('/key/changePeriod', { keyId: kx, ...o }, { token: by.token });
    expect((await change(admin, { validityType: 2, startDate: now, endDate: now + 11 * DAY })).body.errorCode).toBe(
      -3039,
    );
    expect((await change(admin, { validityType: 1 })).body.errorCode).toBe(-3039);
    expect((await change(admin, { validityType: 2, startDate: now, endDate: now - H })).body.errorCode).toBe(-3);
    expect((await t.services.ekeys.ekeys.item(kx))?.endDate).toBe(now + 5 * DAY);
    const cycle = {
      validityType: 4,
      startDate: now,
      endDate: now + 9 * DAY,
      cycleDays: '[1,7]',
      cycleStartMinute: 600,
      cycleEndMinute: 720,
    };
    expect((await change(admin, cycle)).body.errorCode).toBe(0);
    expect(await t.services.ekeys.ekeys.item(kx)).toMatchObject({
      validityType: 4,
      keyType: 4,
      cycleDays: [1, 7],
      endDate: now + 9 * DAY,
    });
    expect((await change(owner, { validityType: 1 })).body.errorCode).toBe(0);
    expect(await t.services.ekeys.ekeys.item(kx)).toMatchObject({
      validityType: 1,
      startDate: 0,
      endDate: 0,
      cycleDays: [],
    });

    const up = await t.post(
      '/key/update',
      { keyId: kx, keyName: 'Renamed', remarks: 'front only', remoteEnable: 1 },
      { token: admin.token },
    );
    expect(up.body.errorCode).toBe(0);
    expect(await t.services.ekeys.ekeys.item(kx)).toMatchObject({
      keyName: 'Renamed',
      remarks: 'front only',
      remoteEnable: 1,
    });
    const badName = await t.post('/key/update', { keyId: kx, keyName: 'x'.repeat(51) }, { token: admin.token });
    expect(badName.body.errorCode).toBe(-3);
    expect((await t.services.ekeys.ekeys.item(kx))?.keyName).toBe('Renamed');
  });

  it('only the owner authorizes; an admin cannot touch another admin’s key nor its own', async () => {
    const lock = await ekeyLock(t, owner);
    const [a1, a2, x] = [await account(t), await account(t), await account(t)];
    const k1 = await sendKey(t, owner, lock.id, a1.email, { keyRight: 1 });
    const k2 = await sendKey(t, owner, lock.id, a2.email, { keyRight: 1 });
    const kx = await sendKey(t, owner, lock.id, x.email);
    expect((await t.post('/key/authorize', { keyId: kx }, { token: a1.token })).body.errorCode).toBe(-2018);
    expect((await t.post('/key/freeze', { keyId: k2 }, { token: a1.token })).body.errorCode).toBe(-2018);
    expect((await t.post('/key/delete', { keyId: k1 }, { token: a1.token })).body.errorCode).toBe(-2018);
    expect((await t.post('/key/authorize', { keyId: kx }, { token: owner.token })).body.errorCode).toBe(0);
    expect((await t.services.ekeys.ekeys.item(kx))?.keyRight).toBe(1);
    // Now x manages the lock.
    expect((await t.get('/lock/listKey', { lockId: lock.id }, { token: x.token })).body.errorCode).toBe(0);
    expect((await t.post('/key/unauthorize', { keyId: kx }, { token: owner.token })).body.errorCode).toBe(0);
    expect((await t.get('/lock/listKey', { lockId: lock.id }, { token: x.token })).body.errorCode).toBe(-2018);
    expect(await statusOf(k1)).toBe('110401');
    expect(await statusOf(k2)).toBe('110401');
  });

  it('answers −2018 to strangers and key holders for every key route and for unknown keys; nothing changes', async () => {
    const lock = await ekeyLock(t, owner);
    const [h, stranger] = [await account(t), await account(t)];
    const keyId = await sendKey(t, owner, lock.id, h.email, { keyName: 'Mine' });
    const calls: [string, Record<string, string | number>][] = [
      ['/key/freeze', {}],
      ['/key/unfreeze', {}],
      ['/key/delete', { deleteIssued: 1 }],
      ['/key/changePeriod', { validityType: 2, endDate: now + DAY }],
      ['/key/update', { keyName: 'Taken' }],
      ['/key/authorize', {}],
      ['/key/unauthorize', {}],
      ['/key/getUnlockLink', {}],
    ];
    for (const [path, extra] of calls) {
      for (const who of [stranger, h]) {
        if (who === h && path === '/key/getUnlockLink') continue; // the holder's own key: allowed
        const r = await t.post(path, { keyId, ...extra }, { token: who.token });
        expect(r.body.errorCode, `${path}`).toBe(-2018);
      }
      const unknown = await t.post(path, { keyId: 987_654_321, ...extra }, { token: owner.token });
      expect(unknown.body.errorCode, `${path} unknown`).toBe(-2018);
    }
    const item = await t.services.ekeys.ekeys.item(keyId);
    expect(item).toMatchObject({ keyName: 'Mine', keyStatus: '110401', keyRight: 0, validityType: 1 });
    const theirs = await t.get<{ list: EkeyItem[] }>('/key/list', {}, { token: stranger.token });
    expect(theirs.body.data.list).toEqual([]);
  });
});
