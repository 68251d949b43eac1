// API keys and the audit log (issue 20). Only the signed-in person manages keys and reads the log (a key never
// reaches these: key-scope.ts).
import {
  createApiKeyRequestSchema,
  createApiKeyResponseSchema,
  listApiKeysRequestSchema,
  listApiKeysResponseSchema,
  revokeApiKeyRequestSchema,
  revokeApiKeyResponseSchema,
} from '@lockconsole/shared/integrations/api-key';
import { listAuditRequestSchema, listAuditResponseSchema } from '@lockconsole/shared/integrations/audit';
import { defineRoute } from '../../http/route';
import type { ApiKeysService } from './api-keys.service';
import type { AuditService } from './audit.service';

export const integrationRoutes = (keys: ApiKeysService, audit: AuditService) => [
  defineRoute({
    method: 'POST',
    path: '/accessKey/create',
    auth: 'user',
    tag: 'integrations',
    summary: 'Make an API key with scopes; the key is in this answer only',
    request: createApiKeyRequestSchema,
    response: createApiKeyResponseSchema,
    handler: (input, ctx) => keys.create(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/accessKey/list',
    auth: 'user',
    tag: 'integrations',
    summary: "The caller's active API keys (name, scopes, first characters, last use)",
    request: listApiKeysRequestSchema,
    response: listApiKeysResponseSchema,
    handler: (input, ctx) => keys.list(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/accessKey/revoke',
    auth: 'user',
    tag: 'integrations',
    summary: 'Revoke one of the caller’s API keys: it stops working at once',
    request: revokeApiKeyRequestSchema,
    response: revokeApiKeyResponseSchema,
    handler: (input, ctx) => keys.revoke(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/audit/list',
    auth: 'user',
    tag: 'integrations',
    summary: 'Writes the caller made and writes made on the caller’s locks, by people and API keys, newest first',
    request: listAuditRequestSchema,
    response: listAuditResponseSchema,
    handler: (input, ctx) => audit.list(ctx, input),
  }),
];
