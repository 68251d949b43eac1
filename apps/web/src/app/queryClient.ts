// The TanStack Query client of the console pages. Only the console frame loads it, so the public pages stay
// small; it forgets everything when the user session is cleared.
import { QueryClient } from '@tanstack/react-query';
import { onUserSessionCleared } from '../lib/session/appState';
import { onStreamReset } from '../lib/realtime/eventStream';
import { refreshLive } from '../lib/realtime/refreshLive';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

onUserSessionCleared(() => queryClient.clear());
// A live stream that could not be resumed: what the pages show may be stale.
onStreamReset(() => refreshLive(queryClient));
