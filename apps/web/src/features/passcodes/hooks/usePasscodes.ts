// The passcodes of a lock, kept live: a device operation of this lock ending or a passcode status change (stream
// "operation" / "passcode" events) refetches at once; while a code is adding/updating/deleting the list also polls, so it settles even without the stream.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEvent } from '../../../lib/realtime/useEvent';
import { refreshLive } from '../../../lib/realtime/refreshLive';
import { listPasscodes, type PasscodeListQuery } from '../api/passcodeApi';
import { isPendingStatus } from '../passcodeView';

export const passcodesKey = (lockId: number) => ['passcodes', lockId] as const;

export function usePasscodes(q: PasscodeListQuery, enabled = true) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...passcodesKey(q.lockId), q],
    queryFn: () => listPasscodes(q),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (s) => (s.state.data?.list.some((p) => isPendingStatus(p.keyboardPwdStatus)) ? 2000 : false),
  });
  const onLockEvent = (e: Record<string, unknown>) => {
    if (e.lockId === q.lockId) refreshLive(client, { queryKey: passcodesKey(q.lockId) });
  };
  useEvent('operation', onLockEvent);
  useEvent('passcode', onLockEvent);
  return query;
}

/** Refetches every page of the lock's list (after a rename, delete, resync, change). */
export function useRefreshPasscodes(lockId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: passcodesKey(lockId) });
}
