// A setting change or remote command as the page shows it: idle, pending (request out, or the device still
// working), then success or failure with the reason — live from the event stream, polling as the fallback.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Operation } from '@lockconsole/shared/operation/operation';
import { isApiError } from '../api/ApiError';
import { isStreamOpen, subscribe } from '../realtime/eventStream';
import { getOperation } from './getOperation';
import { phaseOf, type OperationPhase } from './operationState';
import { trackOperation } from './trackOperation';

export type OperationView = {
  phase: 'idle' | OperationPhase;
  operation: Operation | null;
  /** Why it failed (the operation's reason, or the refused request's message). */
  message: string | null;
};

const IDLE: OperationView = { phase: 'idle', operation: null, message: null };

export const trackDeps = {
  subscribe: (l: (data: Record<string, unknown>) => void) => subscribe('operation', l),
  getOperation,
  isStreamOpen,
};

export function useOperation(onFinal?: (op: Operation | null, ok: boolean) => void) {
  const [view, setView] = useState<OperationView>(IDLE);
  const alive = useRef(true);
  const final = useRef(onFinal);
  useEffect(() => {
    final.current = onFinal;
  });
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const run = useCallback(async <T extends Operation>(send: () => Promise<T>): Promise<Operation | null> => {
    setView({ phase: 'pending', operation: null, message: null });
    const show = (op: Operation) => {
      if (alive.current) setView({ phase: phaseOf(op.state), operation: op, message: op.reason });
    };
    try {
      const op = await trackOperation(send, show, trackDeps);
      final.current?.(op, phaseOf(op.state) === 'success');
      return op;
    } catch (e) {
      const message = isApiError(e) || e instanceof Error ? e.message : String(e);
      if (alive.current) setView({ phase: 'failed', operation: null, message });
      final.current?.(null, false);
      return null;
    }
  }, []);

  const reset = useCallback(() => setView(IDLE), []);
  return { ...view, run, reset };
}
