// Remote unlock and lock through the lock's best online gateway, and a parking lock's raise and lower (issue 29).
// Who may do it is decided before this runs (route auth {lock: 'remote'}, modules/permissions); here: the kind of
// lock (a parking lock is raised and lowered, a door lock locked and unlocked), the lock's remote unlock switch
// (spec §5/§6: refused with −4043 when off), then the device port (gateway choice and refusals) and the lock. Batch
// unlock starts one operation per lock and answers at once (premium, modules/commerce/premium-gate.ts).
import type { BatchRemoteResult } from '@lockconsole/shared/lock/remote';
import type { DevicePort } from '../../devices/device-port';
import { AppError, fail } from '../../http/errors';
import type { LockContext } from '../../http/context';
import { ERROR } from '@lockconsole/shared/errors/codes';
import type { LockAccess } from '../permissions/permissions.service';
import type { PremiumGate } from '../commerce/premium-gate';

/** What a remote operation needs of the call: the caller, their access to the lock, their language. */
export type RemoteContext = Pick<LockContext, 'lock' | 't'> & {
  session: { userId: number };
  /** Opened by an unlock link (its bearer, not a signed-in person). */
  viaLink?: boolean;
};

type RemoteCommand = 'lock.unlock' | 'lock.lock' | 'lock.raise' | 'lock.lower';

export function createLockRemoteService(d: {
  devices: DevicePort;
  premium: PremiumGate;
  /** Refuses an opening a key holder must first verify their face for (modules/face-auth); absent: never. */
  faceGate?: (access: LockAccess, userId: number, o: { viaLink?: boolean }) => Promise<void>;
}) {
  /** An opening (unlock, a parking lock lowered) by a key holder of a lock that asks for their face. */
  const opening = (command: RemoteCommand) => command === 'lock.unlock' || command === 'lock.lower';
  /** The lock's kind and switch allow the command: the command for the device port. */
  function commandFor(ctx: RemoteContext, a: LockAccess, command: RemoteCommand) {
    const barrier = command === 'lock.raise' || command === 'lock.lower';
    if (barrier && !a.lock.parkingLock) throw fail('notParkingLock');
    if (!barrier && a.lock.parkingLock) throw fail('parkingLockRaiseLower');
    if (a.lock.remoteUnlockSwitch !== 1) throw fail('remoteUnlockNotEnabled');
    const userId = ctx.session.userId;
    const args = { operator: userId, ...(a.key ? { keyId: a.key.id } : {}) };
    return { userId, lockId: a.lockId, lockMac: a.lock.lockMac, command, args };
  }

  async function remote(ctx: RemoteContext, command: RemoteCommand) {
    const c = commandFor(ctx, ctx.lock, command);
    if (opening(command)) await d.faceGate?.(ctx.lock, ctx.session.userId, { viaLink: ctx.viaLink });
    const { operation } = await d.devices.runOnLock(c, ctx.t);
    return operation;
  }

  /**
   * Batch unlock (a premium function of each lock's owner): one operation started per lock, a parking lock's
   * barrier lowered (or raised) instead; a lock that refuses is its own line, never the whole batch's.
   */
  async function batch(ctx: LockContext, input: { action: 'open' | 'close' }): Promise<BatchRemoteResult> {
    await d.premium.requireForLocks(
      ctx,
      'batchUnlock',
      ctx.locks.map((a) => a.lock.userId),
    );
    const open = input.action === 'open';
    const list = await Promise.all(
      ctx.locks.map(async (a) => {
        const command: RemoteCommand = a.lock.parkingLock
          ? open
            ? 'lock.lower'
            : 'lock.raise'
          : open
            ? 'lock.unlock'
            : 'lock.lock';
        try {
          const c = commandFor(ctx, a, command);
          if (opening(command)) await d.faceGate?.(a, ctx.session.userId, {});
          const op = await d.devices.commandLock(c);
          return { lockId: a.lockId, operationId: op.id, errorCode: 0, errorMsg: '' };
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          const errorMsg = ctx.t(ERROR[e.errorName].key, e.params ?? {});
          return { lockId: a.lockId, operationId: null, errorCode: e.code, errorMsg };
        }
      }),
    );
    return { list };
  }

  return {
    batch,
    unlock: (ctx: RemoteContext, _input: unknown) => remote(ctx, 'lock.unlock'),
    lock: (ctx: RemoteContext, _input: unknown) => remote(ctx, 'lock.lock'),
    raise: (ctx: RemoteContext, _input: unknown) => remote(ctx, 'lock.raise'),
    lower: (ctx: RemoteContext, _input: unknown) => remote(ctx, 'lock.lower'),
  };
}

export type LockRemoteService = ReturnType<typeof createLockRemoteService>;
