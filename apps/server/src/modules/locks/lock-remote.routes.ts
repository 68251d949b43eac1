// Remote unlock and lock; a parking lock's raise and lower. Key holders with remote permission may operate remotely (modules/permissions).
import {
  batchRemoteRequestSchema,
  batchRemoteResponseSchema,
  remoteLockRequestSchema,
  remoteLockResponseSchema,
} from '@lockconsole/shared/lock/remote';
import { defineRoute } from '../../http/route';
import type { LockRemoteService } from './lock-remote.service';

export const lockRemoteRoutes = (s: LockRemoteService) => [
  defineRoute({
    method: 'POST',
    path: '/lock/unlock',
    auth: { lock: 'remote' },
    urgent: true,
    tag: 'lock',
    summary: 'Remote unlock through a gateway (waits for the lock; answers the operation)',
    request: remoteLockRequestSchema,
    response: remoteLockResponseSchema,
    handler: (input, ctx) => s.unlock(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/lock',
    auth: { lock: 'remote' },
    urgent: true,
    tag: 'lock',
    summary: 'Remote lock through a gateway (waits for the lock; answers the operation)',
    request: remoteLockRequestSchema,
    response: remoteLockResponseSchema,
    handler: (input, ctx) => s.lock(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/raise',
    auth: { lock: 'remote' },
    urgent: true,
    tag: 'lock',
    summary: "Raise a parking lock's barrier through a gateway (waits for the lock; answers the operation)",
    request: remoteLockRequestSchema,
    response: remoteLockResponseSchema,
    handler: (input, ctx) => s.raise(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/lower',
    auth: { lock: 'remote' },
    urgent: true,
    tag: 'lock',
    summary: "Lower a parking lock's barrier through a gateway (waits for the lock; answers the operation)",
    request: remoteLockRequestSchema,
    response: remoteLockResponseSchema,
    handler: (input, ctx) => s.lower(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/batchRemote',
    auth: { lock: 'remote' },
    urgent: true,
    tag: 'lock',
    summary: 'Batch unlock (premium): open or close up to 100 locks; one operation per lock, answered at once',
    request: batchRemoteRequestSchema,
    response: batchRemoteResponseSchema,
    handler: (input, ctx) => s.batch(ctx, input),
  }),
];
