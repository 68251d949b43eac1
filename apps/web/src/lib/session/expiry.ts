// Session expiry of spec §4: go to login with a notice; the stored user and groups are cleared 50 ms after
// the redirect; the "login expired" toast comes 800 ms later (§9). Repeated triggers while one is under way
// (several calls failing together) count once.
export const CLEAR_AFTER_REDIRECT_MS = 50;
export const LOGOUT_TOAST_DELAY_MS = 800;

export type ExpiryDeps = {
  redirectToLogin: () => void;
  clearSession: () => void;
  notify: () => void;
  schedule?: (fn: () => void, ms: number) => unknown;
};

export function createSessionExpiry(deps: ExpiryDeps) {
  const schedule = deps.schedule ?? ((fn, ms) => setTimeout(fn, ms));
  let active = false;
  return {
    trigger(): void {
      if (active) return;
      active = true;
      deps.redirectToLogin();
      schedule(() => deps.clearSession(), CLEAR_AFTER_REDIRECT_MS);
      schedule(() => {
        deps.notify();
        active = false;
      }, LOGOUT_TOAST_DELAY_MS);
    },
  };
}

type Handler = () => void;
let handler: Handler = () => undefined;

/** The app shell installs the real handler (it owns the router). */
export const setSessionExpiredHandler = (h: Handler) => {
  handler = h;
};
export const sessionExpired = () => handler();
