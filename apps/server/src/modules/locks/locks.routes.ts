// Lock reads and server-only changes (/lock/list, /lock/detail, /lock/rename …). Thin: schema, declared access,
// one service call. Lock-scoped routes declare their action; modules/permissions decides before the handler.
import { listLockRequestSchema, listLockResponseSchema } from '@lockconsole/shared/lock/list';
import {
  listLockByCardNumberRequestSchema,
  listLockByCardNumberResponseSchema,
} from '@lockconsole/shared/lock/list-by-card-number';
import {
  listLockForRemoteOperationRequestSchema,
  listLockForRemoteOperationResponseSchema,
} from '@lockconsole/shared/lock/list-for-remote-operation';
import { lockDetailRequestSchema, lockDetailResponseSchema } from '@lockconsole/shared/lock/detail';
import {
  getPassageModeConfigRequestSchema,
  getPassageModeConfigResponseSchema,
} from '@lockconsole/shared/lock/get-passage-mode-config';
import {
  getFaceAuthNumBalanceRequestSchema,
  getFaceAuthNumBalanceResponseSchema,
} from '@lockconsole/shared/lock/get-face-auth-num-balance';
import { renameLockRequestSchema, renameLockResponseSchema } from '@lockconsole/shared/lock/rename';
import { setDstRemindRequestSchema, setDstRemindResponseSchema } from '@lockconsole/shared/lock/set-dst-remind';
import { defineRoute } from '../../http/route';
import type { LocksService } from './locks.service';

const tag = 'lock';

export const lockRoutes = (s: LocksService) => [
  defineRoute({
    method: 'GET',
    path: '/lock/list',
    auth: 'user',
    tag,
    summary: 'The caller’s locks by group and name, with state, battery and best gateway (pageSize ≤ 1000)',
    request: listLockRequestSchema,
    response: listLockResponseSchema,
    handler: (input, ctx) => s.list(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/lock/listByCardNumber',
    auth: 'user',
    tag,
    summary: 'Locks the caller manages that hold a card number',
    request: listLockByCardNumberRequestSchema,
    response: listLockByCardNumberResponseSchema,
    handler: (input, ctx) => s.listByCardNumber(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/lock/listForRemoteOperation',
    auth: 'user',
    tag,
    summary: 'Locks the caller may unlock remotely now',
    request: listLockForRemoteOperationRequestSchema,
    response: listLockForRemoteOperationResponseSchema,
    handler: (input, ctx) => s.listForRemoteOperation(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/lock/detail',
    auth: { lock: 'view' },
    tag,
    summary: 'Everything about a lock: state, settings, clock, daylight-saving prompt, gateways with signal',
    request: lockDetailRequestSchema,
    response: lockDetailResponseSchema,
    handler: (input, ctx) => s.detail(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/lock/getPassageModeConfig',
    auth: { lock: 'view' },
    tag,
    summary: 'Passage mode the lock last confirmed',
    request: getPassageModeConfigRequestSchema,
    response: getPassageModeConfigResponseSchema,
    handler: (input, ctx) => s.passageModeConfig(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/lock/getFaceAuthNumBalance',
    auth: { lock: 'view' },
    tag,
    summary: 'Face-identify balance of a lock (0 until face recognition exists)',
    request: getFaceAuthNumBalanceRequestSchema,
    response: getFaceAuthNumBalanceResponseSchema,
    handler: (input, ctx) => s.faceAuthNumBalance(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/rename',
    auth: { lock: 'manage' },
    tag,
    summary: 'Rename a lock',
    request: renameLockRequestSchema,
    response: renameLockResponseSchema,
    handler: (input, ctx) => s.rename(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/setDaylightSavingRemind',
    auth: { lock: 'manage' },
    tag,
    summary: 'Daylight-saving prompt: remind (1) or don’t remind (2)',
    request: setDstRemindRequestSchema,
    response: setDstRemindResponseSchema,
    handler: (input, ctx) => s.setDstRemind(ctx, input),
  }),
];
