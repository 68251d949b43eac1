// Authorized administrator endpoints (/auth/list, /auth/create, /auth/revoke). Thin: schema, declared access, one
// service call. Only a lock's owner authorizes: the service checks 'own' per named lock (create answers per lock,
// revoke refuses as a whole), and the list covers only the caller's own locks.
import { listAuthAdminRequestSchema, listAuthAdminResponseSchema } from '@lockconsole/shared/auth-admin/list';
import { createAuthAdminRequestSchema, createAuthAdminResponseSchema } from '@lockconsole/shared/auth-admin/create';
import { revokeAuthAdminRequestSchema, revokeAuthAdminResponseSchema } from '@lockconsole/shared/auth-admin/revoke';
import { defineRoute } from '../../http/route';
import type { AuthAdminsService } from './auth-admins.service';

const tag = 'authAdmin';

export const authAdminRoutes = (s: AuthAdminsService) => [
  defineRoute({
    method: 'GET',
    path: '/auth/list',
    auth: 'user',
    tag,
    summary: 'Authorized administrators of the caller’s own locks, with their locks',
    request: listAuthAdminRequestSchema,
    response: listAuthAdminResponseSchema,
    handler: (input, ctx) => s.list(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/create',
    auth: 'user',
    tag,
    summary: 'Make an account authorized administrator of some of the caller’s locks (per-lock results)',
    request: createAuthAdminRequestSchema,
    response: createAuthAdminResponseSchema,
    handler: (input, ctx) => s.create(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/revoke',
    auth: 'user',
    tag,
    summary: 'An account stops being authorized administrator (of the given locks, or of all the caller’s)',
    request: revokeAuthAdminRequestSchema,
    response: revokeAuthAdminResponseSchema,
    handler: (input, ctx) => s.revoke(ctx, input),
  }),
];
