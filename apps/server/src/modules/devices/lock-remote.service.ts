// Remote unlock and lock through a gateway (the lock endpoints of issue 5 will grow around this). Only the
// lock's owner for now; issue 6 adds ekey holders with remote permission.
import { fail } from '../../http/errors';
import type { Translator } from '../../http/i18n';
import type { Devices } from '../../devices/devices.module';
import { runCommand } from './run-command';

export function createLockRemoteService(devices: Devices) {
  async function remote(userId: number, lockId: number, type: 'lock.unlock' | 'lock.lock', t: Translator) {
    const lock = await devices.repos.locks.find(lockId);
    if (!lock) throw fail('notFound');
    if (lock.userId !== userId) throw fail('noPermission');
    if (type === 'lock.unlock' && lock.remoteUnlockSwitch !== 1) throw fail('remoteUnlockNotEnabled');
    const gws = await devices.repos.gateways.gatewaysOfLock(lockId);
    const best = gws.find((g) => g.g.isOnline);
    if (!best) throw fail(gws.length ? 'gatewayOffline' : 'noGatewayNearLock');
    return runCommand(
      devices,
      { userId, lockId, gatewayId: best.g.id, lockMac: lock.lockMac, type, args: { operator: userId } },
      t,
    );
  }
  return {
    unlock: (userId: number, lockId: number, t: Translator) => remote(userId, lockId, 'lock.unlock', t),
    lock: (userId: number, lockId: number, t: Translator) => remote(userId, lockId, 'lock.lock', t),
  };
}

export type LockRemoteService = ReturnType<typeof createLockRemoteService>;
