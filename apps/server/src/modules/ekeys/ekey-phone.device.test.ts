// A key holder's phone end to end (issue 6): the owner sends a cycle key to a second account; that account's
// phone (simulator, real signed HTTP API, real new-device login) syncs and opens the simulated lock over
// "Bluetooth" inside the window — the record reaches the server through the gateway with the key's id — and is
// refused outside it (the lock's own clock decides); after the owner freezes the key the phone's next sync drops
// the credential, and the lock itself refuses the old credential (revoked through the gateway) until the key is
// unfrozen and synced anew.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import { KEY_STATUS } from '@lockconsole/shared/ekey/ekey';
import type { LockRecord } from '@lockconsole/shared/lock-record/list';
import { SimGateway } from '@lockconsole/simulator/sim-gateway';
import { SimLock } from '@lockconsole/simulator/sim-lock';
import { SimPhone } from '@lockconsole/simulator/sim-phone';
import { sliderChallenges, users } from '../../db/schema/accounts';
import { outboxMessages } from '../../db/schema/messaging';
import { sha256Hex } from '../../platform/clock';
import { eventually, startDeviceStack, type DeviceStack } from '../../test/devices/device-stack';
import { createPasswordHasher } from '../accounts/password-hasher';

const DAY = 86_400_000;
const H = 3_600_000;
const PASSWORD = 'Holder-pw-2026';

let s: DeviceStack;
let owner: { userId: number; token: string };
let holder: { userId: number; token: string; email: string };
const gw = new SimGateway({ mac: 'AA:06:00:00:00:01', version: 2, scanMs: 300 });
const lock = new SimLock({ mac: 'C6:00:00:00:00:01' });
let lockId: number;
let phone: SimPhone;

beforeAll(async () => {
  s = await startDeviceStack({ broker: 'embedded' });
  owner = await s.user();
  holder = await s.user();
  // The holder can sign in with a password (factories make accounts that cannot).
  const passwordHash = await createPasswordHasher({ memoryCost: 1024, timeCost: 1 }).hash(PASSWORD);
  await s.db.update(users).set({ passwordHash }).where(eq(users.id, holder.userId));
  gw.addLock(lock, -60);
  await s.pairGateway(owner.token, gw);
  lockId = await s.addLock(owner.token, lock.mac);
  phone = new SimPhone({ serverUrl: s.serverUrl, appId: s.config.webApp.appId, appSecret: s.config.webApp.appSecret });
});
afterAll(async () => {
  lock.close();
  await s?.close();
});

/** What the holder does when the app asks for the new-device code: solve the slider, have it sent, read it. */
async function newDeviceCode(): Promise<string> {
  const img = await s.call<{ token: string }>('POST', '/user/getSliderVerifyImg', { type: 1 });
  const [row] = await s.db
    .select()
    .from(sliderChallenges)
    .where(eq(sliderChallenges.tokenHash, sha256Hex(img.data.token)));
  expect((await s.call('POST', '/user/isSliderValid', { token: img.data.token, x: row!.x })).errorCode).toBe(0);
  const sent = await s.call('POST', '/user/sendValidationCode', {
    account: holder.email,
    type: CODE_TYPE.newDevice,
    sliderToken: img.data.token,
  });
  expect(sent.errorCode, sent.errorMsg).toBe(0);
  // The newest message: the holder was also told of the ekey it was sent.
  const [msg] = await s.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, holder.email))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(msg!.body)![1]!;
}

/** Lock-clock instant `days` days from today at `hour`:00 in the lock's local time, and its ekey day (Sun 1 … Sat 7). */
function lockLocal(days: number, hour: number) {
  const tz = lock.timezoneOffsetMs;
  const local = Math.floor((Date.now() + tz) / DAY) * DAY + days * DAY + hour * H;
  return { at: local - tz, ekeyDay: new Date(local).getUTCDay() + 1 };
}

const ekeyRecords = async (keyId: number) =>
  (
    await s.call<{ list: LockRecord[] }>(
      'GET',
      '/lockRecord/list',
      { lockId, pageNo: 1, pageSize: 50, keyId },
      owner.token,
    )
  ).data.list;

describe('phone (Bluetooth) ekey unlock against the real server', () => {
  it('signs in as a new device with the code, syncs the cycle key, opens inside the window only, until frozen', async () => {
    const tomorrow9 = lockLocal(1, 9);
    const sent = await s.call<{ keyId: number }>(
      'POST',
      '/key/send',
      {
        lockId,
        receiverUsername: holder.email,
        keyName: 'Cleaner',
        validityType: 4,
        startDate: Date.now(),
        endDate: Date.now() + 7 * DAY,
        cycleDays: JSON.stringify([tomorrow9.ekeyDay]),
        cycleStartMinute: 8 * 60,
        cycleEndMinute: 10 * 60,
      },
      owner.token,
    );
    expect(sent.errorCode, sent.errorMsg).toBe(0);
    const keyId = sent.data.keyId;

    // Without the code a new phone is refused; with it, signed in.
    await expect(phone.login(holder.email, PASSWORD)).rejects.toThrow(/10009/);
    expect(await phone.login(holder.email, PASSWORD, { code: newDeviceCode })).toBe(holder.userId);

    const keys = await phone.sync();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      keyId,
      lockMac: lock.mac,
      keyStatus: KEY_STATUS.normal,
      cycleDays: [tomorrow9.ekeyDay],
    });
    expect(keys[0]!.credential).toBeTruthy();
    const credential = keys[0]!.credential!;

    // Now (today) is not the key's day; tomorrow 09:00 lock time is.
    lock.setClock(tomorrow9.at);
    expect(phone.unlock(lock)).toBe('opened');
    lock.setClock(tomorrow9.at + 2 * H); // 11:00
    expect(phone.unlock(lock)).toBe('outsideCycle');
    lock.setClock(lockLocal(2, 9).at); // the next day, 09:00
    expect(phone.unlock(lock)).toBe('outsideCycle');

    // Both outcomes reach the server through the gateway, as app records of that key and holder.
    const recs = await eventually(
      async () => {
        const list = await ekeyRecords(keyId);
        return list.length >= 3 && list;
      },
      8000,
      'phone records at the server',
    );
    expect(recs.map((r) => [r.recordType, r.success, r.keyId, r.operatorUid]).sort()).toEqual([
      [1, 0, keyId, holder.userId],
      [1, 0, keyId, holder.userId],
      [1, 1, keyId, holder.userId],
    ]);

    // The owner freezes the key: the phone's next sync settles it and carries no credential.
    expect((await s.call('POST', '/key/freeze', { keyId }, owner.token)).errorCode).toBe(0);
    const after = await phone.sync();
    expect(after.map((k) => [k.keyId, k.keyStatus, k.credential])).toEqual([[keyId, KEY_STATUS.frozen, null]]);
    lock.setClock(tomorrow9.at + 30 * 60_000);
    expect(phone.unlock(lock)).toBe('frozen');

    // The freeze also reached the lock through its gateway (ekey.revoke): the old credential — kept by a phone
    // that did not sync, or copied — is refused by the lock itself.
    await eventually(async () => lock.bluetoothUnlock(credential, holder.userId) === 'revoked', 8000, 'revoked');
    // It is bound to its holder anyway.
    expect(lock.bluetoothUnlock(credential, owner.userId)).toBe('invalid');

    // Unfrozen, the phone's next sync brings a credential signed after the revocation: it opens again.
    expect((await s.call('POST', '/key/unfreeze', { keyId }, owner.token)).errorCode).toBe(0);
    await phone.sync();
    expect(phone.unlock(lock)).toBe('opened');
  });
});
