// Lock reads and server-only changes (docs/locks.md): rename, passage mode read, daylight-saving remind. The lock
// list: lib/locks.
import type { PassageModeConfig } from '@lockconsole/shared/lock/passage-mode';
import { apiGet, apiPost } from '../../../lib/api/client';

export const renameLock = (lockId: number, lockAlias: string) =>
  apiPost<null>('/lock/rename', { lockId, lockAlias }, { silent: true });
export const getPassageModeConfig = (lockId: number) =>
  apiGet<PassageModeConfig>('/lock/getPassageModeConfig', { lockId }, { silent: true });
export const setDaylightSavingRemind = (lockId: number, remind: 1 | 2) =>
  apiPost<null>('/lock/setDaylightSavingRemind', { lockId, remind }, { silent: true });
