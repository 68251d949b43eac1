// The first page's requests, started at once beside the site info and the catalogs (#26.2) instead of one after
// another through the guard: the user, the groups, the lock of a lock page, the route's code and the console
// frame. The guard still checks each step in the spec's order (runGuard.ts); it finds the answers under way and
// waits for them. An early request that fails (no session yet) is quiet and simply made again by the guard.
import { loadAntdScope } from '../antdScope';
import { matchPath } from 'react-router';
import { prefetchNamespaces } from '../../lib/i18n/i18n';
import { loadGroups } from '../../features/groups/loadGroups';
import { loadLock } from '../../features/lock/loadLock';
import { loadUser } from '../../features/user/loadUser';
import { ACCESS_TOKEN_COOKIE, readCookie } from '../../lib/session/cookies';
import { askLocksEarly } from '../../lib/locks/earlyLocks';
import { sessionStore } from '../../lib/session/storage';
import { CONSOLE_HOME_PATH, ROUTES } from '../routes';
import { intParam, isValidLockIdParam } from './runGuard';

type Where = Pick<Location, 'pathname' | 'search'>;

const routeOf = (location: Where) => ROUTES.find((r) => matchPath({ path: r.path, end: true }, location.pathname));

/** The first page's code and its frame, fetched beside the site info (the router asks for the same modules). */
export function preloadPageCode(location: Where): void {
  const route = routeOf(location);
  void route?.page?.().catch(() => undefined);
  if (route?.meta.frame !== 'console') return;
  void import('../layouts/ConsoleFrame').catch(() => undefined);
  if (route.meta.antd !== false) void loadAntdScope().catch(() => undefined);
}

/** The first page's data, once the language is known; only with a session cookie (nothing to ask otherwise). */
export function startEarly(location: Where): void {
  const route = routeOf(location);
  if (!route?.meta.needsUser || !readCookie(ACCESS_TOKEN_COOKIE)) return;
  // The page's own catalogs beside the start ones (its route asks for them and finds them under way).
  prefetchNamespaces(route.meta.namespaces);
  const quiet = () => undefined;
  void loadUser({ forGuard: true }).catch(quiet);
  if (route.meta.needsGroups) void loadGroups({ early: true }).catch(quiet);
  const query = new URLSearchParams(location.search);
  // The console home's first page, for the group the guard will choose (the URL's, else the stored one, else all).
  if (route.path === CONSOLE_HOME_PATH) {
    const groupId = intParam(query.get('groupId')) ?? sessionStore.getGroupId() ?? -1;
    askLocksEarly({ groupId, pageNo: 1, pageSize: 20 });
  }
  const lockId = query.get('lockId');
  if (route.meta.needsLock && lockId !== null && isValidLockIdParam(lockId)) {
    void loadLock(Number(lockId), { early: true }).catch(quiet);
  }
}
