// The TanStack Query client of the console pages. Only the console frame loads it, so the public pages stay
// small; it forgets everything when the user session is cleared.
import { QueryClient } from '@tanstack/react-query';
import { onUserSessionCleared } from '../lib/session/appState';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

onUserSessionCleared(() => queryClient.clear());
