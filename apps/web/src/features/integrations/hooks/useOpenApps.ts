// The caller's applications of the TTLock-compatible API and the account's sign-ins to applications (issue 25): a
// change refreshes both lists (revoking an application ends its sign-ins) and the audit log, which records it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { i18n } from '../../../lib/i18n/i18n';
import {
  createOpenApp,
  listOpenApps,
  listOpenTokens,
  revokeOpenApp,
  revokeOpenToken,
  rotateOpenAppSecret,
  updateOpenApp,
} from '../api/integrationsApi';

const OPEN_APPS_KEY = ['open-apps'] as const;
const OPEN_TOKENS_KEY = ['open-tokens'] as const;
const AUDIT_KEY = ['audit'] as const;

export function useOpenApps() {
  return useQuery({ queryKey: OPEN_APPS_KEY, queryFn: listOpenApps });
}

export function useOpenTokens() {
  return useQuery({ queryKey: OPEN_TOKENS_KEY, queryFn: listOpenTokens });
}

function useOpenAppChange<A, R>(fn: (a: A) => Promise<R>, done?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: OPEN_APPS_KEY });
      void client.invalidateQueries({ queryKey: OPEN_TOKENS_KEY });
      void client.invalidateQueries({ queryKey: AUDIT_KEY });
      if (done) toast.success(i18n.t(done));
    },
  });
}

export const useCreateOpenApp = () => useOpenAppChange(createOpenApp);
export const useUpdateOpenApp = () => useOpenAppChange(updateOpenApp, 'integrations.apps.saved');
export const useRotateOpenAppSecret = () => useOpenAppChange(rotateOpenAppSecret);
export const useRevokeOpenApp = () => useOpenAppChange(revokeOpenApp, 'integrations.apps.revoked');
export const useRevokeOpenToken = () => useOpenAppChange(revokeOpenToken, 'integrations.tokens.signedOut');
