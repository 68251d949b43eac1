// Premium: its status and tiers, and starting the trial (the answer is the new status).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PremiumInfo } from '@lockconsole/shared/commerce/premium';
import { apiGet, apiPost } from '../../../lib/api/client';

const KEY = ['premium'] as const;

export const usePremium = () =>
  useQuery({ queryKey: KEY, queryFn: () => apiGet<PremiumInfo>('/premium/info', {}, { silent: true }) });

export function useStartTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<PremiumInfo>('/premium/startTrial', {}),
    onSuccess: (info) => client.setQueryData(KEY, info),
  });
}
