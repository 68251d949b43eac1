// Batch unlock (spec: batch unlock of selected locks) with per-lock progress: each lock goes waiting → pending →
// success or failed (with the reason), a few at a time so one slow gateway does not hold up the rest.
import type { Operation } from '@lockconsole/shared/operation/operation';
import { phaseOf } from '../../lib/operations/operationState';

export type BatchItemState = { phase: 'waiting' | 'pending' | 'success' | 'failed'; message: string | null };

export async function runBatchUnlock(
  lockIds: readonly number[],
  unlockOne: (lockId: number) => Promise<Operation>,
  onProgress: (lockId: number, state: BatchItemState) => void,
  concurrency = 3,
): Promise<Map<number, BatchItemState>> {
  const results = new Map<number, BatchItemState>();
  const set = (id: number, s: BatchItemState) => {
    results.set(id, s);
    onProgress(id, s);
  };
  for (const id of lockIds) set(id, { phase: 'waiting', message: null });
  const queue = [...lockIds];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      set(id, { phase: 'pending', message: null });
      try {
        const op = await unlockOne(id);
        const phase = phaseOf(op.state);
        set(id, { phase: phase === 'pending' ? 'pending' : phase, message: op.reason });
      } catch (e) {
        set(id, { phase: 'failed', message: e instanceof Error ? e.message : String(e) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, lockIds.length)) }, worker));
  return results;
}
