// Every card number of the account with the locks it opens (GET /card/listAll: /card/manage, the number's locks on
// /card/props), kept live: a card status change on any lock refetches.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchedList } from '../../../lib/lists/useSearchedList';
import { useEvent } from '../../../lib/realtime/useEvent';
import { refreshLive } from '../../../lib/realtime/refreshLive';
import { listCardGroups } from '../api/cardApi';
import { CARDS_KEY } from './useCards';

const GROUPS_KEY = [...CARDS_KEY, 'all'] as const;

function useLiveGroups() {
  const client = useQueryClient();
  useEvent('credential', (e) => {
    if (e.kind === 'card') refreshLive(client, { queryKey: GROUPS_KEY });
  });
}

/** The searched, paged list of /card/manage. */
export function useCardGroups() {
  useLiveGroups();
  return useSearchedList([...GROUPS_KEY, 'list'], listCardGroups);
}

/** One number's group (its locks), found by searching the number; null when no lock holds it. */
export function useCardGroup(cardNumber: string | null) {
  useLiveGroups();
  return useQuery({
    queryKey: [...GROUPS_KEY, 'number', cardNumber],
    queryFn: async () => {
      const page = await listCardGroups({ pageNo: 1, pageSize: 200, searchStr: cardNumber! });
      return page.list.find((g) => g.cardNumber === cardNumber) ?? null;
    },
    enabled: !!cardNumber,
  });
}
