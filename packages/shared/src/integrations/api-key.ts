// API keys (issue 20): another system acts as the account that made the key, within the key's scopes, with the same
// permission rules as the person. One schema per endpoint, shared by server and web: /accessKey/create (the key is in
// this answer only), /accessKey/list, /accessKey/revoke. A key is sent like a session token (header `accessToken`).
import { z } from 'zod';
import { jsonString, positiveInt, trimmed } from '../schemas/common';

/**
 * read: every list and detail; locks: lock, gateway and group changes and remote operations; credentials: ekeys,
 * passcodes, cards, fingerprints, faces, palm veins, QR codes, key fobs, lock users; records: unlock records and
 * exports. Account settings, API keys and authorized admins are never reachable with a key.
 */
export const API_KEY_SCOPES = ['read', 'locks', 'credentials', 'records'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A key starts with this, so the server (and a secret scanner) can tell it from a session token. */
export const API_KEY_PREFIX = 'lk_';
/** Active keys an account may have at once. */
export const MAX_API_KEYS = 20;

export const apiKeySchema = z.object({
  apiKeyId: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The key's first characters (to tell keys apart; the rest is never shown again). */
  prefix: z.string(),
  createdAt: z.number().int(),
  lastUsedAt: z.number().int().nullable(),
  lastUsedIp: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** POST /accessKey/create */
export const createApiKeyRequestSchema = z.object({
  name: trimmed(50),
  scopes: jsonString(
    z
      .array(z.enum(API_KEY_SCOPES, { message: 'validation.invalid' }), { message: 'validation.invalid' })
      .min(1, 'validation.apiKey.scopes')
      .max(API_KEY_SCOPES.length, 'validation.tooBig'),
  ),
});
export const createApiKeyResponseSchema = apiKeySchema.extend({
  /** The whole key: shown this once. */
  key: z.string(),
});

/** GET /accessKey/list — the caller's active keys, newest first. */
export const listApiKeysRequestSchema = z.object({});
export const listApiKeysResponseSchema = z.object({ list: z.array(apiKeySchema) });

/** POST /accessKey/revoke — the key stops working at once, on every node. */
export const revokeApiKeyRequestSchema = z.object({ apiKeyId: positiveInt() });
export const revokeApiKeyResponseSchema = z.null();
