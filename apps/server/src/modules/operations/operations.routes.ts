// The caller's device operations (polling alternative to /api/events).
import { getOperationRequestSchema, getOperationResponseSchema } from '@lockconsole/shared/operation/get';
import { listOperationRequestSchema, listOperationResponseSchema } from '@lockconsole/shared/operation/list';
import { defineRoute } from '../../http/route';
import type { OperationsService } from './operations.service';

export const operationRoutes = (s: OperationsService) => [
  defineRoute({
    method: 'GET',
    path: '/operation/get',
    auth: 'user',
    tag: 'operation',
    summary: 'One of the caller’s device operations',
    request: getOperationRequestSchema,
    response: getOperationResponseSchema,
    handler: (input, ctx) => s.get(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/operation/list',
    auth: 'user',
    tag: 'operation',
    summary: 'The caller’s device operations, newest first',
    request: listOperationRequestSchema,
    response: listOperationResponseSchema,
    handler: (input, ctx) => s.list(ctx, input),
  }),
];
