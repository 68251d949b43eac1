// The caller's API keys and audit log: making or revoking a key refreshes the list (and the log, which records it).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyScope } from '@lockconsole/shared/integrations/api-key';
import { toast } from '../../../lib/toast';
import { i18n } from '../../../lib/i18n/i18n';
import { createKey, listAudit, listKeys, revokeKey, type AuditQuery } from '../api/integrationsApi';

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
