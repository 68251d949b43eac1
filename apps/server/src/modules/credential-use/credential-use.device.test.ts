// Credentials the lock judges offline, seen used through their records (real gateway + simulator + embedded
// broker): a once passcode typed on the keypad turns invalid in the list; a clear code voids the codes issued
// before it; a once ekey opened over Bluetooth turns invalid (110413) for its holder and its manager.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import type { PasscodePage } from '@lockconsole/shared/passcode/list-keyboard-pwd';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { SimGateway } from '@lockconsole/simulator/sim-gateway';
import { SimLock } from '@lockconsole/simulator/sim-lock';
import { SimPhone } from '@lockconsole/simulator/sim-phone';
import { eventually, startDeviceStack, type DeviceStack, type Envelope } from '../../test/devices/device-stack';

const H = 3_600_000;
let s: DeviceStack;
let owner: { userId: number; token: string };
let lockId: number;
const gw = new SimGateway({ mac: 'AA:0C:00:00:00:01', version: 2, scanMs: 300 });
const lock = new SimLock({ mac: 'CC:0C:00:00:00:01' });

beforeAll(async () => {
  s = await startDeviceStack({ broker: 'embedded' });
  owner = await s.user();
  gw.addLock(lock, -60);
  await s.pairGateway(owner.token, gw);
  lockId = await s.addLock(owner.token, lock.mac);
});
afterAll(async () => {
  lock.close();
  await s?.close();
});

const ok = <T>(r: Envelope<T>) => {
  expect(r.errorCode, r.errorMsg).toBe(0);
  return r.data;
};
const issue = (keyboardPwdType: number) =>
  s.call<PasscodeItem>('POST', '/keyboardPwd/get', { lockId, keyboardPwdType }, owner.token).then(ok);
const statusOf = async (id: number) => {
  const page = ok(await s.call<PasscodePage>('GET', '/lock/listKeyboardPwd', { lockId, pageSize: 200 }, owner.token));
  return page.list.find((p) => p.keyboardPwdId === id)?.keyboardPwdStatus;
};
const becomes = (id: number, status: string) =>
  eventually(async () => (await statusOf(id)) === status, 15_000, `passcode ${id} → ${status}`);

describe('credential use learnt from records', () => {
  it('a once passcode used on the keypad shows invalid; an unused one stays valid', async () => {
    const used = await issue(1);
    const unused = await issue(1);
    expect(lock.enterPasscode(used.keyboardPwd)).toBe(true);
    await becomes(used.keyboardPwdId, '110504');
    expect(await statusOf(unused.keyboardPwdId)).toBe('110501');
  });

  it('a clear code used voids every offline code issued before it (and itself), as the lock does', async () => {
    const permanent = await issue(2);
    expect(lock.enterPasscode(permanent.keyboardPwd)).toBe(true);
    // The clear code starts in a later hour than the permanent code (the lock compares start hours).
    lock.setClock(Date.now() + 2 * H);
    const clear = ok(
      await s.call<PasscodeItem>(
        'POST',
        '/keyboardPwd/get',
        { lockId, keyboardPwdType: 4, startDate: Date.now() + H },
        owner.token,
      ),
    );
    expect(lock.enterPasscode(clear.keyboardPwd)).toBe(true);
    await becomes(clear.keyboardPwdId, '110504');
    await becomes(permanent.keyboardPwdId, '110504');
    expect(lock.enterPasscode(permanent.keyboardPwd)).toBe(false);
    lock.setClock(Date.now());
  });

  it('a once ekey opened over Bluetooth is invalid afterwards, for the holder and in the lock list', async () => {
    const holder = await s.user();
    const sent = ok(
      await s.call<{ keyId: number }>(
        'POST',
        '/key/send',
        { lockId, receiverUsername: holder.email, keyName: 'Courier', validityType: 3, startDate: Date.now() },
        owner.token,
      ),
    );
    const phone = new SimPhone({
      serverUrl: s.serverUrl,
      appId: s.config.webApp.appId,
      appSecret: s.config.webApp.appSecret,
    });
    await phone.useToken(holder.token);
    await phone.sync();
    expect(phone.unlock(lock)).toBe('opened');
    const mine = async () =>
      ok(await s.call<{ list: EkeyItem[] }>('GET', '/key/list', { pageNo: 1, pageSize: 20 }, holder.token)).list.find(
        (k) => k.keyId === sent.keyId,
      )?.keyStatus;
    await eventually(async () => (await mine()) === '110413', 15_000, 'once key invalid');
    const listed = ok(
      await s.call<{ list: EkeyItem[] }>('GET', '/lock/listKey', { lockId, pageNo: 1, pageSize: 20 }, owner.token),
    ).list.find((k) => k.keyId === sent.keyId);
    expect(listed?.keyStatus).toBe('110413');
  });
});
