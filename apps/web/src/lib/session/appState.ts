// The in-memory session of the console: site info, the signed-in user, groups, current group and lock.
// Filled by the navigation guard and the session pages; must not fetch anything itself.
import type { SiteInfo } from '@lockconsole/shared/site/site-info';
import { DEFAULT_PASSCODE_MIN_LENGTH } from '@lockconsole/shared/branding/site-defaults';
import { createStore } from '../store';
import type { Group, LockInfo, UserInfo } from './types';

export type AppState = {
  site: SiteInfo | null;
  passcodeMinLength: number;
  user: UserInfo | null;
  groups: Group[] | null;
  /** -1: none or all groups (spec §3). */
  currentGroupId: number;
  /** 0: no lock. */
  currentLockId: number;
  lock: LockInfo | null;
};

export const appState = createStore<AppState>({
  site: null,
  passcodeMinLength: DEFAULT_PASSCODE_MIN_LENGTH,
  user: null,
  groups: null,
  currentGroupId: -1,
  currentLockId: 0,
  lock: null,
});

const clearListeners = new Set<() => void>();

/** Caches elsewhere (query data) register here to be dropped with the user session. */
export function onUserSessionCleared(listener: () => void): void {
  clearListeners.add(listener);
}

/** Forget everything tied to the signed-in user (logout, session expiry). Site info stays. */
export function clearUserSession(): void {
  appState.set({ user: null, groups: null, currentGroupId: -1, currentLockId: 0, lock: null });
  for (const l of clearListeners) l();
}
