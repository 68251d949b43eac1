// The lock list of a group (GET /lock/list), kept fresh by the event stream: lock state, battery and gateway
// online changes refetch it.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEvent } from '../../../lib/realtime/useEvent';
import { listLocks } from '../api/lockApi';

export const LOCKS_KEY = ['locks'] as const;

export function useLockList(q: { groupId: number; pageNo: number; pageSize: number; search?: string }) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: LOCKS_KEY });
  useEvent('lockState', refresh);
  useEvent('gateway', refresh);
  return useQuery({
    queryKey: [...LOCKS_KEY, q.groupId, q.pageNo, q.pageSize, q.search ?? ''],
    queryFn: () =>
      listLocks({ groupId: q.groupId, pageNo: q.pageNo, pageSize: q.pageSize, lockAlias: q.search || undefined }),
    placeholderData: keepPreviousData,
  });
}
