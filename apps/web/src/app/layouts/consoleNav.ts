// The side menu of the console frame and who sees which entry: lock users (and cards, exports) only for accounts
// that manage a lock (owner or authorized admin of at least one), authorized admins only for owners (spec §6: only
// the owner authorizes). The server decides both (GET /user/consoleAbilities); the menu keeps no copy of the role rules.
import type { ConsoleAbilities } from '@lockconsole/shared/user/console-abilities';

export type NavNeed = 'any' | keyof ConsoleAbilities;
export type NavEntry = { key: string; labelKey: string; need: NavNeed };

export const NAV_ENTRIES: NavEntry[] = [
  { key: '/console/home', labelKey: 'nav.menu.home', need: 'any' },
  { key: '/lockUser/home', labelKey: 'nav.menu.lockUsers', need: 'manageLockUsers' },
  // IC cards live on locks the caller manages: the same accounts as the lock users area.
  { key: '/card/manage', labelKey: 'nav.menu.cards', need: 'manageLockUsers' },
  { key: '/auth/home', labelKey: 'nav.menu.authAdmins', need: 'authorizeAdmins' },
  // Exports (issue 18): a lock's records for its managers; several locks and lock users for owners (the page says).
  { key: '/console/exportRecord', labelKey: 'nav.menu.exports', need: 'manageLockUsers' },
  // Hotel rooms (issue 19): locks in hotel mode of the locks the caller manages.
  { key: '/hotel/rooms', labelKey: 'nav.menu.hotelRooms', need: 'manageLockUsers' },
  // Alerts (issue 29): everyone's own inbox (an account that manages no lock simply has none).
  { key: '/console/alerts', labelKey: 'nav.menu.alerts', need: 'any' },
  { key: '/group/home', labelKey: 'nav.menu.groups', need: 'any' },
  { key: '/plug/home', labelKey: 'nav.menu.gateways', need: 'any' },
  { key: '/account/info', labelKey: 'nav.menu.accountInfo', need: 'any' },
  // Integrations (issue 20): the caller's API keys and the audit log of writes by them and on their locks.
  { key: '/account/integrations', labelKey: 'nav.menu.integrations', need: 'any' },
  // Paid services (issue 17): balances, packages and orders; the purchase and use records below it.
  { key: '/account/service', labelKey: 'nav.menu.service', need: 'any' },
  { key: '/account/vip', labelKey: 'nav.menu.vip', need: 'any' },
  // Message templates (issue 19): the wording of the SMS and e-mails that carry passcodes and ekeys.
  { key: '/account/smsTmpl', labelKey: 'nav.menu.smsTemplates', need: 'any' },
  { key: '/account/emailTmpl', labelKey: 'nav.menu.emailTemplates', need: 'any' },
];

/**
 * Entries for the caller's abilities. While they are on their way (`pending`), only the entries above the first that
 * depends on them: the others appear with the answer instead of being pushed down by it (a layout shift, #26.5).
 * Unknown for good (the answer failed): the entries everyone has.
 */
export function visibleNav(abilities: ConsoleAbilities | undefined, pending = false) {
  const firstDecided = NAV_ENTRIES.findIndex((e) => e.need !== 'any');
  if (pending && !abilities && firstDecided >= 0) return NAV_ENTRIES.slice(0, firstDecided);
  return NAV_ENTRIES.filter((e) => e.need === 'any' || abilities?.[e.need] === true);
}

/** The menu entry a path belongs to (sub-pages light up their area). */
export function navKeyOf(pathname: string): string {
  if (pathname.startsWith('/manage/')) return '/console/home';
  if (pathname.startsWith('/lockUser/')) return '/lockUser/home';
  if (pathname.startsWith('/auth/')) return '/auth/home';
  if (pathname.startsWith('/card/')) return '/card/manage';
  if (pathname.startsWith('/console/export')) return '/console/exportRecord';
  if (pathname === '/account/record') return '/account/service';
  return pathname;
}
