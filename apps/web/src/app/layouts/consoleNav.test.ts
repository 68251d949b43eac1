import { describe, expect, it } from 'vitest';
import type { ConsoleAbilities } from '@lockconsole/shared/user/console-abilities';
import { NAV_ENTRIES, navKeyOf, visibleNav } from './consoleNav';

/** The abilities the server sends for an account whose best role is … (none: no locks, or still loading). */
const AS: Record<'owner' | 'authorizedAdmin' | 'keyHolder', ConsoleAbilities> = {
  owner: { manageLockUsers: true, authorizeAdmins: true },
  authorizedAdmin: { manageLockUsers: true, authorizeAdmins: false },
  keyHolder: { manageLockUsers: false, authorizeAdmins: false },
};
const keys = (best?: keyof typeof AS) => visibleNav(best ? AS[best] : undefined).map((e) => e.key);

describe('console menu per role', () => {
  it('shows lock users, cards, exports and authorized admins to an owner', () => {
    expect(keys('owner')).toEqual(
      expect.arrayContaining(['/lockUser/home', '/card/manage', '/console/exportRecord', '/auth/home']),
    );
  });

  it('shows lock users, cards and exports but not authorized admins to an authorized admin', () => {
    const k = keys('authorizedAdmin');
    expect(k).toContain('/lockUser/home');
    expect(k).toContain('/card/manage');
    expect(k).toContain('/console/exportRecord');
    expect(k).not.toContain('/auth/home');
  });

  it('shows neither to a key holder or an account without locks, but always the rest', () => {
    for (const k of [keys('keyHolder'), keys()]) {
      expect(k).not.toContain('/lockUser/home');
      expect(k).not.toContain('/console/exportRecord');
      expect(k).not.toContain('/auth/home');
      expect(k).toEqual([
        '/console/home',
        '/console/alerts',
        '/group/home',
        '/plug/home',
        '/account/info',
        '/account/integrations',
        '/account/service',
        '/account/vip',
        '/account/smsTmpl',
        '/account/emailTmpl',
      ]);
    }
  });

  it('while the abilities are on their way, shows only what comes before the first entry they decide', () => {
    const meanwhile = visibleNav(undefined, true).map((e) => e.key);
    expect(meanwhile).toEqual(['/console/home']);
    // Once they are known nothing shown meanwhile moves: it is the start of every role's menu.
    for (const best of ['owner', 'authorizedAdmin', 'keyHolder'] as const)
      expect(keys(best).slice(0, meanwhile.length)).toEqual(meanwhile);
  });

  it('lights up the area of a sub-page', () => {
    expect(navKeyOf('/manage/ekey')).toBe('/console/home');
    expect(navKeyOf('/account/record')).toBe('/account/service');
    expect(navKeyOf('/lockUser/onDate')).toBe('/lockUser/home');
    expect(navKeyOf('/auth/create')).toBe('/auth/home');
    expect(navKeyOf('/card/props')).toBe('/card/manage');
    expect(navKeyOf('/console/exportLockUser')).toBe('/console/exportRecord');
    expect(navKeyOf('/lockUser/export')).toBe('/lockUser/home');
    expect(navKeyOf('/plug/home')).toBe('/plug/home');
  });
});

describe('console menu and route table agree', () => {
  it('opens a protected console page with its own catalogs for every menu entry', async () => {
    const { ROUTES } = await import('../routes');
    for (const e of NAV_ENTRIES) {
      const route = ROUTES.find((r) => r.path === e.key);
      expect(route?.meta, e.key).toMatchObject({ needsUser: true, frame: 'console' });
    }
    for (const [path, ns] of [
      ['/lockUser/home', 'lockUsers'],
      ['/lockUser/onDate', 'lockUsers'],
      ['/lockUser/issueEKeyBatch', 'ekeys'],
      ['/auth/home', 'authAdmins'],
      ['/auth/create', 'authAdmins'],
      ['/card/manage', 'cards'],
      ['/card/issue', 'cards'],
      ['/card/props', 'cards'],
      ['/card/send', 'cards'],
      ['/card/encoder', 'cards'],
      ['/console/exportRecord', 'exports'],
      ['/console/exportLockUser', 'exports'],
      ['/lockUser/export', 'exports'],
      ['/console/alerts', 'alerts'],
      ['/account/integrations', 'integrations'],
      ['/account/service', 'service'],
      ['/account/record', 'service'],
      ['/account/vip', 'service'],
      ['/account/smsTmpl', 'templates'],
      ['/account/emailTmpl', 'templates'],
    ] as const) {
      expect(ROUTES.find((r) => r.path === path)?.meta, path).toMatchObject({ ignoresGroup: true, needsLock: false });
      expect(ROUTES.find((r) => r.path === path)?.meta.namespaces, path).toContain(ns);
    }
  });
});
