// /user/* routes for signing up, in and out, codes and the profile. Thin: schema, auth, one service call.
import {
  sendValidationCodeRequestSchema,
  sendValidationCodeResponseSchema,
} from '@lockconsole/shared/user/send-validation-code';
import { registerRequestSchema, registerResponseSchema } from '@lockconsole/shared/user/register';
import { loginRequestSchema, loginResponseSchema } from '@lockconsole/shared/user/login';
import {
  createLoginLinkRequestSchema,
  createLoginLinkResponseSchema,
  loginByAccessTokenRequestSchema,
  loginByAccessTokenResponseSchema,
  loginLinkInfoRequestSchema,
  loginLinkInfoResponseSchema,
} from '@lockconsole/shared/user/login-by-access-token';
import { resetPasswordRequestSchema, resetPasswordResponseSchema } from '@lockconsole/shared/user/reset-password';
import { logoutRequestSchema, logoutResponseSchema } from '@lockconsole/shared/user/logout';
import { getInfoRequestSchema, getInfoResponseSchema } from '@lockconsole/shared/user/get-info';
import { updateUserInfoRequestSchema, updateUserInfoResponseSchema } from '@lockconsole/shared/user/update-user-info';
import {
  isPaidFeatureAvailableRequestSchema,
  isPaidFeatureAvailableResponseSchema,
} from '@lockconsole/shared/user/is-paid-feature-available';
import {
  transferUserConfirmRequestSchema,
  transferUserConfirmResponseSchema,
} from '@lockconsole/shared/user/transfer-user-confirm';
import { listKeyGroupRequestSchema, listKeyGroupResponseSchema } from '@lockconsole/shared/user/list-key-group';
import {
  getFaceAuthInfoRequestSchema,
  getFaceAuthInfoResponseSchema,
} from '@lockconsole/shared/user/get-face-auth-info';
import { defineRoute } from '../../http/route';
import type { AccountsModule } from './accounts.module';

const tag = 'user';

export const accountRoutes = (m: AccountsModule) => [
  defineRoute({
    method: 'POST',
    path: '/user/sendValidationCode',
    auth: 'public',
    tag,
    summary: 'Sends a 6-digit code (types 5, 8, 9, 10, 12 need a session); needs a solved slider token',
    request: sendValidationCodeRequestSchema,
    response: sendValidationCodeResponseSchema,
    handler: (input, ctx) => m.codes.sendValidationCode(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/register',
    auth: 'public',
    tag,
    summary: 'Creates an account (type-1 code, agree=1); the registering browser becomes a trusted device',
    request: registerRequestSchema,
    response: registerResponseSchema,
    handler: (input, ctx) => m.auth.register(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/login',
    auth: 'public',
    tag,
    summary: 'Signs in by e-mail or mobile and password; a new device needs a type-4 code (10009)',
    request: loginRequestSchema,
    response: loginResponseSchema,
    handler: (input, ctx) => m.auth.login(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/loginByAccessToken',
    auth: 'public',
    tag,
    summary: 'Uses up a one-time sign-in link and starts a session in this browser (sets the ACCESS_TOKEN cookie)',
    request: loginByAccessTokenRequestSchema,
    response: loginByAccessTokenResponseSchema,
    handler: (input, ctx) => m.auth.loginByAccessToken(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/user/loginLinkInfo',
    auth: 'public',
    tag,
    summary: 'The account a one-time sign-in link signs in to, without using the link',
    request: loginLinkInfoRequestSchema,
    response: loginLinkInfoResponseSchema,
    handler: (input, ctx) => m.auth.loginLinkInfo(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/createLoginLink',
    auth: 'user',
    tag,
    summary: 'A one-time sign-in link (5 minutes) to the caller’s account, for a browser (/loginByAccessToken)',
    request: createLoginLinkRequestSchema,
    response: createLoginLinkResponseSchema,
    handler: (input, ctx) => m.auth.createLoginLink(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/resetPassword',
    auth: 'public',
    tag,
    summary: 'Sets a new password with a type-3 code; every session of the account ends',
    request: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
    handler: (input, ctx) => m.auth.resetPassword(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/logout',
    auth: 'user',
    tag,
    summary: 'Ends the current session and clears the cookie',
    request: logoutRequestSchema,
    response: logoutResponseSchema,
    handler: (input, ctx) => m.auth.logout(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/user/getInfo',
    auth: 'user',
    tag,
    summary: 'The signed-in user (spec §3 user info)',
    request: getInfoRequestSchema,
    response: getInfoResponseSchema,
    handler: (input, ctx) => m.profile.getInfo(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/updateUserInfo',
    auth: 'user',
    tag,
    summary: 'Changes the nickname and the region (ISO 3166 alpha-2)',
    request: updateUserInfoRequestSchema,
    response: updateUserInfoResponseSchema,
    handler: (input, ctx) => m.profile.updateUserInfo(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/isPaidFeatureAvailable',
    auth: 'user',
    tag,
    summary: 'Whether premium functions are available (brand sells them, user on trial or subscribed)',
    request: isPaidFeatureAvailableRequestSchema,
    response: isPaidFeatureAvailableResponseSchema,
    handler: (input, ctx) => m.profile.isPaidFeatureAvailable(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/transferUserConfirm',
    auth: 'user',
    tag,
    summary: 'Looks up the registered recipient of a transfer',
    request: transferUserConfirmRequestSchema,
    response: transferUserConfirmResponseSchema,
    handler: (input, ctx) => m.profile.transferUserConfirm(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/user/listKeyGroup',
    auth: 'user',
    tag,
    summary: 'Lock groups of the user plus "not grouped" (groupId 0)',
    request: listKeyGroupRequestSchema,
    response: listKeyGroupResponseSchema,
    handler: (input, ctx) => m.profile.listKeyGroup(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/user/getFaceAuthInfo',
    auth: 'user',
    tag,
    summary: 'Face-recognition balance and identify frequency',
    request: getFaceAuthInfoRequestSchema,
    response: getFaceAuthInfoResponseSchema,
    handler: (input, ctx) => m.profile.getFaceAuthInfo(ctx, input),
  }),
];
