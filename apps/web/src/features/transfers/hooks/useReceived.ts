// The caller's received fingerprints or cards (issue 19, transfer types 5 and 6): what accepted offers gave them, to
// put on their own locks. Refetched after an acceptance, a deletion, and whenever a picker opens.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReceivedKind } from '@lockconsole/shared/transfer/transfer';
import { listReceived } from '../api/transfersApi';

export const RECEIVED_KEY = ['received-credentials'] as const;

export function useReceived(kind: ReceivedKind, enabled = true) {
  return useQuery({
    queryKey: [...RECEIVED_KEY, kind],
    queryFn: () => listReceived(kind),
    enabled,
    refetchOnMount: 'always',
  });
}

/** Refetches the received lists (both kinds) and the transfers' history. */
export function useRefreshTransfers() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: RECEIVED_KEY });
    void client.invalidateQueries({ queryKey: ['transfers'] });
  };
}
