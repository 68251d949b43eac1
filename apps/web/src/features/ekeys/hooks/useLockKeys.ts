// The ekeys of one lock (GET /lock/listKey), paged and searched; `refresh` after every change of a key. A key
// taken back on the lock (an `ekey.revoke` operation of this lock ending, stream "operation") refetches at once.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEvent } from '../../../lib/realtime/useEvent';
import { refreshLive } from '../../../lib/realtime/refreshLive';
import { listLockKeys } from '../api/ekeyApi';

export const lockKeysKey = (lockId: number) => ['lock-keys', lockId] as const;

type Query = { lockId: number; pageNo: number; pageSize: number; searchStr: string; keyStatus?: string };

export function useLockKeys(q: Query) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...lockKeysKey(q.lockId), q],
    queryFn: () =>
      listLockKeys({
        lockId: q.lockId,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        searchStr: q.searchStr || undefined,
        keyStatus: q.keyStatus,
      }),
    placeholderData: keepPreviousData,
    enabled: q.lockId > 0,
  });
  const refresh = () => client.invalidateQueries({ queryKey: lockKeysKey(q.lockId) });
  useEvent('operation', (e) => {
    if (e.lockId === q.lockId && e.type === 'ekey.revoke') refreshLive(client, { queryKey: lockKeysKey(q.lockId) });
  });
  return { ...query, refresh };
}
