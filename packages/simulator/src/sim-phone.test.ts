// The phone against a scripted server answering the /key/sync contract (the real server is covered by
// apps/server/src/modules/ekeys/ekey-phone.device.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EKEY_VALIDITY, signEkeyCredential } from '@lockconsole/lockcore/ekey/credential';
import { encodeLockSecret } from '@lockconsole/lockcore/secret';
import { KEY_STATUS } from '@lockconsole/shared/ekey/ekey';
import type { SyncedKey } from '@lockconsole/shared/ekey/sync';
import { SimLock } from './sim-lock';
import { PhoneError, SimPhone } from './sim-phone';

const secret = encodeLockSecret(new Uint8Array(32).fill(3));
const NOW = Date.now();
const UID = 77;

type Req = { path: string; params: Record<string, string>; headers: Record<string, string> };
const requests: Req[] = [];
let answer: (r: Req) => unknown;

function serve() {
  vi.stubGlobal(
    'fetch',
    async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
      const u = new URL(url);
      const params = Object.fromEntries(new URLSearchParams(init.method === 'POST' ? init.body : u.search));
      const req = { path: u.pathname, params, headers: init.headers };
      requests.push(req);
      return { json: async () => answer(req) };
    },
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  requests.length = 0;
});

const ok = (data: unknown) => ({ errorCode: 0, errorMsg: 'ok', data });
const lock = (mac: string) => {
  const l = new SimLock({ mac });
  l.init({ lockId: 1, secret, adminUid: 1, time: NOW, timezoneRawOffset: 0 });
  return l;
};
function key(keyId: number, lockMac: string, status: string, usable: boolean): SyncedKey {
  const period = { validityType: EKEY_VALIDITY.limited, startDate: NOW - 3600_000, endDate: NOW + 3600_000 };
  const none = { cycleDays: [], cycleStartMinute: null, cycleEndMinute: null };
  return {
    keyId,
    lockId: keyId,
    lockAlias: `Door ${keyId}`,
    uid: UID,
    username: 'holder@example.com',
    nickname: 'holder',
    keyName: 'Front',
    keyStatus: status,
    keyType: 1,
    ...period,
    ...none,
    keyRight: 0,
    remoteEnable: 2,
    senderUid: 1,
    senderUsername: 'owner@example.com',
    date: NOW,
    remarks: '',
    lockRevokeState: 0,
    lockRevokeErrorCode: null,
    lockRevokeReason: null,
    lockMac,
    lockTimezoneRawOffset: 0,
    credential: usable
      ? signEkeyCredential(secret, { keyId, uid: UID, lockMac, ...period, ...none, issuedAt: NOW })
      : null,
  };
}

describe('simulated phone', () => {
  it('logs in as a new device with the code the user types, on the stable device id, then calls with the token', async () => {
    serve();
    answer = (r) =>
      r.path === '/api/user/login' && !r.params.validationCode
        ? { errorCode: 10009, errorMsg: 'New device', data: { needValidationCode: true } }
        : r.path === '/api/user/login'
          ? ok({ uid: UID, accessToken: 'tok-1', expiresAt: NOW + 1 })
          : ok({ serverTime: NOW, keys: [], revocations: [] });
    const phone = new SimPhone({ serverUrl: 'http://server', deviceId: 'phone-1' });
    const asked = vi.fn(async () => '123456');
    expect(await phone.login('holder@example.com', 'pw', { code: asked })).toBe(UID);
    expect(asked).toHaveBeenCalledOnce();
    expect(requests.map((r) => [r.params.deviceId, r.params.validationCode])).toEqual([
      ['phone-1', undefined],
      ['phone-1', '123456'],
    ]);
    expect(requests[0]!.headers.signature).toBeTruthy();
    await phone.sync();
    expect(requests.at(-1)).toMatchObject({ path: '/api/key/sync', headers: { accesstoken: 'tok-1' } });
  });

  it('says so when a new device logs in without a code', async () => {
    serve();
    answer = () => ({ errorCode: 10009, errorMsg: 'New device', data: { needValidationCode: true } });
    const phone = new SimPhone({ serverUrl: 'http://server' });
    await expect(phone.login('holder@example.com', 'pw')).rejects.toThrow(PhoneError);
    expect(phone.loggedIn).toBe(false);
    await expect(phone.sync()).rejects.toThrow(/log the phone in/);
  });

  it('syncs, opens with a usable key, and answers clearly for frozen, deleted, missing and distant locks', async () => {
    serve();
    const keys = [
      key(1, 'C1:00:00:00:00:01', KEY_STATUS.normal, true),
      key(2, 'C1:00:00:00:00:02', KEY_STATUS.frozen, false),
      key(3, 'C1:00:00:00:00:03', KEY_STATUS.deleted, false),
      key(4, 'c1:00:00:00:00:04', KEY_STATUS.overdue, false),
    ];
    answer = (r) =>
      r.path === '/api/user/getInfo' ? ok({ uid: UID }) : ok({ serverTime: NOW, keys, revocations: [] });
    const phone = new SimPhone({ serverUrl: 'http://server' });
    await phone.useToken('tok-2');
    expect((await phone.sync()).map((k) => k.keyId)).toEqual([1, 2, 4]);
    expect(phone.describeKeys()[1]).toContain('frozen');
    const [a, b, c, d, e] = ['01', '02', '03', '04', '05'].map((n) => lock(`C1:00:00:00:00:${n}`));
    expect(phone.unlock(a!)).toBe('opened');
    expect(a!.bufferedRecords().at(-1)).toMatchObject({ type: 1, success: true, keyId: 1, operator: UID });
    expect(phone.unlock(b!)).toBe('frozen');
    expect(phone.unlock(c!)).toBe('noKey');
    expect(phone.unlock(d!)).toBe('expired');
    expect(phone.unlock(e!)).toBe('noKey');
    phone.setRange(a!.mac, 'out');
    expect(phone.unlock(a!)).toBe('outOfRange');
    phone.setRange(a!.mac, 'in');
    // The owner froze key 1: after the next sync the phone no longer holds its credential.
    keys[0] = key(1, 'C1:00:00:00:00:01', KEY_STATUS.frozen, false);
    await phone.sync();
    expect(phone.unlock(a!)).toBe('frozen');
    // A lock reset since the sync refuses the credential itself.
    keys[0] = key(1, 'C1:00:00:00:00:01', KEY_STATUS.normal, true);
    await phone.sync();
    a!.reset();
    expect(phone.unlock(a!)).toBe('invalid');
    for (const l of [a, b, c, d, e]) l!.close();
  });

  it('refuses an answer that does not match the contract', async () => {
    serve();
    answer = (r) => (r.path === '/api/user/getInfo' ? ok({ uid: UID }) : ok({ keys: [{ keyId: 1 }] }));
    const phone = new SimPhone({ serverUrl: 'http://server' });
    await phone.useToken('tok');
    await expect(phone.sync()).rejects.toThrow();
  });
});
