// Remote unlock/lock, operations (polling) and unlock records. Lock access is declared per route and decided by
// modules/permissions (owner and authorized admins; key holders with remote permission may operate remotely).
import { remoteLockRequestSchema, remoteLockResponseSchema } from '@lockconsole/shared/lock/remote';
import { listLockRecordRequestSchema, listLockRecordResponseSchema } from '@lockconsole/shared/lock-record/list';
import { getOperationRequestSchema, getOperationResponseSchema } from '@lockconsole/shared/operation/get';
import { listOperationRequestSchema, listOperationResponseSchema } from '@lockconsole/shared/operation/list';
import { defineRoute } from '../../http/route';
import type { LockRemoteService } from './lock-remote.service';
import type { OperationsService } from './operations.service';
import type { LockRecordsService } from './lock-records.service';

export const deviceRoutes = (s: {
  remote: LockRemoteService;
  operations: OperationsService;
  records: LockRecordsService;
}) => [
  defineRoute({
    method: 'POST',
    path: '/lock/unlock',
    auth: { lock: 'remote' },
    tag: 'lock',
    summary: 'Remote unlock through a gateway (waits for the lock; answers the operation)',
    request: remoteLockRequestSchema,
    response: remoteLockResponseSchema,
    handler: (_input, ctx) => s.remote.unlock(ctx.lock, ctx.session.userId, ctx.t),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/lock',
    auth: { lock: 'remote' },
    tag: 'lock',
    summary: 'Remote lock through a gateway (waits for the lock; answers the operation)',
    request: remoteLockRequestSchema,
    response: remoteLockResponseSchema,
    handler: (_input, ctx) => s.remote.lock(ctx.lock, ctx.session.userId, ctx.t),
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
    auth: { lock: 'records' },
    tag: 'record',
    summary: 'Unlock records of a lock, by record query type and search term, newest first',
    request: listLockRecordRequestSchema,
    response: listLockRecordResponseSchema,
    handler: (input, ctx) => s.records.list(ctx.lock.lockId, input),
  }),
];
