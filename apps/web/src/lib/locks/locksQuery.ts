// The caller's locks (GET /lock/list) for every page that lists them: the console home, the side menu, groups and
// the lock picker (batch ekeys, authorized admins, /passcode/send). One fetcher and one query key family: a lock
// event or a change elsewhere invalidates LOCKS_KEY, and every list, picker and menu built on it refreshes.
// Request and answer types come from the shared schemas (packages/shared/src/lock/list.ts).
import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listLockRequestSchema } from '@lockconsole/shared/lock/list';
import { ALL_GROUPS } from '@lockconsole/shared/lock/groups';
import type { LockPage } from '@lockconsole/shared/lock/lock';
import { apiGet } from '../api/client';
import { takeEarlyLocks } from './earlyLocks';
import { useEvent } from '../realtime/useEvent';
import { refreshLive } from '../realtime/refreshLive';
import { CONSOLE_ABILITIES_KEY } from '../session/consoleAbilities';

export type LockListQuery = z.input<typeof listLockRequestSchema>;

export const LOCKS_KEY = ['locks'] as const;

/** Every lock of the caller across groups (the largest page the API answers). */
export const ALL_LOCKS = { groupId: ALL_GROUPS, pageNo: 1, pageSize: 1000 } as const satisfies LockListQuery;

/** An empty search is no search (one cache entry, no empty parameter sent). */
const normalized = (q: LockListQuery): LockListQuery => ({ ...q, lockAlias: q.lockAlias?.trim() || undefined });

export const locksKey = (q: LockListQuery) => [...LOCKS_KEY, normalized(q)] as const;

export const fetchLocks = (q: LockListQuery) => {
  const page = normalized(q);
  return takeEarlyLocks(page) ?? apiGet<LockPage>('/lock/list', page, { silent: true });
};

type Options = {
  /** Refetch when the event stream reports a lock state or gateway change (pages showing live state). */
  live?: boolean;
  /** Keep the previous page on screen while the next one loads. */
  keepPrevious?: boolean;
  staleTime?: number;
};

export function useLocks(q: LockListQuery, o: Options = {}) {
  const client = useQueryClient();
  // Live state changes only the lists; roles (the menu's abilities) stay as they are.
  const refresh = () => refreshLive(client, { queryKey: LOCKS_KEY });
  useEvent('lockState', refresh, o.live === true);
  useEvent('gateway', refresh, o.live === true);
  return useQuery({
    queryKey: locksKey(q),
    queryFn: () => fetchLocks(q),
    placeholderData: o.keepPrevious ? keepPreviousData : undefined,
    staleTime: o.staleTime,
  });
}

/**
 * Refetches every lock list and the console abilities (after a change to the caller's locks or roles: added or
 * deleted locks, groups, gateways, authorized admins).
 */
export function useRefreshLocks() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: LOCKS_KEY }),
        client.invalidateQueries({ queryKey: CONSOLE_ABILITIES_KEY }),
      ]),
    [client],
  );
}
