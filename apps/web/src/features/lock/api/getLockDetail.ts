// GET /lock/detail — lock info for lock-scoped pages (guard step 7) and the lock information page.
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { apiGet, type CallOptions } from '../../../lib/api/client';

export const getLockDetail = (lockId: number, o: CallOptions = {}) =>
  apiGet<LockDetail>('/lock/detail', { lockId }, { silent: true, ...o });
