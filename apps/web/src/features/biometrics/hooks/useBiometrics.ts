// A lock's fingerprints, faces or palm veins, kept live: a `credential` stream event of this lock and kind, or one of
// its device operations ending, refetches at once; while one is enrolling, updating or deleting the list also polls,
// so it settles even without the stream.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { isPending } from '../../../lib/credentials/credentialView';
import { useEvent } from '../../../lib/realtime/useEvent';
import { refreshLive } from '../../../lib/realtime/refreshLive';
import { listBiometrics, type BiometricKind, type BiometricListQuery } from '../api/biometricApi';

export const BIOMETRICS_KEY = ['biometrics'] as const;
const keyOf = (kind: BiometricKind, lockId: number) => [...BIOMETRICS_KEY, kind, 'lock', lockId] as const;

export function useBiometrics(kind: BiometricKind, q: BiometricListQuery, enabled = true) {
  const client = useQueryClient();
  const refresh = () => refreshLive(client, { queryKey: keyOf(kind, q.lockId) });
  useEvent('credential', (e) => {
    if (e.lockId === q.lockId && e.kind === kind) refresh();
  });
  useEvent('operation', (e) => {
    if (e.lockId === q.lockId) refresh();
  });
  return useQuery({
    queryKey: [...keyOf(kind, q.lockId), q],
    queryFn: () => listBiometrics(kind, q),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (s) => (s.state.data?.list.some(isPending) ? 2000 : false),
  });
}

/** Refetches the lists of one kind (every lock), or of every kind. */
export function useRefreshBiometrics(kind?: BiometricKind) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: kind ? [...BIOMETRICS_KEY, kind] : BIOMETRICS_KEY });
}
