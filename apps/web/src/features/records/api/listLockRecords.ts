// GET /lockRecord/list — unlock records of a lock, newest first, by record query type and search term.
import type { z } from 'zod';
import type { listLockRecordRequestSchema, listLockRecordResponseSchema } from '@lockconsole/shared/lock-record/list';
import { apiGet } from '../../../lib/api/client';

export type ListLockRecordRequest = z.input<typeof listLockRecordRequestSchema>;
export type LockRecordPage = z.infer<typeof listLockRecordResponseSchema>;

export const listLockRecords = (req: ListLockRecordRequest) =>
  apiGet<LockRecordPage>('/lockRecord/list', req, { silent: true });
