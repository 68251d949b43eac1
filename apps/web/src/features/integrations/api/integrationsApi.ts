// Integration endpoints (issue 20; schemas in @lockconsole/shared/integrations): the caller's API keys (make — the
// key is in that answer only — list, revoke) and the audit log.
import type { z } from 'zod';
import type { ApiKey, ApiKeyScope, createApiKeyResponseSchema } from '@lockconsole/shared/integrations/api-key';
import type { listAuditResponseSchema } from '@lockconsole/shared/integrations/audit';
import { apiGet, apiPost } from '../../../lib/api/client';

export type MadeKey = z.infer<typeof createApiKeyResponseSchema>;
export type AuditPage = z.infer<typeof listAuditResponseSchema>;
export type AuditQuery = { pageNo: number; pageSize: number; viaKey?: boolean; failed?: boolean; apiKeyId?: number };

export const listKeys = () => apiGet<{ list: ApiKey[] }>('/accessKey/list', {}, { silent: true });

export const createKey = (req: { name: string; scopes: ApiKeyScope[] }) =>
  apiPost<MadeKey>('/accessKey/create', { name: req.name, scopes: req.scopes });

export const revokeKey = (apiKeyId: number) => apiPost<null>('/accessKey/revoke', { apiKeyId });

export const listAudit = (q: AuditQuery) =>
  apiGet<AuditPage>(
    '/audit/list',
    {
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      ...(q.viaKey === undefined ? {} : { viaKey: q.viaKey ? 1 : 0 }),
      ...(q.failed === undefined ? {} : { failed: q.failed ? 1 : 0 }),
      ...(q.apiKeyId ? { apiKeyId: q.apiKeyId } : {}),
    },
    { silent: true },
  );
