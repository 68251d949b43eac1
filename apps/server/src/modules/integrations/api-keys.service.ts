// API keys (issue 20): made, listed and revoked by the signed-in person (never with a key); looked up for the HTTP
// pipeline on every request (no cache: a revoked key stops at once on every node); and the gate each keyed request
// passes before its route — the key's scopes (key-scope.ts), then its rate, counted per minute in the database.
import type { z } from 'zod';
import {
  API_KEY_PREFIX,
  MAX_API_KEYS,
  type ApiKey,
  type ApiKeyScope,
  type createApiKeyRequestSchema,
  type revokeApiKeyRequestSchema,
} from '@lockconsole/shared/integrations/api-key';
import type { KeyRefusal, UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import type { SessionLookup } from '../../http/route';
import { sha256Hex, type Clock, type Random } from '../../platform/clock';
import type { ApiKeyRow, ApiKeysRepo } from './api-keys.repo';
import { scopeNeeded } from './key-scope';

const MINUTE = 60_000;

const present = (k: ApiKeyRow): ApiKey => ({
  apiKeyId: k.id,
  name: k.name,
  scopes: k.scopes as ApiKeyScope[],
  prefix: k.prefix,
  createdAt: k.createdAt.getTime(),
  lastUsedAt: k.lastUsedAt ? k.lastUsedAt.getTime() : null,
  lastUsedIp: k.lastUsedIp,
});

export function createApiKeysService(d: { repo: ApiKeysRepo; clock: Clock; random: Random; ratePerMinute: number }) {
  return {
    async create(ctx: UserContext, input: z.infer<typeof createApiKeyRequestSchema>) {
      const userId = ctx.session.userId;
      if ((await d.repo.countActive(userId)) >= MAX_API_KEYS) throw fail('apiKeyLimit', { max: MAX_API_KEYS });
      const key = `${API_KEY_PREFIX}${d.random.token(32)}`;
      const row = await d.repo.insert({
        userId,
        name: input.name,
        scopes: [...new Set(input.scopes)],
        prefix: key.slice(0, API_KEY_PREFIX.length + 8),
        keyHash: sha256Hex(key),
        createdAt: d.clock.now(),
      });
      return { ...present(row), key };
    },

    async list(ctx: UserContext, _q: Record<string, never>) {
      return { list: (await d.repo.active(ctx.session.userId)).map(present) };
    },

    async revoke(ctx: UserContext, input: z.infer<typeof revokeApiKeyRequestSchema>) {
      if (!(await d.repo.revoke(ctx.session.userId, input.apiKeyId, d.clock.now()))) throw fail('apiKeyNotFound');
      return null;
    },

    /** The account a key acts as (the pipeline's session), or why not. */
    async lookup(token: string): Promise<SessionLookup> {
      const row = await d.repo.byHash(sha256Hex(token));
      if (!row) return { status: 'invalid' };
      if (row.revokedAt) return { status: 'revoked' };
      return {
        status: 'ok',
        session: { userId: row.userId, sessionId: 0, apiKey: { id: row.id, scopes: row.scopes } },
      };
    },

    /** Before a keyed request's route: its scope, then its rate. Undefined lets it through. */
    async gate(
      key: { id: number; scopes: readonly string[] },
      route: { method: 'GET' | 'POST'; path: string },
      ip: string,
    ): Promise<KeyRefusal | undefined> {
      const needed = scopeNeeded(key.scopes, route.method, route.path);
      if (needed) return { error: 'apiKeyScope', params: { scope: needed }, status: 403 };
      const now = d.clock.now();
      const windowStart = Math.floor(now.getTime() / MINUTE) * MINUTE;
      const hits = await d.repo.hit(key.id, windowStart);
      if (hits > d.ratePerMinute) {
        const seconds = Math.max(1, Math.ceil((windowStart + MINUTE - now.getTime()) / 1000));
        return {
          error: 'apiKeyRateLimited',
          params: { limit: d.ratePerMinute, seconds },
          status: 429,
          headers: { 'retry-after': String(seconds) },
        };
      }
      await d.repo.touch(key.id, now, ip, windowStart);
      return undefined;
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
