// The cards of a lock, kept live: a card status change of this lock or one of its device operations ending (stream
// "credential" / "operation" events) refetches at once; while a card is adding/updating/deleting the list also
// polls, so it settles even without the stream.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEvent } from '../../../lib/realtime/useEvent';
import { refreshLive } from '../../../lib/realtime/refreshLive';
import { listCards, type CardListQuery } from '../api/cardApi';
import { isPending } from '../../../lib/credentials/credentialView';

export const CARDS_KEY = ['cards'] as const;
export const cardsKey = (lockId: number) => [...CARDS_KEY, 'lock', lockId] as const;

export function useCards(q: CardListQuery, enabled = true) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...cardsKey(q.lockId), q],
    queryFn: () => listCards(q),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (s) => (s.state.data?.list.some(isPending) ? 2000 : false),
  });
  const refresh = () => refreshLive(client, { queryKey: cardsKey(q.lockId) });
  useEvent('credential', (e) => {
    if (e.lockId === q.lockId && e.kind === 'card') refresh();
  });
  useEvent('operation', (e) => {
    if (e.lockId === q.lockId) refresh();
  });
  return query;
}

/** Refetches every card list: the lock's pages and the account-wide ones (after a change). */
export function useRefreshCards() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CARDS_KEY });
}
