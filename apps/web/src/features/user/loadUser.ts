// Loads the signed-in user into the session state. Calls made while one is under way share it (the first page
// starts it early, app/guard/earlyStart.ts, and the guard waits for the same answer).
import { appState } from '../../lib/session/appState';
import { getInfo } from './api/getInfo';

let inflight: Promise<void> | null = null;

export function loadUser(opts: { forGuard?: boolean } = {}): Promise<void> {
  if (opts.forGuard && inflight) return inflight;
  const run = (async () => {
    const user = await getInfo(opts.forGuard ? { silent: true, allowLogout: false } : {});
    appState.set({ user });
  })();
  if (opts.forGuard) {
    inflight = run;
    void run.catch(() => undefined).finally(() => (inflight = null));
  }
  return run;
}
