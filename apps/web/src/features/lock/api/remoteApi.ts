// Remote unlock and lock through the lock's best gateway (docs/locks.md). The call waits for the device and
// answers the final operation; a refusal (remote unlock off, no gateway…) rejects with the spec message.
import type { Operation } from '@lockconsole/shared/operation/operation';
import type { BatchRemoteResult } from '@lockconsole/shared/lock/remote';
import { apiPost } from '../../../lib/api/client';

export const remoteUnlock = (lockId: number) => apiPost<Operation>('/lock/unlock', { lockId }, { silent: true });
export const remoteLock = (lockId: number) => apiPost<Operation>('/lock/lock', { lockId }, { silent: true });
export const remoteRaise = (lockId: number) => apiPost<Operation>('/lock/raise', { lockId }, { silent: true });
export const remoteLower = (lockId: number) => apiPost<Operation>('/lock/lower', { lockId }, { silent: true });

/** The two remote actions a lock offers: a door lock unlocks and locks, a parking lock lowers and raises. */
export type RemoteAction = 'unlock' | 'lock' | 'lower' | 'raise';
export const REMOTE_CALL: Record<RemoteAction, (lockId: number) => Promise<Operation>> = {
  unlock: remoteUnlock,
  lock: remoteLock,
  lower: remoteLower,
  raise: remoteRaise,
};
/** "Open" and "close" for a lock of either kind. */
export const actionsOf = (parking: boolean): [RemoteAction, RemoteAction] =>
  parking ? ['lower', 'raise'] : ['unlock', 'lock'];

/** Batch unlock (premium): starts one operation per lock; each line has its operation or why it did not start. */
export const batchRemote = (lockIds: readonly number[], action: 'open' | 'close') =>
  apiPost<BatchRemoteResult>('/lock/batchRemote', { lockIdList: JSON.stringify(lockIds), action }, { silent: true });
