// Connects the pure guard to React Router: every route's loader runs it. A refused navigation stays where it
// was (or, on the first load, drops the offending query); redirects show their message first.
import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { i18n } from '../../lib/i18n/i18n';
import { appState } from '../../lib/session/appState';
import { sessionStore } from '../../lib/session/storage';
import { toast } from '../../lib/toast';
import { loadGroups } from '../../features/groups/loadGroups';
import { loadLock } from '../../features/lock/loadLock';
import { loadSite } from '../../features/site/loadSite';
import { loadUser } from '../../features/user/loadUser';
import type { RouteMeta } from '../routeMeta';
import { loading } from './loadingState';
import { ERROR_TARGET, runGuard, type GuardDeps } from './runGuard';

/** Where the router currently is; kept up to date by the router subscription in router.tsx. */
export const navigationState: { location: string | null; meta: RouteMeta | null } = { location: null, meta: null };

export function guardDeps(): GuardDeps {
  return {
    loading,
    from: navigationState.meta,
    isSiteLoaded: () => appState.get().site !== null,
    loadSite: async () => {
      await loadSite();
    },
    isUserLoaded: () => appState.get().user !== null,
    loadUser: () => loadUser({ forGuard: true }),
    areGroupsLoaded: () => appState.get().groups !== null,
    loadGroups,
    loadLock,
    storedGroupId: sessionStore.getGroupId,
    storedLockId: sessionStore.getLockId,
    persist: ({ groupId, lockId }) => {
      if (groupId !== undefined) sessionStore.setGroupId(groupId);
      if (lockId !== undefined) sessionStore.setLockId(lockId);
    },
    setCurrent: (currentGroupId, currentLockId) => appState.set({ currentGroupId, currentLockId }),
  };
}

const say = (r: { messageKey?: string; message?: string }) => {
  const text = r.message ?? (r.messageKey ? i18n.t(r.messageKey) : undefined);
  if (text) toast.error(text);
};

export function guardLoader(meta: RouteMeta, then?: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const result = await runGuard({ meta, search: url.searchParams }, guardDeps());
    if (result.kind === 'redirect') {
      say(result);
      throw redirect(result.to);
    }
    if (result.kind === 'refuse') {
      say(result);
      if (navigationState.location) throw replace(navigationState.location);
      // First load: nothing to stay on. Drop an invalid lockId, or show the error page.
      if (!url.searchParams.has('lockId')) throw redirect(ERROR_TARGET);
      url.searchParams.delete('lockId');
      const qs = url.searchParams.toString();
      throw replace(`${url.pathname}${qs ? `?${qs}` : ''}`);
    }
    if (then) throw redirect(then);
    return result.params;
  };
}
