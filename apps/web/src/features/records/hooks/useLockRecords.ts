// Records of a lock with live arrival: on the first page new records simply appear (refetch on the stream's
// "records" event); on later pages a counter offers to jump back to the newest.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshLive } from '../../../lib/realtime/refreshLive';
import { useEvent } from '../../../lib/realtime/useEvent';
import { useRefetchWhenLive } from '../../../lib/realtime/useRefetchWhenLive';
import { listLockRecords } from '../api/listLockRecords';

type Query = {
  lockId: number;
  recordType: number;
  searchStr: string;
  pageNo: number;
  pageSize: number;
  /** Only the records of this ekey. */
  keyId?: number;
};

export function useLockRecords(q: Query) {
  const [unseen, setUnseen] = useState(0);
  const query = useQuery({
    queryKey: ['lock-records', q],
    queryFn: () =>
      listLockRecords({
        lockId: q.lockId,
        recordType: q.recordType || undefined,
        searchStr: q.searchStr || undefined,
        keyId: q.keyId,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      }),
    placeholderData: keepPreviousData,
  });
  // Read again on an event — and once more after a read that was under way when it came (lib/realtime/refreshLive).
  const client = useQueryClient();
  const refresh = () => refreshLive(client, { queryKey: ['lock-records', { lockId: q.lockId }] });
  useRefetchWhenLive(refresh);
  useEvent('records', (e) => {
    if (e.lockId !== q.lockId) return;
    if (q.pageNo === 1) refresh();
    else setUnseen((n) => n + (typeof e.count === 'number' ? e.count : 1));
  });
  return { ...query, unseen, clearUnseen: () => setUnseen(0) };
}
