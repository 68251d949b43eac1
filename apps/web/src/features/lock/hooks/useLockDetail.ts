// The lock of a lock page (GET /lock/detail), starting from what the guard loaded, refetched when the stream
// says its state or a gateway changed, and after every finished setting operation.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { appState } from '../../../lib/session/appState';
import { useEvent } from '../../../lib/realtime/useEvent';
import { refreshLive } from '../../../lib/realtime/refreshLive';
import { getLockDetail } from '../api/getLockDetail';

export const lockDetailKey = (lockId: number) => ['lock-detail', lockId] as const;

export function useLockDetail(lockId: number) {
  const client = useQueryClient();
  const refresh = () => refreshLive(client, { queryKey: lockDetailKey(lockId) });
  useEvent('lockState', (e) => {
    if (e.lockId === lockId) refresh();
  });
  useEvent('gateway', refresh);
  const initial = appState.get().lock;
  return useQuery<LockDetail>({
    queryKey: lockDetailKey(lockId),
    queryFn: async () => {
      const lock = await getLockDetail(lockId);
      appState.set({ lock });
      return lock;
    },
    initialData: initial?.lockId === lockId ? initial : undefined,
    // What the guard just loaded is current: no second request on arrival (#26.6). Events and changes refetch it.
    staleTime: 30_000,
    enabled: lockId > 0,
  });
}

/** Refetches the lock after a change (rename, finished operation). */
export function useRefreshLock(lockId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: lockDetailKey(lockId) });
}
