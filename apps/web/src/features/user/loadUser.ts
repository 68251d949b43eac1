// Loads the signed-in user into the session state.
import { appState } from '../../lib/session/appState';
import { getInfo } from './api/getInfo';

export async function loadUser(opts: { forGuard?: boolean } = {}): Promise<void> {
  const user = await getInfo(opts.forGuard ? { silent: true, allowLogout: false } : {});
  appState.set({ user });
}
