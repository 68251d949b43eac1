// The key fobs and the wireless keypads of a lock, kept live: a `credential` stream event of this lock and kind, or
// one of its device operations ending, refetches at once; while one is adding/updating/deleting the list also polls,
// so it settles even without the stream.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { isPending } from '../../../lib/credentials/credentialView';
import { useEvent } from '../../../lib/realtime/useEvent';
import { refreshLive } from '../../../lib/realtime/refreshLive';
import { listKeyfobs, listKeypads, type KeyfobListQuery, type KeypadListQuery } from '../api/accessoryApi';

export const KEYFOBS_KEY = ['keyfobs'] as const;
export const KEYPADS_KEY = ['keypads'] as const;
const keyOf = (root: readonly string[], lockId: number) => [...root, 'lock', lockId] as const;

function useLive(root: readonly string[], kind: string, lockId: number) {
  const client = useQueryClient();
  const refresh = () => refreshLive(client, { queryKey: keyOf(root, lockId) });
  useEvent('credential', (e) => {
    if (e.lockId === lockId && e.kind === kind) refresh();
  });
  useEvent('operation', (e) => {
    if (e.lockId === lockId) refresh();
  });
}

export function useKeyfobs(q: KeyfobListQuery, enabled = true) {
  useLive(KEYFOBS_KEY, 'keyfob', q.lockId);
  return useQuery({
    queryKey: [...keyOf(KEYFOBS_KEY, q.lockId), q],
    queryFn: () => listKeyfobs(q),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (s) => (s.state.data?.list.some(isPending) ? 2000 : false),
  });
}

export function useKeypads(q: KeypadListQuery, enabled = true) {
  useLive(KEYPADS_KEY, 'keypad', q.lockId);
  return useQuery({
    queryKey: [...keyOf(KEYPADS_KEY, q.lockId), q],
    queryFn: () => listKeypads(q),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (s) => (s.state.data?.list.some(isPending) ? 2000 : false),
  });
}

export function useRefreshAccessories() {
  const client = useQueryClient();
  return {
    keyfobs: () => void client.invalidateQueries({ queryKey: KEYFOBS_KEY }),
    keypads: () => void client.invalidateQueries({ queryKey: KEYPADS_KEY }),
  };
}
