// POST /user/loginByAccessToken — adopts an existing session token in this browser (sets the cookie).
import { z } from 'zod';
import { trimmed } from '../schemas/common';

export const loginByAccessTokenRequestSchema = z.object({ accessToken: trimmed(200) });
export const loginByAccessTokenResponseSchema = z.object({ uid: z.number().int().positive() });
export type LoginByAccessTokenRequest = z.input<typeof loginByAccessTokenRequestSchema>;
export type LoginByAccessTokenResponse = z.infer<typeof loginByAccessTokenResponseSchema>;
