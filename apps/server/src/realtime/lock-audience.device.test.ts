// Live events of a lock reach everyone who manages it: when the owner unlocks remotely, an authorized admin's event
// stream hears the operation, the new lock state and the records too — a plain key holder's and a stranger's do
// not, and neither does the admin's once that key is frozen. The other way round, the owner hears what an admin
// did. Against the simulator over the embedded broker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimGateway } from '@lockconsole/simulator/sim-gateway';
import { SimLock } from '@lockconsole/simulator/sim-lock';
import { eventually, startDeviceStack, type DeviceStack } from '../test/devices/device-stack';
import { AUDIENCE_TTL_MS } from './lock-audience';

let s: DeviceStack;
let owner: { userId: number; token: string };
const gw = new SimGateway({ mac: 'AA:10:00:00:00:01', version: 2, scanMs: 300 });
const lock = new SimLock({ mac: 'C0:10:00:00:00:01' });
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

const listen = (token: string) => s.listen(token);

async function sendKey(to: { email: string }, keyRight: number) {
  const r = await s.call<{ keyId: number }>(
    'POST',
    '/key/send',
    { lockId, receiverUsername: to.email, keyName: keyRight ? 'Deputy' : 'Guest', validityType: 1, keyRight },
    owner.token,
  );
  expect(r.errorCode, r.errorMsg).toBe(0);
  return r.data.keyId;
}

const remote = async (path: string, token: string) => {
  const r = await s.call<{ state: number }>('POST', path, { lockId }, token);
  expect(r.errorCode, r.errorMsg).toBe(0);
};

const heardLock = (text: string) => text.includes(`"lockId":${lockId}`);

describe('live events of a lock reach everyone who manages it', () => {
  it('the admin hears the owner’s unlock (operation, state, records); holders and strangers do not', async () => {
    const admin = await s.user();
    const holder = await s.user();
    const stranger = await s.user();
    const adminKey = await sendKey(admin, 1);
    await sendKey(holder, 0);
    // Managers are read at most once a second per lock (lock-audience.ts): the new admin counts from then on.
    await new Promise((r) => setTimeout(r, AUDIENCE_TTL_MS + 100));
    const ownerStream = await listen(owner.token);
    const adminStream = await listen(admin.token);
    const holderStream = await listen(holder.token);
    const strangerStream = await listen(stranger.token);

    await remote('/lock/unlock', owner.token);
    await eventually(
      async () => ['operation', 'lockState', 'records'].every((t) => adminStream.text().includes(`event: ${t}`)),
      10_000,
      'admin hears the lock',
    );
    expect(heardLock(adminStream.text())).toBe(true);
    expect(ownerStream.text()).toContain('event: records');

    // An admin's action reaches the owner as well (and, of course, the admin: everything it caused has arrived
    // before the freeze below).
    const heard = (stream: { text: () => string }, from: number) =>
      ['operation', 'lockState', 'records'].every((t) => stream.text().slice(from).includes(`event: ${t}`));
    const before = ownerStream.text().length;
    const adminMark = adminStream.text().length;
    await remote('/lock/lock', admin.token);
    await eventually(
      async () => heard(ownerStream, before) && heard(adminStream, adminMark),
      10_000,
      'owner hears the admin',
    );

    // Frozen, the admin manages nothing any more and hears nothing new (once the managers are read again).
    expect((await s.call('POST', '/key/freeze', { keyId: adminKey }, owner.token)).errorCode).toBe(0);
    await new Promise((r) => setTimeout(r, AUDIENCE_TTL_MS + 100));
    const ownerBefore = ownerStream.text().length;
    const unlock = await s.call<{ operationId: number }>('POST', '/lock/unlock', { lockId }, owner.token);
    expect(unlock.errorCode, unlock.errorMsg).toBe(0);
    const op = `"operationId":${unlock.data.operationId}`;
    await eventually(
      async () => ownerStream.text().slice(ownerBefore).includes('event: records') && ownerStream.text().includes(op),
      10_000,
      'owner hears the unlock',
    );
    // A copy for the other managers follows the owner's event within milliseconds; give it ample time to show up.
    await new Promise((r) => setTimeout(r, 500));
    expect(adminStream.text()).not.toContain(op);
    // The plain key holder and the stranger heard nothing of this lock at any time.
    expect(heardLock(holderStream.text())).toBe(false);
    expect(heardLock(strangerStream.text())).toBe(false);
  });
});
