// The side menu of the console frame and who sees which entry: lock users only for accounts that manage a lock
// (owner or authorized admin of at least one), authorized admins only for owners (spec §6: only the owner
// authorizes). Roles come from the caller's lock list: what the server says the caller may do on each lock.
import type { LockListItem } from '@lockconsole/shared/lock/lock';

export type NavNeed = 'any' | 'manager' | 'owner';
export type NavEntry = { key: string; labelKey: string; need: NavNeed };

export const NAV_ENTRIES: NavEntry[] = [
  { key: '/console/home', labelKey: 'nav.menu.home', need: 'any' },
  { key: '/lockUser/home', labelKey: 'nav.menu.lockUsers', need: 'manager' },
  { key: '/auth/home', labelKey: 'nav.menu.authAdmins', need: 'owner' },
  { key: '/group/home', labelKey: 'nav.menu.groups', need: 'any' },
  { key: '/plug/home', labelKey: 'nav.menu.gateways', need: 'any' },
  { key: '/account/info', labelKey: 'nav.menu.accountInfo', need: 'any' },
];

export type ConsoleRoles = { manager: boolean; owner: boolean };

export function consoleRoles(locks: readonly Pick<LockListItem, 'abilities'>[]): ConsoleRoles {
  return { owner: locks.some((l) => l.abilities.own), manager: locks.some((l) => l.abilities.manage) };
}

export const visibleNav = (roles: ConsoleRoles) =>
  NAV_ENTRIES.filter((e) => e.need === 'any' || (e.need === 'owner' ? roles.owner : roles.manager));

/** The menu entry a path belongs to (sub-pages light up their area). */
export function navKeyOf(pathname: string): string {
  if (pathname.startsWith('/manage/')) return '/console/home';
  if (pathname.startsWith('/lockUser/')) return '/lockUser/home';
  if (pathname.startsWith('/auth/')) return '/auth/home';
  return pathname;
}
