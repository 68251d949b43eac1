// Loads the group list into the session state (guard step 6) and changes the current group.
import { appState } from '../../lib/session/appState';
import { sessionStore } from '../../lib/session/storage';
import { listKeyGroup } from './api/listKeyGroup';

let inflight: Promise<void> | null = null;
let early: Promise<void> | null = null;

const fetchInto = async (allowLogout: boolean) => {
  const { list } = await listKeyGroup({ allowLogout });
  appState.set({ groups: list });
};

/**
 * Calls made while one is under way share it. `early` (app/guard/earlyStart.ts): before the guard has checked the
 * session, so a refusal does not log out; when it failed, the guard's call asks again with the usual handling.
 */
export function loadGroups(opts: { early?: boolean } = {}): Promise<void> {
  if (opts.early) {
    early ??= fetchInto(false);
    const mine = early;
    void mine.catch(() => undefined).finally(() => early === mine && (early = null));
    return mine;
  }
  if (early) {
    const mine = early;
    // Failed early: forget it and ask again with the usual handling.
    return mine.catch(() => {
      if (early === mine) early = null;
      return loadGroups();
    });
  }
  inflight ??= fetchInto(true);
  const mine = inflight;
  void mine.catch(() => undefined).finally(() => inflight === mine && (inflight = null));
  return mine;
}

export function selectGroup(groupId: number): void {
  sessionStore.setGroupId(groupId);
  appState.set({ currentGroupId: groupId });
}
