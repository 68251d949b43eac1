// Remote unlock and lock through the lock's best gateway (docs/locks.md). The call waits for the device and
// answers the final operation; a refusal (remote unlock off, no gateway…) rejects with the spec message.
import type { Operation } from '@lockconsole/shared/operation/operation';
import { apiPost } from '../../../lib/api/client';

export const remoteUnlock = (lockId: number) => apiPost<Operation>('/lock/unlock', { lockId }, { silent: true });
export const remoteLock = (lockId: number) => apiPost<Operation>('/lock/lock', { lockId }, { silent: true });
