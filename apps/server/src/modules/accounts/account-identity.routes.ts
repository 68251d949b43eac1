// /user/* routes that change what proves who the user is: password, account, bound identifiers, unregister.
import { checkPasswordRequestSchema, checkPasswordResponseSchema } from '@lockconsole/shared/user/check-password';
import { changePasswordRequestSchema, changePasswordResponseSchema } from '@lockconsole/shared/user/change-password';
import { changeAccountRequestSchema, changeAccountResponseSchema } from '@lockconsole/shared/user/change-account';
import { bindMobileRequestSchema, bindMobileResponseSchema } from '@lockconsole/shared/user/bind-mobile';
import { bindEmailRequestSchema, bindEmailResponseSchema } from '@lockconsole/shared/user/bind-email';
import { unbindMobileRequestSchema, unbindMobileResponseSchema } from '@lockconsole/shared/user/unbind-mobile';
import { unbindEmailRequestSchema, unbindEmailResponseSchema } from '@lockconsole/shared/user/unbind-email';
import { unregisterRequestSchema, unregisterResponseSchema } from '@lockconsole/shared/user/unregister';
import { defineRoute } from '../../http/route';
import type { AccountsModule } from './accounts.module';

const tag = 'user';

export const accountIdentityRoutes = (m: AccountsModule) => [
  defineRoute({
    method: 'POST',
    path: '/user/checkPassword',
    auth: 'user',
    tag,
    summary: "Confirms the signed-in user's password (10008 when wrong)",
    request: checkPasswordRequestSchema,
    response: checkPasswordResponseSchema,
    handler: (input, ctx) => m.passwords.checkPassword(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/changePassword',
    auth: 'user',
    tag,
    summary: 'New password; all sessions end and the caller gets a new token',
    request: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
    handler: (input, ctx) => m.passwords.changePassword(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/changeAccount',
    auth: 'user',
    tag,
    summary: 'Replaces the e-mail or mobile sign-in account (password + type-12 code to the new one); sessions rotate',
    request: changeAccountRequestSchema,
    response: changeAccountResponseSchema,
    handler: (input, ctx) => m.identity.changeAccount(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/bindMobile',
    auth: 'user',
    tag,
    summary: 'Adds or replaces the mobile number (type-5 code sent to it)',
    request: bindMobileRequestSchema,
    response: bindMobileResponseSchema,
    handler: (input, ctx) => m.identity.bindMobile(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/bindEmail',
    auth: 'user',
    tag,
    summary: 'Adds or replaces the e-mail address (type-8 code sent to it)',
    request: bindEmailRequestSchema,
    response: bindEmailResponseSchema,
    handler: (input, ctx) => m.identity.bindEmail(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/unbindMobile',
    auth: 'user',
    tag,
    summary: 'Removes the mobile number (refused when it is the only identifier)',
    request: unbindMobileRequestSchema,
    response: unbindMobileResponseSchema,
    handler: (input, ctx) => m.identity.unbindMobile(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/unbindEmail',
    auth: 'user',
    tag,
    summary: 'Removes the e-mail address (refused when it is the only identifier)',
    request: unbindEmailRequestSchema,
    response: unbindEmailResponseSchema,
    handler: (input, ctx) => m.identity.unbindEmail(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/unregister',
    auth: 'user',
    tag,
    summary: 'Deletes the account (password + type-10 code to its own account); every session ends',
    request: unregisterRequestSchema,
    response: unregisterResponseSchema,
    handler: (input, ctx) => m.identity.unregister(ctx, input),
  }),
];
