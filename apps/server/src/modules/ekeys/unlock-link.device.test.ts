// Unlock by link end to end: a key holder's link opens the simulated lock through a real gateway and broker
// (the unlock record names the holder and the key); a once key's link opens once; after a freeze it opens nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_STATUS, OP_STATE } from '@lockconsole/shared/devices/enums';
import type { LockRecord } from '@lockconsole/shared/lock-record/list';
import { SimGateway } from '@lockconsole/simulator/sim-gateway';
import { SimLock } from '@lockconsole/simulator/sim-lock';
import { eventually, startDeviceStack, type DeviceStack } from '../../test/devices/device-stack';

let s: DeviceStack;
let owner: { userId: number; token: string; email: string };
let holder: { userId: number; token: string; email: string };
const gw = new SimGateway({ mac: 'AA:06:00:00:00:21', version: 2, scanMs: 300 });
const lock = new SimLock({ mac: 'C6:00:00:00:00:21' });
let lockId: number;

beforeAll(async () => {
  s = await startDeviceStack({ broker: 'embedded' });
  owner = await s.user();
  holder = await s.user();
  gw.addLock(lock, -60);
  await s.pairGateway(owner.token, gw);
  lockId = await s.addLock(owner.token, lock.mac);
});
afterAll(async () => {
  lock.close();
  await s?.close();
});

const linkFor = async (keyId: number) => {
  const r = await s.call<{ link: string }>('POST', '/key/getUnlockLink', { keyId }, holder.token);
  expect(r.errorCode, r.errorMsg).toBe(0);
  return new URL(r.data.link, s.serverUrl).pathname.replace('/unlock/', '');
};
const byLink = (token: string) => s.call<{ state: number }>('POST', '/key/unlockByLink', { token });

describe('unlock by link through the gateway', () => {
  it('opens the lock within the key’s validity, records it as the holder’s key, and stops after a freeze', async () => {
    const sent = await s.call<{ keyId: number }>(
      'POST',
      '/key/send',
      {
        lockId,
        receiverUsername: holder.email,
        keyName: 'Guest',
        validityType: 2,
        endDate: Date.now() + 86_400_000,
        remoteEnable: 1,
      },
      owner.token,
    );
    expect(sent.errorCode, sent.errorMsg).toBe(0);
    const keyId = sent.data.keyId;
    const token = await linkFor(keyId);
    const info = await s.call<{ usable: number }>('GET', '/key/unlockLinkInfo', { token });
    expect(info.data.usable).toBe(1);
    const r = await byLink(token);
    expect(r.errorCode, r.errorMsg).toBe(0);
    expect(r.data.state).toBe(OP_STATE.success);
    expect(lock.lockStatus).toBe(LOCK_STATUS.unlocked);
    const recs = await eventually(
      async () => {
        const list = (
          await s.call<{ list: LockRecord[] }>(
            'GET',
            '/lockRecord/list',
            { lockId, pageNo: 1, pageSize: 50 },
            owner.token,
          )
        ).data.list.filter((x) => x.operatorUid === holder.userId);
        return list.length > 0 && list;
      },
      8000,
      'the holder’s unlock record',
    );
    expect(recs[0]).toMatchObject({ success: 1, keyId });

    expect((await s.call('POST', '/key/freeze', { keyId }, owner.token)).errorCode).toBe(0);
    expect((await byLink(token)).errorCode).toBe(-3046);
  });

  it('a once key’s link opens once', async () => {
    const other = await s.user();
    const sent = await s.call<{ keyId: number }>(
      'POST',
      '/key/send',
      { lockId, receiverUsername: other.email, keyName: 'Courier', validityType: 3, remoteEnable: 1 },
      owner.token,
    );
    expect(sent.errorCode, sent.errorMsg).toBe(0);
    const r = await s.call<{ link: string }>('POST', '/key/getUnlockLink', { keyId: sent.data.keyId }, other.token);
    const token = new URL(r.data.link, s.serverUrl).pathname.replace('/unlock/', '');
    const first = await byLink(token);
    expect(first.errorCode, first.errorMsg).toBe(0);
    expect((await byLink(token)).errorCode).toBe(-3046);
    const item = await s.services.ekeys.ekeys.item(sent.data.keyId);
    expect(item?.keyStatus).toBe('110413');
  });
});
