// The caller's gateways and the uninitialized locks near them, kept fresh: the stream's "gateway" events
// (online, offline, deleted) refetch at once; nearby locks come from periodic scans, so they are polled.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEvent } from '../../../lib/realtime/useEvent';
import { refreshLive } from '../../../lib/realtime/refreshLive';
import { listGateways, listNearbyLocks } from '../api/gatewayApi';

export const GATEWAYS_KEY = ['gateways'] as const;
export const NEARBY_KEY = ['gateways', 'nearby'] as const;

export function useGateways() {
  const client = useQueryClient();
  useEvent('gateway', () => refreshLive(client, { queryKey: GATEWAYS_KEY }));
  const gateways = useQuery({
    queryKey: [...GATEWAYS_KEY, 'list'],
    queryFn: () => listGateways(),
    refetchInterval: 15_000,
  });
  const nearby = useQuery({ queryKey: NEARBY_KEY, queryFn: listNearbyLocks, refetchInterval: 4_000 });
  return { gateways, nearby };
}
