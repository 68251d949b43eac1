// What the loading indicators show (guard step 2): nothing, the home-page loading state or full-page loading.
// `last` remembers the kind of the navigation under way while its page chunk is still loading.
import { useNavigation } from 'react-router';
import { createStore, useStore } from '../../lib/store';
import type { LoadingKind } from './runGuard';

export const loadingState = createStore<{ kind: LoadingKind | null; last: LoadingKind | null; depth: number }>({
  kind: null,
  last: null,
  depth: 0,
});

export const loading = {
  start: (kind: LoadingKind) => loadingState.set((s) => ({ kind, last: kind, depth: s.depth + 1 })),
  stop: () =>
    loadingState.set((s) => {
      const depth = Math.max(0, s.depth - 1);
      return { depth, kind: depth === 0 ? null : s.kind };
    }),
};

/** Which loading state to show now; cleared once the navigation has finished or failed. */
export function useLoadingKind(): LoadingKind | null {
  const navigation = useNavigation();
  const { kind, last } = useStore(loadingState, (s) => s);
  if (kind) return kind;
  return navigation.state !== 'idle' ? last : null;
}
