// Unlock records of a lock (owner and authorized admins: {lock: 'records'}).
import { listLockRecordRequestSchema, listLockRecordResponseSchema } from '@lockconsole/shared/lock-record/list';
import { defineRoute } from '../../http/route';
import type { LockRecordsService } from './records.service';

export const recordRoutes = (s: LockRecordsService) => [
  defineRoute({
    method: 'GET',
    path: '/lockRecord/list',
    auth: { lock: 'records' },
    tag: 'record',
    summary: 'Unlock records of a lock, by record query type and search term, newest first',
    request: listLockRecordRequestSchema,
    response: listLockRecordResponseSchema,
    handler: (input, ctx) => s.list(ctx, input),
  }),
];
