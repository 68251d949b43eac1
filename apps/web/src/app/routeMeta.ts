// Route metadata (spec §2): what the navigation guard needs to know about each route.
export type RouteArea =
  /** Public pages on the branded background. */
  | 'public'
  /** Pages inside the console frame (the "home area"). */
  | 'home'
  /** Error pages: the guard skips every check. */
  | 'error'
  /** Map display routes: no checks, no login. */
  | 'map';

export type RouteMeta = {
  area: RouteArea;
  /** Reachable without login. */
  public: boolean;
  /** Needs a loaded user (every non-public route). */
  needsUser: boolean;
  /** Loads the group list once and tracks the current group. */
  needsGroups: boolean;
  /** Not scoped to a group: the current group reads as -1. */
  ignoresGroup: boolean;
  /** Loads lock info for the lockId of the query or session. */
  needsLock: boolean;
  /** i18n key of the page title. */
  titleKey: string;
  /** Layout the page renders in. */
  frame: 'public' | 'console' | 'bare';
  /** i18n namespaces of the page beyond the base ones, loaded with its code. */
  namespaces?: readonly string[];
  /** A console page that renders without antd at start (no antd theme loaded with it; app/antdScope.ts). */
  antd?: false;
};

export const publicMeta = (titleKey: string, frame: RouteMeta['frame'] = 'public'): RouteMeta => ({
  area: 'public',
  public: true,
  needsUser: false,
  needsGroups: false,
  ignoresGroup: true,
  needsLock: false,
  titleKey,
  frame,
});

/**
 * Console pages load the `errors` namespace with their code (texts of the forms and dialogs any console page may
 * open: a passcode's rules, a face photo's problems); public pages go without it (the login page's start is ~5 KB
 * smaller) — the few error texts every page may show are in `common.api`.
 */
export const consoleMeta = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  area: 'home',
  public: false,
  needsUser: true,
  needsGroups: true,
  ignoresGroup: false,
  needsLock: false,
  titleKey,
  frame: 'console',
  ...extra,
  namespaces: ['errors', ...(extra.namespaces ?? [])],
});

export const errorMeta = (titleKey: string): RouteMeta => ({
  area: 'error',
  public: true,
  needsUser: false,
  needsGroups: false,
  ignoresGroup: true,
  needsLock: false,
  titleKey,
  frame: 'bare',
});

/** The public map routes (issue 19): no checks, no login, their own full-page layout. */
export const mapMeta = (titleKey: string): RouteMeta => ({
  area: 'map',
  public: true,
  needsUser: false,
  needsGroups: false,
  ignoresGroup: true,
  needsLock: false,
  titleKey,
  frame: 'bare',
  namespaces: ['map'],
});

/** What each route carries as its react-router handle. */
export type RouteHandle = { meta: RouteMeta };
