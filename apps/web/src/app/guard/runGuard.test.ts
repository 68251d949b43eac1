import { describe, expect, it, vi } from 'vitest';
import { consoleMeta, errorMeta, publicMeta, type RouteMeta } from '../routeMeta';
import { isValidLockIdParam, loadingKindFor, runGuard, type GuardDeps } from './runGuard';

function fakeDeps(over: Partial<GuardDeps> = {}) {
  const calls: string[] = [];
  const state = { site: false, user: false, groups: false };
  const deps: GuardDeps = {
    loading: { start: vi.fn((k) => calls.push(`loading:${k}`)), stop: vi.fn(() => calls.push('loading:stop')) },
    from: null,
    isSiteLoaded: () => state.site,
    loadSite: vi.fn(async () => {
      calls.push('site');
      state.site = true;
    }),
    isUserLoaded: () => state.user,
    loadUser: vi.fn(async () => {
      calls.push('user');
      state.user = true;
    }),
    areGroupsLoaded: () => state.groups,
    loadGroups: vi.fn(async () => {
      calls.push('groups');
      state.groups = true;
    }),
    loadLock: vi.fn(async (id: number) => {
      calls.push(`lock:${id}`);
    }),
    storedGroupId: () => null,
    storedLockId: () => null,
    persist: vi.fn(),
    setCurrent: vi.fn(),
    ...over,
  };
  return { deps, calls, state };
}

const q = (s = '') => new URLSearchParams(s);
const lockMeta: RouteMeta = consoleMeta('nav.title.home', { needsLock: true });

describe('step 1: error and map routes skip every check', () => {
  it.each([errorMeta('nav.title.notFound'), { ...errorMeta('x'), area: 'map' as const }])('skips %#', async (meta) => {
    const { deps, calls } = fakeDeps();
    expect(await runGuard({ meta, search: q('lockId=012') }, deps)).toEqual({ kind: 'ok', params: null });
    expect(calls).toEqual([]);
  });
});

describe('step 2: loading state', () => {
  it('home-area loading between console pages, full-page otherwise', () => {
    expect(loadingKindFor(consoleMeta('a'), consoleMeta('b'))).toBe('home');
    expect(loadingKindFor(publicMeta('a'), consoleMeta('b'))).toBe('full');
    expect(loadingKindFor(null, consoleMeta('b'))).toBe('full');
    expect(loadingKindFor(consoleMeta('a'), publicMeta('b'))).toBe('full');
  });

  it('starts first and always stops, also on failure', async () => {
    const { deps, calls } = fakeDeps({ from: consoleMeta('a'), loadSite: vi.fn().mockRejectedValue(new Error('x')) });
    await runGuard({ meta: consoleMeta('b'), search: q() }, deps);
    expect(calls[0]).toBe('loading:home');
    expect(calls.at(-1)).toBe('loading:stop');
  });
});

describe('step 3: site info once', () => {
  it('loads site info on the first navigation only', async () => {
    const { deps } = fakeDeps();
    await runGuard({ meta: publicMeta('t'), search: q() }, deps);
    await runGuard({ meta: publicMeta('t'), search: q() }, deps);
    expect(deps.loadSite).toHaveBeenCalledTimes(1);
  });

  it('goes to the error page when site info fails', async () => {
    const { deps } = fakeDeps({ loadSite: vi.fn().mockRejectedValue(new Error('down')) });
    expect(await runGuard({ meta: publicMeta('t'), search: q() }, deps)).toEqual({ kind: 'redirect', to: '/error' });
  });
});

describe('step 4: lockId query', () => {
  it.each(['012', '0', '-5', '1.5', 'abc', '', ' 7'])('refuses lockId=%s with "Invalid url address"', async (raw) => {
    const { deps } = fakeDeps();
    const res = await runGuard({ meta: consoleMeta('t'), search: q(`lockId=${encodeURIComponent(raw)}`) }, deps);
    expect(res).toEqual({ kind: 'refuse', messageKey: 'validation.lockId.invalid' });
    expect(deps.loadUser).not.toHaveBeenCalled();
  });

  it('accepts positive integers without leading zero', () => {
    expect(isValidLockIdParam('12')).toBe(true);
    expect(isValidLockIdParam('012')).toBe(false);
  });

  it('checks public routes too, after site info', async () => {
    const { deps, calls } = fakeDeps();
    const res = await runGuard({ meta: publicMeta('t'), search: q('lockId=00') }, deps);
    expect(res.kind).toBe('refuse');
    expect(calls).toContain('site');
  });
});

describe('step 5: user for protected routes', () => {
  it('loads the user once for protected routes', async () => {
    const { deps } = fakeDeps();
    await runGuard({ meta: consoleMeta('t'), search: q() }, deps);
    await runGuard({ meta: consoleMeta('t'), search: q() }, deps);
    expect(deps.loadUser).toHaveBeenCalledTimes(1);
  });

  it('does not load the user for public routes', async () => {
    const { deps } = fakeDeps();
    await runGuard({ meta: publicMeta('t'), search: q() }, deps);
    expect(deps.loadUser).not.toHaveBeenCalled();
  });

  it('sends the visitor to login when the user cannot be loaded', async () => {
    const { deps } = fakeDeps({ loadUser: vi.fn().mockRejectedValue(new Error('-4')) });
    expect(await runGuard({ meta: consoleMeta('t'), search: q() }, deps)).toEqual({ kind: 'redirect', to: '/login' });
    expect(deps.loadGroups).not.toHaveBeenCalled();
  });
});

describe('step 6: groups and current group', () => {
  it('loads groups once and reads the stored group', async () => {
    const { deps } = fakeDeps({ storedGroupId: () => 7, storedLockId: () => 3 });
    const a = await runGuard({ meta: consoleMeta('t'), search: q() }, deps);
    await runGuard({ meta: consoleMeta('t'), search: q() }, deps);
    expect(deps.loadGroups).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ kind: 'ok', params: { groupId: 7, lockId: 3 } });
    expect(deps.setCurrent).toHaveBeenCalledWith(7, 3);
  });

  it('uses -1 when nothing is stored or the route ignores groups', async () => {
    const { deps } = fakeDeps({ storedGroupId: () => 7 });
    expect(await runGuard({ meta: consoleMeta('t', { ignoresGroup: true }), search: q() }, deps)).toEqual({
      kind: 'ok',
      params: { groupId: -1, lockId: 0 },
    });
    const other = fakeDeps();
    expect(await runGuard({ meta: consoleMeta('t'), search: q() }, other.deps)).toEqual({
      kind: 'ok',
      params: { groupId: -1, lockId: 0 },
    });
  });

  it('URL groupId and lockId win over stored values and are stored', async () => {
    const { deps } = fakeDeps({ storedGroupId: () => 7, storedLockId: () => 3 });
    const res = await runGuard({ meta: consoleMeta('t'), search: q('groupId=9&lockId=44') }, deps);
    expect(res).toEqual({ kind: 'ok', params: { groupId: 9, lockId: 44 } });
    expect(deps.persist).toHaveBeenCalledWith({ groupId: 9, lockId: 44 });
  });

  it('refuses the route with the message when groups cannot be loaded', async () => {
    const { deps } = fakeDeps({ loadGroups: vi.fn().mockRejectedValue(new Error('Service error')) });
    expect(await runGuard({ meta: consoleMeta('t'), search: q() }, deps)).toEqual({
      kind: 'refuse',
      message: 'Service error',
      messageKey: undefined,
    });
  });

  it('runs after the user step (order of steps)', async () => {
    const { deps, calls } = fakeDeps();
    await runGuard({ meta: lockMeta, search: q('lockId=5') }, deps);
    expect(calls).toEqual(['loading:full', 'site', 'user', 'groups', 'lock:5', 'loading:stop']);
  });
});

describe('step 7: lock info', () => {
  it('loads lock info from the query', async () => {
    const { deps } = fakeDeps();
    expect(await runGuard({ meta: lockMeta, search: q('lockId=5') }, deps)).toEqual({
      kind: 'ok',
      params: { groupId: -1, lockId: 5 },
    });
    expect(deps.loadLock).toHaveBeenCalledWith(5);
  });

  it('falls back to the stored lockId', async () => {
    const { deps } = fakeDeps({ storedLockId: () => 8 });
    await runGuard({ meta: lockMeta, search: q() }, deps);
    expect(deps.loadLock).toHaveBeenCalledWith(8);
  });

  it('falls back to the console with a bad-parameter message without a lock', async () => {
    const { deps } = fakeDeps();
    expect(await runGuard({ meta: lockMeta, search: q() }, deps)).toEqual({
      kind: 'redirect',
      to: '/console/home',
      messageKey: 'common.api.parameter',
    });
  });

  it('falls back to the console when lock info fails', async () => {
    const { deps } = fakeDeps({ loadLock: vi.fn().mockRejectedValue(new Error('Not found')) });
    expect(await runGuard({ meta: lockMeta, search: q('lockId=5') }, deps)).toEqual({
      kind: 'redirect',
      to: '/console/home',
      message: 'Not found',
    });
  });

  it('does not load lock info for routes without a lock', async () => {
    const { deps } = fakeDeps();
    await runGuard({ meta: consoleMeta('t'), search: q('lockId=5') }, deps);
    expect(deps.loadLock).not.toHaveBeenCalled();
  });
});
