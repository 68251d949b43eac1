// Lock reads and server-only changes (docs/locks.md): list, rename, passage mode read, daylight-saving remind.
import type { z } from 'zod';
import type { LockPage } from '@lockconsole/shared/lock/lock';
import type { listLockRequestSchema } from '@lockconsole/shared/lock/list';
import type { PassageModeConfig } from '@lockconsole/shared/lock/passage-mode';
import { apiGet, apiPost } from '../../../lib/api/client';

export type ListLockRequest = z.input<typeof listLockRequestSchema>;

export const listLocks = (req: ListLockRequest) => apiGet<LockPage>('/lock/list', req, { silent: true });
export const renameLock = (lockId: number, lockAlias: string) =>
  apiPost<null>('/lock/rename', { lockId, lockAlias }, { silent: true });
export const getPassageModeConfig = (lockId: number) =>
  apiGet<PassageModeConfig>('/lock/getPassageModeConfig', { lockId }, { silent: true });
export const setDaylightSavingRemind = (lockId: number, remind: 1 | 2) =>
  apiPost<null>('/lock/setDaylightSavingRemind', { lockId, remind }, { silent: true });
