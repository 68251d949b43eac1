// Records of a lock with live arrival: on the first page new records simply appear (refetch on the stream's
// "records" event); on later pages a counter offers to jump back to the newest.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
  useRefetchWhenLive(() => query.refetch());
  useEvent('records', (e) => {
    if (e.lockId !== q.lockId) return;
    if (q.pageNo === 1) void query.refetch();
    else setUnseen((n) => n + (typeof e.count === 'number' ? e.count : 1));
  });
  return { ...query, unseen, clearUnseen: () => setUnseen(0) };
}
