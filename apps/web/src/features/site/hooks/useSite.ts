// The current site info (null before the guard has loaded it).
import { appState } from '../../../lib/session/appState';
import { useStore } from '../../../lib/store';

export const useSite = () => useStore(appState, (s) => s.site);
