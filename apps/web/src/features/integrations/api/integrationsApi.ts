// Integration endpoints (issue 20; schemas in @lockconsole/shared/integrations): the caller's API keys (make — the
// key is in that answer only — list, revoke), the audit log, webhook endpoints with their delivery log, and the
// applications of the TTLock-compatible API with the account's sign-ins to applications (issue 25).
import type { z } from 'zod';
import type { ApiKey, ApiKeyScope, createApiKeyResponseSchema } from '@lockconsole/shared/integrations/api-key';
import type { listAuditResponseSchema } from '@lockconsole/shared/integrations/audit';
import type { createOpenAppResponseSchema, OpenApp, OpenToken } from '@lockconsole/shared/integrations/open-app';
import type {
  createWebhookResponseSchema,
  listDeliveriesResponseSchema,
  Webhook,
  WebhookEventType,
} from '@lockconsole/shared/integrations/webhook';
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

// Webhooks (issue 20).
export type MadeWebhook = z.infer<typeof createWebhookResponseSchema>;
export type DeliveryPage = z.infer<typeof listDeliveriesResponseSchema>;

export const listWebhooks = () => apiGet<{ list: Webhook[] }>('/webhook/list', {}, { silent: true });

export const createWebhook = (req: { url: string; eventTypes: WebhookEventType[]; description?: string }) =>
  apiPost<MadeWebhook>('/webhook/create', { ...req });

export const updateWebhook = (req: { webhookId: number; enabled?: boolean }) =>
  apiPost<Webhook>('/webhook/update', {
    webhookId: req.webhookId,
    ...(req.enabled === undefined ? {} : { enabled: req.enabled ? 1 : 0 }),
  });

export const deleteWebhook = (webhookId: number) => apiPost<null>('/webhook/delete', { webhookId });

export const testWebhook = (webhookId: number) => apiPost<{ deliveryId: number }>('/webhook/test', { webhookId });

export const listDeliveries = (q: { webhookId: number; pageNo: number; pageSize: number }) =>
  apiGet<DeliveryPage>('/webhook/deliveries', q, { silent: true });

export const replayDelivery = (deliveryId: number) =>
  apiPost<{ deliveryId: number }>('/webhook/replay', { deliveryId });

// Applications of the TTLock-compatible API (issue 25): the client secret is in the create and rotate answers only.
export type MadeOpenApp = z.infer<typeof createOpenAppResponseSchema>;

export const listOpenApps = () => apiGet<{ list: OpenApp[] }>('/openApp/list', {}, { silent: true });

export const createOpenApp = (req: { name: string; callbackUrl?: string }) =>
  apiPost<MadeOpenApp>('/openApp/create', { ...req });

/** callbackUrl "" removes the callback. */
export const updateOpenApp = (req: { appId: number; name: string; callbackUrl: string }) =>
  apiPost<OpenApp>('/openApp/update', { ...req });

export const rotateOpenAppSecret = (appId: number) =>
  apiPost<{ clientSecret: string }>('/openApp/rotateSecret', { appId });

export const revokeOpenApp = (appId: number) => apiPost<null>('/openApp/revoke', { appId });

export const listOpenTokens = () => apiGet<{ list: OpenToken[] }>('/openApp/listToken', {}, { silent: true });

export const revokeOpenToken = (tokenId: number) => apiPost<null>('/openApp/revokeToken', { tokenId });
