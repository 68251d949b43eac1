// Premium: its status and tiers, and starting the trial (the answer is the new status).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPremium, startTrial } from '../api/servicesApi';

const KEY = ['premium'] as const;

export const usePremium = () => useQuery({ queryKey: KEY, queryFn: getPremium });

export function useStartTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (info) => client.setQueryData(KEY, info),
  });
}
