// Passcode endpoints (issue 7). Thin: schema, declared access ({lock: 'manage'}: the owner or an authorized admin;
// anyone else gets the lock routes' −2018), one service call.
import { getKeyboardPwdRequestSchema, getKeyboardPwdResponseSchema } from '@lockconsole/shared/passcode/get';
import {
  listKeyboardPwdRequestSchema,
  listKeyboardPwdResponseSchema,
} from '@lockconsole/shared/passcode/list-keyboard-pwd';
import { renameKeyboardPwdRequestSchema, renameKeyboardPwdResponseSchema } from '@lockconsole/shared/passcode/rename';
import { deleteKeyboardPwdRequestSchema, deleteKeyboardPwdResponseSchema } from '@lockconsole/shared/passcode/delete';
import { addKeyboardPwdRequestSchema, addKeyboardPwdResponseSchema } from '@lockconsole/shared/passcode/add';
import { changeKeyboardPwdRequestSchema, changeKeyboardPwdResponseSchema } from '@lockconsole/shared/passcode/change';
import { resyncKeyboardPwdRequestSchema, resyncKeyboardPwdResponseSchema } from '@lockconsole/shared/passcode/resync';
import { shareKeyboardPwdRequestSchema, shareKeyboardPwdResponseSchema } from '@lockconsole/shared/passcode/share';
import { defineRoute } from '../../http/route';
import type { PasscodesService } from './passcodes.service';
import type { PasscodeWritesService } from './passcode-writes.service';
import type { PasscodeShareService } from './passcode-share.service';

const tag = 'passcode';

export const passcodeRoutes = (s: PasscodesService, w: PasscodeWritesService, sh: PasscodeShareService) => [
  defineRoute({
    method: 'POST',
    path: '/keyboardPwd/get',
    auth: { lock: 'manage' },
    tag,
    summary: 'Issue an offline passcode (once, permanent, limited, clear, cycle) derived from the lock secret',
    request: getKeyboardPwdRequestSchema,
    response: getKeyboardPwdResponseSchema,
    handler: (input, ctx) => s.issue(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/lock/listKeyboardPwd',
    auth: { lock: 'manage' },
    tag,
    summary: 'The lock’s passcodes, newest first, paged, searched by name or code',
    request: listKeyboardPwdRequestSchema,
    response: listKeyboardPwdResponseSchema,
    handler: (input, ctx) => s.list(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/keyboardPwd/rename',
    auth: { lock: 'manage' },
    tag,
    summary: 'Rename a passcode (server only)',
    request: renameKeyboardPwdRequestSchema,
    response: renameKeyboardPwdResponseSchema,
    handler: (input, ctx) => s.rename(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/keyboardPwd/delete',
    auth: { lock: 'manage' },
    tag,
    summary: 'Delete a passcode: a custom code on the lock, an offline code still valid revoked, through the gateway',
    request: deleteKeyboardPwdRequestSchema,
    response: deleteKeyboardPwdResponseSchema,
    handler: (input, ctx) => w.remove(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/keyboardPwd/add',
    auth: { lock: 'manage' },
    tag,
    summary: 'Add a custom passcode (type 6), pushed to the lock through its gateway (adding → normal | add failed)',
    request: addKeyboardPwdRequestSchema,
    response: addKeyboardPwdResponseSchema,
    handler: (input, ctx) => w.add(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/keyboardPwd/change',
    auth: { lock: 'manage' },
    tag,
    summary: 'Change a custom passcode’s digits or validity through the gateway (updating → normal | update failed)',
    request: changeKeyboardPwdRequestSchema,
    response: changeKeyboardPwdResponseSchema,
    handler: (input, ctx) => w.change(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/keyboardPwd/resync',
    auth: { lock: 'manage' },
    tag,
    summary: 'Push a failed add, change or delete of a passcode to the lock again',
    request: resyncKeyboardPwdRequestSchema,
    response: resyncKeyboardPwdResponseSchema,
    handler: (input, ctx) => w.resync(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/keyboardPwd/share',
    auth: { lock: 'manage' },
    tag,
    summary: 'Send a passcode with its validity by e-mail or SMS (rate-limited)',
    request: shareKeyboardPwdRequestSchema,
    response: shareKeyboardPwdResponseSchema,
    handler: (input, ctx) => sh.share(ctx, input),
  }),
];
