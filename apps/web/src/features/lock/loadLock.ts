// Loads the lock of a lock-scoped page into the session state.
import { appState } from '../../lib/session/appState';
import { sessionStore } from '../../lib/session/storage';
import { getLockDetail } from './api/getLockDetail';

export async function loadLock(lockId: number): Promise<void> {
  const lock = await getLockDetail(lockId);
  sessionStore.setLockId(lockId);
  appState.set({ lock, currentLockId: lockId });
}
