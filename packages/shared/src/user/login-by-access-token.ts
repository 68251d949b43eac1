// Sign-in links (#28.1): POST /user/createLoginLink makes a one-time link for the signed-in account;
// GET /user/loginLinkInfo says which account a link signs in to (the page asks before using it);
// POST /user/loginByAccessToken uses the link up and starts a session in this browser (sets the cookie).
import { z } from 'zod';
import { trimmed } from '../schemas/common';

/** The console page that takes a link: `${LOGIN_LINK_PATH}?accessToken=…`. */
export const LOGIN_LINK_PATH = '/loginByAccessToken';

export const createLoginLinkRequestSchema = z.object({});
export const createLoginLinkResponseSchema = z.object({
  accessToken: z.string(),
  /** Epoch ms; the link works once, until then. */
  expiresAt: z.number().int(),
  /** Path and query to open on this console's host. */
  path: z.string(),
});
export type CreateLoginLinkResponse = z.infer<typeof createLoginLinkResponseSchema>;

export const loginLinkInfoRequestSchema = z.object({ accessToken: trimmed(200) });
export const loginLinkInfoResponseSchema = z.object({
  uid: z.number().int().positive(),
  /** The account's e-mail or mobile number, as its owner signs in with it. */
  account: z.string(),
  nickname: z.string(),
});
export type LoginLinkInfoResponse = z.infer<typeof loginLinkInfoResponseSchema>;

export const loginByAccessTokenRequestSchema = z.object({ accessToken: trimmed(200) });
export const loginByAccessTokenResponseSchema = z.object({ uid: z.number().int().positive() });
export type LoginByAccessTokenRequest = z.input<typeof loginByAccessTokenRequestSchema>;
export type LoginByAccessTokenResponse = z.infer<typeof loginByAccessTokenResponseSchema>;
