// Passcode endpoints (issue 7, offline codes). Thin: schema, declared access ({lock: 'manage'}: the owner or an
// authorized admin; anyone else gets the lock routes' −2018), one service call.
import { getKeyboardPwdRequestSchema, getKeyboardPwdResponseSchema } from '@lockconsole/shared/passcode/get';
import {
  listKeyboardPwdRequestSchema,
  listKeyboardPwdResponseSchema,
} from '@lockconsole/shared/passcode/list-keyboard-pwd';
import { renameKeyboardPwdRequestSchema, renameKeyboardPwdResponseSchema } from '@lockconsole/shared/passcode/rename';
import { deleteKeyboardPwdRequestSchema, deleteKeyboardPwdResponseSchema } from '@lockconsole/shared/passcode/delete';
import { defineRoute } from '../../http/route';
import type { PasscodesService } from './passcodes.service';

const tag = 'passcode';

export const passcodeRoutes = (s: PasscodesService) => [
  defineRoute({
    method: 'POST',
    path: '/keyboardPwd/get',
    auth: { lock: 'manage' },
    tag,
    summary: 'Issue an offline passcode (once, permanent, limited, clear, cycle) derived from the lock secret',
    request: getKeyboardPwdRequestSchema,
    response: getKeyboardPwdResponseSchema,
    handler: (input, ctx) => s.issue(ctx.lock, ctx.session.userId, ctx.host, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/lock/listKeyboardPwd',
    auth: { lock: 'manage' },
    tag,
    summary: 'The lock’s passcodes, newest first, paged, searched by name or code',
    request: listKeyboardPwdRequestSchema,
    response: listKeyboardPwdResponseSchema,
    handler: (input, ctx) => s.list(ctx.lock, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/keyboardPwd/rename',
    auth: { lock: 'manage' },
    tag,
    summary: 'Rename a passcode (server only)',
    request: renameKeyboardPwdRequestSchema,
    response: renameKeyboardPwdResponseSchema,
    handler: (input, ctx) => s.rename(ctx.lock, input.keyboardPwdId, input.keyboardPwdName),
  }),
  defineRoute({
    method: 'POST',
    path: '/keyboardPwd/delete',
    auth: { lock: 'manage' },
    tag,
    summary: 'Delete a passcode; an offline code still valid is recorded for revocation through a gateway',
    request: deleteKeyboardPwdRequestSchema,
    response: deleteKeyboardPwdResponseSchema,
    handler: (input, ctx) => s.remove(ctx.lock, input.keyboardPwdId),
  }),
];
