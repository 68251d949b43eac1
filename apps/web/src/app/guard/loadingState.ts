// What the loading indicators show (guard step 2): nothing, the home-page loading state or full-page loading.
import { createStore } from '../../lib/store';
import type { LoadingKind } from './runGuard';

export const loadingState = createStore<{ kind: LoadingKind | null; depth: number }>({ kind: null, depth: 0 });

export const loading = {
  start: (kind: LoadingKind) => loadingState.set((s) => ({ kind, depth: s.depth + 1 })),
  stop: () =>
    loadingState.set((s) => {
      const depth = Math.max(0, s.depth - 1);
      return { depth, kind: depth === 0 ? null : s.kind };
    }),
};
