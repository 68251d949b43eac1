// The navigation guard of spec §2, steps 1–7 in order. Pure orchestration: every effect (loading state,
// fetching, storage) comes in through `deps`, so each step is unit-tested with fakes.
import type { RouteMeta } from '../routeMeta';

export type LoadingKind = 'home' | 'full';

export type GuardDeps = {
  loading: { start: (kind: LoadingKind) => void; stop: () => void };
  /** Meta of the route being left; null on the first navigation. */
  from: RouteMeta | null;
  isSiteLoaded: () => boolean;
  /** Site info and minimum passcode length, together (step 3). */
  loadSite: () => Promise<void>;
  isUserLoaded: () => boolean;
  loadUser: () => Promise<void>;
  areGroupsLoaded: () => boolean;
  loadGroups: () => Promise<void>;
  loadLock: (lockId: number) => Promise<void>;
  storedGroupId: () => number | null;
  storedLockId: () => number | null;
  /** Keeps ids that came from the URL in session storage. */
  persist: (ids: { groupId?: number; lockId?: number }) => void;
  /** Makes the group and lock current for this page. */
  setCurrent: (groupId: number, lockId: number) => void;
};

export type GuardParams = { groupId: number; lockId: number };

export type GuardResult =
  | { kind: 'ok'; params: GuardParams | null }
  | { kind: 'redirect'; to: string; messageKey?: string; message?: string }
  | { kind: 'refuse'; messageKey?: string; message?: string };

export const LOGIN_TARGET = '/login';
export const CONSOLE_TARGET = '/console/home';
export const ERROR_TARGET = '/error';

/** Spec §5: a positive integer without leading zero. */
export const isValidLockIdParam = (raw: string): boolean => /^[1-9]\d*$/.test(raw) && Number.isSafeInteger(Number(raw));

/** Step 2: page changes inside the home area show only the home-page loading state. */
export const loadingKindFor = (from: RouteMeta | null, to: RouteMeta): LoadingKind =>
  from?.area === 'home' && to.area === 'home' ? 'home' : 'full';

export const intParam = (raw: string | null): number | null =>
  raw !== null && /^-?\d+$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null;

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : undefined);

export async function runGuard(
  to: { meta: RouteMeta; search: URLSearchParams },
  deps: GuardDeps,
): Promise<GuardResult> {
  const { meta, search } = to;
  // 1. Error and map routes: no checks at all.
  if (meta.area === 'error' || meta.area === 'map') return { kind: 'ok', params: null };

  // 2. Loading state, cleared whatever happens.
  deps.loading.start(loadingKindFor(deps.from, meta));
  try {
    // 3. Site info and minimum passcode length, once.
    if (!deps.isSiteLoaded()) {
      try {
        await deps.loadSite();
      } catch {
        return { kind: 'redirect', to: ERROR_TARGET };
      }
    }

    // 4. lockId in the query must be a positive integer without leading zero.
    const rawLockId = search.get('lockId');
    if (rawLockId !== null && !isValidLockIdParam(rawLockId)) {
      return { kind: 'refuse', messageKey: 'validation.lockId.invalid' };
    }

    // 5. Protected routes need the user.
    if (meta.needsUser && !deps.isUserLoaded()) {
      try {
        await deps.loadUser();
      } catch {
        return { kind: 'redirect', to: LOGIN_TARGET };
      }
    }

    // 6. Groups once; current group from the URL, else session storage (-1 when the route ignores groups).
    let params: GuardParams | null = null;
    if (meta.needsGroups) {
      if (!deps.areGroupsLoaded()) {
        try {
          await deps.loadGroups();
        } catch (e) {
          return { kind: 'refuse', message: messageOf(e), messageKey: messageOf(e) ? undefined : 'common.api.failed' };
        }
      }
      const urlGroupId = intParam(search.get('groupId'));
      const urlLockId = rawLockId !== null ? Number(rawLockId) : null;
      const groupId = urlGroupId ?? (meta.ignoresGroup ? -1 : (deps.storedGroupId() ?? -1));
      const lockId = urlLockId ?? deps.storedLockId() ?? 0;
      deps.persist({ groupId: urlGroupId ?? undefined, lockId: urlLockId ?? undefined });
      deps.setCurrent(groupId, lockId);
      params = { groupId, lockId };
    }

    // 7. Lock info for routes that need a lock: lockId from the query or session storage, above 0.
    if (meta.needsLock) {
      const lockId = params?.lockId ?? (rawLockId !== null ? Number(rawLockId) : (deps.storedLockId() ?? 0));
      if (!(lockId > 0)) return { kind: 'redirect', to: CONSOLE_TARGET, messageKey: 'common.api.parameter' };
      try {
        await deps.loadLock(lockId);
      } catch (e) {
        return { kind: 'redirect', to: CONSOLE_TARGET, message: messageOf(e) };
      }
      params = { groupId: params?.groupId ?? -1, lockId };
    }
    return { kind: 'ok', params };
  } finally {
    deps.loading.stop();
  }
}
