// The QR codes of a lock. They never go to the lock, so nothing is pending; a `credential` stream event of kind
// qrcode for this lock (another manager's change) refetches the list.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEvent } from '../../../lib/realtime/useEvent';
import { refreshLive } from '../../../lib/realtime/refreshLive';
import { listQrcodes, type QrcodeListQuery } from '../api/qrcodeApi';

export const QRCODES_KEY = ['qrcodes'] as const;
export const qrcodesKey = (lockId: number) => [...QRCODES_KEY, 'lock', lockId] as const;

export function useQrcodes(q: QrcodeListQuery, enabled = true) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...qrcodesKey(q.lockId), q],
    queryFn: () => listQrcodes(q),
    placeholderData: keepPreviousData,
    enabled,
  });
  useEvent('credential', (e) => {
    if (e.lockId === q.lockId && e.kind === 'qrcode') refreshLive(client, { queryKey: qrcodesKey(q.lockId) });
  });
  return query;
}

export function useRefreshQrcodes() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: QRCODES_KEY });
}
