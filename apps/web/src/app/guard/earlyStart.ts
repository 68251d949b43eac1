// The first page's requests, started at once beside the site info and the catalogs (#26.2) instead of one after
// another through the guard: the user, the groups, the lock of a lock page, the route's code and the console
// frame. The guard still checks each step in the spec's order (runGuard.ts); it finds the answers under way and
// waits for them. An early request that fails (no session yet) is quiet and simply made again by the guard.
import { loadAntdScope } from '../antdScope';
import { matchPath } from 'react-router';
import { ensureNamespaces } from '../../lib/i18n/i18n';
import { loadGroups } from '../../features/groups/loadGroups';
import { loadLock } from '../../features/lock/loadLock';
import { loadUser } from '../../features/user/loadUser';
import { ACCESS_TOKEN_COOKIE, readCookie } from '../../lib/session/cookies';
import { ROUTES } from '../routes';
import { isValidLockIdParam } from './runGuard';

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
  // The page's own catalogs beside the start ones (its route asks for them again and finds them under way).
  void ensureNamespaces(route?.meta.namespaces).catch(() => undefined);
  if (!route?.meta.needsUser || !readCookie(ACCESS_TOKEN_COOKIE)) return;
  const quiet = () => undefined;
  void loadUser({ forGuard: true }).catch(quiet);
  if (route.meta.needsGroups) void loadGroups({ early: true }).catch(quiet);
  const lockId = new URLSearchParams(location.search).get('lockId');
  if (route.meta.needsLock && lockId !== null && isValidLockIdParam(lockId)) {
    void loadLock(Number(lockId), { early: true }).catch(quiet);
  }
}
