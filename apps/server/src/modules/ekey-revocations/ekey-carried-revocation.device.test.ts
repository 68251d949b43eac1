// Revocations carried by phones (docs/protocol.md §7 "Carried by phones"), end to end with the simulator: the
// lock's only gateway is unplugged, so the lock cannot be told through it. Another key holder's phone syncs, gets
// the waiting revocation sealed for that lock, hands it over at its next unlock — from then on the lock refuses the
// deleted key's credential — and brings the lock's receipt back at its next sync, which marks it delivered in the
// owner's list. Forged receipts change nothing; an account with no key to the lock carries nothing for it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_STATUS, LOCK_REVOKE_STATE, type EkeyItem } from '@lockconsole/shared/ekey/ekey';
import type { ParamValue } from '@lockconsole/shared/http/signature';
import { SimGateway } from '@lockconsole/simulator/sim-gateway';
import { SimLock } from '@lockconsole/simulator/sim-lock';
import { SimPhone } from '@lockconsole/simulator/sim-phone';
import { ekeyRevocations } from '../../db/schema/ekey-revocations';
import { startDeviceStack, type DeviceStack } from '../../test/devices/device-stack';

let s: DeviceStack;
let owner: { userId: number; token: string };
const gw = new SimGateway({ mac: 'AA:0F:00:00:00:01', version: 2, scanMs: 300 });
const lock = new SimLock({ mac: 'C0:0F:00:00:00:01' });
let lockId: number;

beforeAll(async () => {
  s = await startDeviceStack({ broker: 'embedded' });
  owner = await s.user();
  gw.addLock(lock, -60);
  await s.pairGateway(owner.token, gw);
  lockId = await s.addLock(owner.token, lock.mac);
});
afterAll(async () => {
  lock.close();
  gw.close();
  await s?.close();
});

type Account = { userId: number; token: string; email: string };

async function send(holder: Account): Promise<number> {
  const r = await s.call<{ keyId: number }>(
    'POST',
    '/key/send',
    { lockId, receiverUsername: holder.email, keyName: 'Guest', validityType: 1 },
    owner.token,
  );
  expect(r.errorCode, r.errorMsg).toBe(0);
  return r.data.keyId;
}

async function phoneOf(a: Account): Promise<SimPhone> {
  const phone = new SimPhone({
    serverUrl: s.serverUrl,
    appId: s.config.webApp.appId,
    appSecret: s.config.webApp.appSecret,
  });
  await phone.useToken(a.token);
  await phone.sync();
  return phone;
}

const row = async (keyId: number) =>
  (
    await s.db
      .select()
      .from(ekeyRevocations)
      .where(and(eq(ekeyRevocations.lockId, lockId), eq(ekeyRevocations.keyId, keyId)))
  )[0];

const listed = async (keyId: number) =>
  (
    await s.call<{ list: EkeyItem[] }>('GET', '/lock/listKey', { lockId, pageNo: 1, pageSize: 100 }, owner.token)
  ).data.list.find((k) => k.keyId === keyId);

const sync = (a: Account, params: Record<string, ParamValue> = {}) =>
  s.call<{ revocations: { lockMac: string; token: string }[] }>('POST', '/key/sync', params, a.token);

describe('revocations carried by phones to a lock its gateway cannot reach', () => {
  it('another holder’s phone hands the revocation to the lock and brings the receipt back', async () => {
    const leaver = await s.user();
    const neighbour = await s.user();
    const stranger = await s.user();
    const leaverKey = await send(leaver);
    await send(neighbour);
    const leaverPhone = await phoneOf(leaver);
    expect(leaverPhone.unlock(lock)).toBe('opened');

    // The only gateway loses power; the owner deletes the leaver's key.
    gw.kill();
    await s.gatewayOnline(gw, false);
    const del = await s.call('POST', '/key/delete', { keyId: leaverKey }, owner.token);
    expect(del.errorCode, del.errorMsg).toBe(0);
    expect(await row(leaverKey)).toMatchObject({ deliveredAt: null });
    // The leaver's phone never syncs again: the lock has not heard of it, the old credential still opens.
    expect(leaverPhone.unlock(lock)).toBe('opened');

    // The neighbour's phone syncs (it gets the revocation for this lock, nobody else's) and opens the door: the
    // revocation goes to the lock first.
    const neighbourPhone = await phoneOf(neighbour);
    expect(neighbourPhone.carrying.map((c) => c.lockMac)).toEqual([lock.mac]);
    expect((await sync(stranger)).data.revocations).toEqual([]);
    expect(neighbourPhone.unlock(lock)).toBe('opened');
    expect(neighbourPhone.receipts).toHaveLength(1);
    expect(leaverPhone.unlock(lock)).toBe('revoked');

    // The owner still sees "not yet blocked" until a receipt comes back; a forged one changes nothing.
    expect(await listed(leaverKey)).toMatchObject({
      keyStatus: KEY_STATUS.deleting,
      lockRevokeState: LOCK_REVOKE_STATE.waiting,
    });
    const forged = neighbourPhone.receipts[0]!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await sync(stranger, { revocationReceipts: JSON.stringify([forged, 'junk']) })).errorCode).toBe(0);
    expect(await row(leaverKey)).toMatchObject({ deliveredAt: null });
    const bad = await sync(stranger, { revocationReceipts: 'not json' });
    expect(bad.errorCode).toBe(-3);

    await neighbourPhone.sync();
    expect(neighbourPhone.receipts).toEqual([]);
    expect((await row(leaverKey))!.deliveredAt).not.toBeNull();
    expect(await listed(leaverKey)).toMatchObject({ lockRevokeState: LOCK_REVOKE_STATE.done });
    // Delivered: nobody carries it any more.
    expect(neighbourPhone.carrying).toEqual([]);
  });
});
