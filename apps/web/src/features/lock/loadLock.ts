// Loads the lock of a lock-scoped page into the session state.
import { appState } from '../../lib/session/appState';
import { sessionStore } from '../../lib/session/storage';
import { getLockDetail } from './api/getLockDetail';

const inflight = new Map<number, Promise<void>>();
/** Early answers (app/guard/earlyStart.ts), kept for the guard's own call so the lock is not asked for twice. */
const early = new Map<number, Promise<void>>();

/** When each lock was last loaded: the guard runs on every navigation, and the tabs of a lock page are routes. */
const loadedAt = new Map<number, number>();
/** A lock loaded this recently is taken as it is (the page keeps it current from the event stream). */
const RECENT_MS = 5_000;

const fetchInto = async (lockId: number, allowLogout: boolean) => {
  const lock = await getLockDetail(lockId, { allowLogout });
  sessionStore.setLockId(lockId);
  appState.set({ lock, currentLockId: lockId });
  loadedAt.set(lockId, Date.now());
};

/**
 * Calls for the same lock made while one is under way share it. `early`: before the guard has checked the session
 * and the lock id, so a refusal does not log out. The guard's next call takes the early answer, or asks again
 * (with the usual handling) when the early one failed.
 */
export function loadLock(lockId: number, opts: { early?: boolean } = {}): Promise<void> {
  if (opts.early) {
    if (!early.has(lockId)) {
      const run = fetchInto(lockId, false);
      early.set(lockId, run);
      void run.catch(() => early.delete(lockId));
    }
    return early.get(lockId)!;
  }
  const kept = early.get(lockId);
  // Switching tabs, or /manage/lockInfo sent on to its ekey tab: the lock just loaded, not asked for again (#26.6).
  if (!kept && appState.get().lock?.lockId === lockId && Date.now() - (loadedAt.get(lockId) ?? 0) < RECENT_MS) {
    appState.set({ currentLockId: lockId });
    return Promise.resolve();
  }
  if (kept) {
    early.delete(lockId);
    return kept.catch(() => loadLock(lockId));
  }
  let run = inflight.get(lockId);
  if (!run) {
    run = fetchInto(lockId, true);
    inflight.set(lockId, run);
    void run.catch(() => undefined).finally(() => inflight.delete(lockId));
  }
  return run;
}
