// Remote unlock/lock, operations (polling) and unlock records. Owner-only for now; later issues widen access.
import { remoteLockRequestSchema, remoteLockResponseSchema } from '@lockconsole/shared/lock/remote';
import { listLockRecordRequestSchema, listLockRecordResponseSchema } from '@lockconsole/shared/lock-record/list';
import { getOperationRequestSchema, getOperationResponseSchema } from '@lockconsole/shared/operation/get';
import { listOperationRequestSchema, listOperationResponseSchema } from '@lockconsole/shared/operation/list';
import { defineRoute } from '../../http/route';
import type { LockRemoteService } from './lock-remote.service';
import type { OperationsService } from './operations.service';
import type { createLockRecordsService } from './lock-records.service';

export const deviceRoutes = (s: {
  remote: LockRemoteService;
  operations: OperationsService;
  records: ReturnType<typeof createLockRecordsService>;
}) => [
  defineRoute({
    method: 'POST',
    path: '/lock/unlock',
    auth: 'user',
    tag: 'lock',
    summary: 'Remote unlock through a gateway (waits for the lock; answers the operation)',
    request: remoteLockRequestSchema,
    response: remoteLockResponseSchema,
    handler: (input, ctx) => s.remote.unlock(ctx.session.userId, input.lockId, ctx.t),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/lock',
    auth: 'user',
    tag: 'lock',
    summary: 'Remote lock through a gateway (waits for the lock; answers the operation)',
    request: remoteLockRequestSchema,
    response: remoteLockResponseSchema,
    handler: (input, ctx) => s.remote.lock(ctx.session.userId, input.lockId, ctx.t),
  }),
  defineRoute({
    method: 'GET',
    path: '/operation/get',
    auth: 'user',
    tag: 'operation',
    summary: 'One of the caller’s device operations',
    request: getOperationRequestSchema,
    response: getOperationResponseSchema,
    handler: (input, ctx) => s.operations.get(ctx.session.userId, input.operationId, ctx.t),
  }),
  defineRoute({
    method: 'GET',
    path: '/operation/list',
    auth: 'user',
    tag: 'operation',
    summary: 'The caller’s device operations, newest first',
    request: listOperationRequestSchema,
    response: listOperationResponseSchema,
    handler: (input, ctx) => s.operations.list(ctx.session.userId, input, ctx.t),
  }),
  defineRoute({
    method: 'GET',
    path: '/lockRecord/list',
    auth: 'user',
    tag: 'record',
    summary: 'Unlock records of one of the caller’s locks',
    request: listLockRecordRequestSchema,
    response: listLockRecordResponseSchema,
    handler: (input, ctx) => s.records.list(ctx.session.userId, input),
  }),
];
