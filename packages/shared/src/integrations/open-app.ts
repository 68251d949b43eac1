// Applications of the TTLock-compatible API (issue 25, docs/ttlock-compat.md): an existing TTLock integration (Home
// Assistant, homebridge, a rental connector) signs in with an application's clientId and clientSecret and a person's
// account, and then acts as that person through `/v3/...`. One schema per endpoint, shared by server and web:
// /openApp/create (the secret is in this answer only), /openApp/list, /openApp/update, /openApp/rotateSecret,
// /openApp/revoke, and the person's own sign-ins: /openApp/listToken, /openApp/revokeToken.
import { z } from 'zod';
import { positiveInt, trimmed } from '../schemas/common';
import { urlParam } from './webhook';

/** Active applications an account may have at once. */
export const MAX_OPEN_APPS = 10;
/** An access token's life (the contract's expires_in: 90 days, in seconds). */
export const OPEN_TOKEN_SECONDS = 90 * 24 * 3600;

export const openAppSchema = z.object({
  appId: z.number().int(),
  name: z.string(),
  /** Public: the integration's `clientId`. */
  clientId: z.string(),
  /** Where record callbacks are posted; null: none. */
  callbackUrl: z.string().nullable(),
  createdAt: z.number().int(),
  secretRotatedAt: z.number().int().nullable(),
  /** People signed in to it now (live tokens, any account). */
  activeTokens: z.number().int(),
  lastUsedAt: z.number().int().nullable(),
  /** The record callback's delivery log: GET /webhook/deliveries with this webhookId (null: no callback URL). */
  callbackWebhookId: z.number().int().nullable(),
  /** Callbacks paused after every retry failed (its owner was told); saving the application resumes them. */
  callbackPaused: z.boolean(),
});
export type OpenApp = z.infer<typeof openAppSchema>;

/** POST /openApp/create */
export const createOpenAppRequestSchema = z.object({
  name: trimmed(50),
  callbackUrl: urlParam().optional(),
});
export const createOpenAppResponseSchema = openAppSchema.extend({
  /** The client secret: shown this once. */
  clientSecret: z.string(),
});

/** GET /openApp/list — the caller's active applications, newest first. */
export const listOpenAppsRequestSchema = z.object({});
export const listOpenAppsResponseSchema = z.object({ list: z.array(openAppSchema) });

/** POST /openApp/update — name and callback URL ("" removes the callback). */
export const updateOpenAppRequestSchema = z.object({
  appId: positiveInt(),
  name: trimmed(50),
  callbackUrl: z.union([z.literal(''), urlParam()]).optional(),
});
export const updateOpenAppResponseSchema = openAppSchema;

/** POST /openApp/rotateSecret — a new secret (shown once); the old one stops at once, sign-ins stay. */
export const rotateOpenAppSecretRequestSchema = z.object({ appId: positiveInt() });
export const rotateOpenAppSecretResponseSchema = z.object({ clientSecret: z.string() });

/** POST /openApp/revoke — the application and every token of it end at once. */
export const revokeOpenAppRequestSchema = z.object({ appId: positiveInt() });
export const revokeOpenAppResponseSchema = z.null();

/** A sign-in of the caller's account to an application (whoever registered the application). */
export const openTokenSchema = z.object({
  tokenId: z.number().int(),
  appName: z.string(),
  clientId: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  lastUsedAt: z.number().int().nullable(),
  lastUsedIp: z.string().nullable(),
});
export type OpenToken = z.infer<typeof openTokenSchema>;

/** GET /openApp/listToken — the applications the caller's account is signed in to. */
export const listOpenTokensRequestSchema = z.object({});
export const listOpenTokensResponseSchema = z.object({ list: z.array(openTokenSchema) });

/** POST /openApp/revokeToken — that sign-in ends at once (its refresh token too). */
export const revokeOpenTokenRequestSchema = z.object({ tokenId: positiveInt() });
export const revokeOpenTokenResponseSchema = z.null();
