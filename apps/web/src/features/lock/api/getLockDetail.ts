// GET /lock/detail — lock info for lock-scoped pages (guard step 7). The endpoint arrives with the lock issue.
import type { LockInfo } from '../../../lib/session/types';
import { apiGet } from '../../../lib/api/client';

export const getLockDetail = (lockId: number) => apiGet<LockInfo>('/lock/detail', { lockId }, { silent: true });
