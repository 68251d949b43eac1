// Read back from the lock (/card/readBack), started by the user (never on mount: it waits for the lock and changes
// the list): reading, then the result or the failure (not shown once closed); the lock's card list refetches after a
// result.
import { useState } from 'react';
import type { ReadBackCardResult } from '@lockconsole/shared/card/read-back';
import { isApiError } from '../../../lib/api/ApiError';
import { readBackCards } from '../api/cardApi';

export type ReadBackState =
  | { phase: 'idle' }
  | { phase: 'reading' }
  | { phase: 'done'; result: ReadBackCardResult }
  | { phase: 'failed'; message: string };

export function useReadBack(lockId: number, onDone: () => void) {
  const [state, setState] = useState<ReadBackState>({ phase: 'idle' });
  const start = async () => {
    setState({ phase: 'reading' });
    try {
      const result = await readBackCards(lockId);
      setState((s) => (s.phase === 'idle' ? s : { phase: 'done', result }));
      onDone();
    } catch (e) {
      const message = isApiError(e) || e instanceof Error ? e.message : String(e);
      setState((s) => (s.phase === 'idle' ? s : { phase: 'failed', message }));
    }
  };
  return { state, start, close: () => setState({ phase: 'idle' }) };
}
