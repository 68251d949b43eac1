// Remote unlock and lock through the lock's best online gateway, and a parking lock's raise and lower (issue 29).
// Who may do it is decided before this runs (route auth {lock: 'remote'}, modules/permissions); here: the kind of
// lock (a parking lock is raised and lowered, a door lock locked and unlocked), the lock's remote unlock switch
// (spec §5/§6: refused with −4043 when off), then the device port (gateway choice and refusals) and the lock.
import type { DevicePort } from '../../devices/device-port';
import { fail } from '../../http/errors';
import type { LockContext } from '../../http/context';

/** What a remote operation needs of the call: the caller, their access to the lock, their language. */
export type RemoteContext = Pick<LockContext, 'lock' | 't'> & { session: { userId: number } };

export function createLockRemoteService(d: { devices: DevicePort }) {
  async function remote(ctx: RemoteContext, command: 'lock.unlock' | 'lock.lock' | 'lock.raise' | 'lock.lower') {
    const a = ctx.lock;
    const barrier = command === 'lock.raise' || command === 'lock.lower';
    if (barrier && !a.lock.parkingLock) throw fail('notParkingLock');
    if (!barrier && a.lock.parkingLock) throw fail('parkingLockRaiseLower');
    if (a.lock.remoteUnlockSwitch !== 1) throw fail('remoteUnlockNotEnabled');
    const userId = ctx.session.userId;
    const args = { operator: userId, ...(a.key ? { keyId: a.key.id } : {}) };
    const { operation } = await d.devices.runOnLock(
      { userId, lockId: a.lockId, lockMac: a.lock.lockMac, command, args },
      ctx.t,
    );
    return operation;
  }
  return {
    unlock: (ctx: RemoteContext, _input: unknown) => remote(ctx, 'lock.unlock'),
    lock: (ctx: RemoteContext, _input: unknown) => remote(ctx, 'lock.lock'),
    raise: (ctx: RemoteContext, _input: unknown) => remote(ctx, 'lock.raise'),
    lower: (ctx: RemoteContext, _input: unknown) => remote(ctx, 'lock.lower'),
  };
}

export type LockRemoteService = ReturnType<typeof createLockRemoteService>;
