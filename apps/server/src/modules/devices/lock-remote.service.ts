// Remote unlock and lock through the lock's best online gateway. Who may do it is decided before this runs
// (route auth {lock: 'remote'}, modules/permissions); here: the lock's remote unlock switch (spec §5/§6: both
// refused with −4043 when off), the gateway path, and waiting for the lock.
import { fail } from '../../http/errors';
import type { Translator } from '../../http/i18n';
import type { Devices } from '../../devices/devices.module';
import type { LockAccess } from '../permissions/permissions.service';
import { runCommand } from './run-command';

export function createLockRemoteService(devices: Devices) {
  async function remote(a: LockAccess, userId: number, type: 'lock.unlock' | 'lock.lock', t: Translator) {
    if (a.lock.remoteUnlockSwitch !== 1) throw fail('remoteUnlockNotEnabled');
    const gws = await devices.repos.gateways.gatewaysOfLock(a.lockId);
    const best = gws.find((g) => g.g.isOnline);
    if (!best) throw fail(gws.length ? 'gatewayOffline' : 'noGatewayNearLock');
    const args = { operator: userId, ...(a.key ? { keyId: a.key.id } : {}) };
    return runCommand(
      devices,
      { userId, lockId: a.lockId, gatewayId: best.g.id, lockMac: a.lock.lockMac, type, args },
      t,
    );
  }
  return {
    unlock: (a: LockAccess, userId: number, t: Translator) => remote(a, userId, 'lock.unlock', t),
    lock: (a: LockAccess, userId: number, t: Translator) => remote(a, userId, 'lock.lock', t),
  };
}

export type LockRemoteService = ReturnType<typeof createLockRemoteService>;
