// Lock user endpoints (/user/listKeyUser, /user/listExpireUser, /lockUser/*). Thin: schema, declared access, one
// service call. They name no lock: every one is scoped inside to the caller's managed locks (managed-keys.ts), so
// another account's users never appear and changing them changes nothing.
import { listKeyUserRequestSchema, listKeyUserResponseSchema } from '@lockconsole/shared/lock-user/list-key-user';
import {
  listExpireUserRequestSchema,
  listExpireUserResponseSchema,
} from '@lockconsole/shared/lock-user/list-expire-user';
import { listLockUserKeyRequestSchema, listLockUserKeyResponseSchema } from '@lockconsole/shared/lock-user/list-key';
import { deleteLockUserRequestSchema, deleteLockUserResponseSchema } from '@lockconsole/shared/lock-user/delete';
import { freezeLockUserRequestSchema, freezeLockUserResponseSchema } from '@lockconsole/shared/lock-user/freeze';
import { unfreezeLockUserRequestSchema, unfreezeLockUserResponseSchema } from '@lockconsole/shared/lock-user/unfreeze';
import { defineRoute } from '../../http/route';
import type { LockUsersService } from './lock-users.service';

const tag = 'lockUser';

export const lockUserRoutes = (s: LockUsersService) => [
  defineRoute({
    method: 'GET',
    path: '/user/listKeyUser',
    auth: 'user',
    tag,
    summary: 'Accounts holding ekeys on the locks the caller manages, with key, lock and frozen counts',
    request: listKeyUserRequestSchema,
    response: listKeyUserResponseSchema,
    handler: (input, ctx) => s.listKeyUser(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/user/listExpireUser',
    auth: 'user',
    tag,
    summary: 'Ekeys on the caller’s managed locks ending within `days` days (default 7), soonest first',
    request: listExpireUserRequestSchema,
    response: listExpireUserResponseSchema,
    handler: (input, ctx) => s.listExpireUser(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/lockUser/listKey',
    auth: 'user',
    tag,
    summary: 'One lock user’s ekeys on the caller’s managed locks, newest first',
    request: listLockUserKeyRequestSchema,
    response: listLockUserKeyResponseSchema,
    handler: (input, ctx) => s.listKey(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lockUser/delete',
    auth: 'user',
    tag,
    summary: 'Delete a lock user: their ekeys on the caller’s managed locks',
    request: deleteLockUserRequestSchema,
    response: deleteLockUserResponseSchema,
    handler: (input, ctx) => s.delete(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lockUser/freeze',
    auth: 'user',
    tag,
    summary: 'Freeze all of a lock user’s ekeys on the caller’s managed locks',
    request: freezeLockUserRequestSchema,
    response: freezeLockUserResponseSchema,
    handler: (input, ctx) => s.freeze(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lockUser/unfreeze',
    auth: 'user',
    tag,
    summary: 'Unfreeze all of a lock user’s ekeys on the caller’s managed locks',
    request: unfreezeLockUserRequestSchema,
    response: unfreezeLockUserResponseSchema,
    handler: (input, ctx) => s.unfreeze(ctx, input),
  }),
];
