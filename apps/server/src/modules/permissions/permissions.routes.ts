// /user/consoleAbilities: what the caller may do across the console (the side menu). Thin: schema, auth, one call.
import {
  consoleAbilitiesRequestSchema,
  consoleAbilitiesResponseSchema,
} from '@lockconsole/shared/user/console-abilities';
import { defineRoute } from '../../http/route';
import type { PermissionsService } from './permissions.service';

export const permissionRoutes = (m: PermissionsService) => [
  defineRoute({
    method: 'GET',
    path: '/user/consoleAbilities',
    auth: 'user',
    tag: 'user',
    summary: 'Which console areas the caller may use (lock users, authorized admins), for an account of any size',
    request: consoleAbilitiesRequestSchema,
    response: consoleAbilitiesResponseSchema,
    handler: (input, ctx) => m.consoleAbilities(ctx, input),
  }),
];
