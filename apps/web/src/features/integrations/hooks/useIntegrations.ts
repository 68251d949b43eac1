// The caller's API keys, audit log and webhooks: a change refreshes its list (and the log, which records it).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyScope } from '@lockconsole/shared/integrations/api-key';
import { toast } from '../../../lib/toast';
import { i18n } from '../../../lib/i18n/i18n';
import {
  createKey,
  createWebhook,
  deleteWebhook,
  listAudit,
  listDeliveries,
  listKeys,
  listWebhooks,
  replayDelivery,
  revokeKey,
  testWebhook,
  updateWebhook,
  type AuditQuery,
} from '../api/integrationsApi';

const KEYS_KEY = ['api-keys'] as const;
const AUDIT_KEY = ['audit'] as const;

export function useApiKeys() {
  return useQuery({ queryKey: KEYS_KEY, queryFn: listKeys });
}

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: KEYS_KEY });
    void client.invalidateQueries({ queryKey: AUDIT_KEY });
  };
}

export function useCreateKey() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (r: { name: string; scopes: ApiKeyScope[] }) => createKey(r), onSuccess: refresh });
}

export function useRevokeKey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: revokeKey,
    onSuccess: () => {
      refresh();
      toast.success(i18n.t('integrations.keys.revoked'));
    },
  });
}

export function useAudit(q: AuditQuery) {
  return useQuery({ queryKey: [...AUDIT_KEY, q], queryFn: () => listAudit(q), placeholderData: keepPreviousData });
}

const WEBHOOKS_KEY = ['webhooks'] as const;

export function useWebhooks() {
  return useQuery({ queryKey: WEBHOOKS_KEY, queryFn: listWebhooks });
}

function useWebhookChange<A, R>(fn: (a: A) => Promise<R>, done?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: WEBHOOKS_KEY });
      if (done) toast.success(i18n.t(done));
    },
  });
}

export const useCreateWebhook = () => useWebhookChange(createWebhook);
export const useUpdateWebhook = () => useWebhookChange(updateWebhook);
export const useDeleteWebhook = () => useWebhookChange(deleteWebhook, 'integrations.webhooks.deleted');
export const useTestWebhook = () => useWebhookChange(testWebhook, 'integrations.webhooks.testSent');
export const useReplayDelivery = () => useWebhookChange(replayDelivery, 'integrations.webhooks.replayed');

/** An endpoint's delivery log, read again every 2 s while it is open (a test event shows up at once). */
export function useDeliveries(webhookId: number | null, page: { pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: [...WEBHOOKS_KEY, 'deliveries', webhookId, page],
    queryFn: () => listDeliveries({ webhookId: webhookId!, ...page }),
    enabled: webhookId !== null,
    refetchInterval: 2000,
    placeholderData: keepPreviousData,
  });
}
