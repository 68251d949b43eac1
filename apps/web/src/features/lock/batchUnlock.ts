// Batch unlock (spec: batch unlock of selected locks; a premium function, issue 17) with per-lock progress: one
// server call starts an operation per lock (POST /lock/batchRemote, which checks premium and each lock), then each
// lock goes pending → success or failed (with the reason) as its operation ends. A lock that refused at the start
// fails at once with its reason; a refused call (premium closed, "ask the owner") fails every lock with that reason.
import type { Operation } from '@lockconsole/shared/operation/operation';
import type { BatchRemoteResult } from '@lockconsole/shared/lock/remote';
import { phaseOf } from '../../lib/operations/operationState';

export type BatchItemState = { phase: 'waiting' | 'pending' | 'success' | 'failed'; message: string | null };

export async function runBatchUnlock(
  lockIds: readonly number[],
  start: (lockIds: readonly number[]) => Promise<BatchRemoteResult>,
  follow: (operationId: number) => Promise<Operation>,
  onProgress: (lockId: number, state: BatchItemState) => void,
): Promise<Map<number, BatchItemState>> {
  const results = new Map<number, BatchItemState>();
  const set = (id: number, s: BatchItemState) => {
    results.set(id, s);
    onProgress(id, s);
  };
  for (const id of lockIds) set(id, { phase: 'waiting', message: null });
  for (const id of lockIds) set(id, { phase: 'pending', message: null });
  let started: BatchRemoteResult;
  try {
    started = await start(lockIds);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    for (const id of lockIds) set(id, { phase: 'failed', message });
    return results;
  }
  await Promise.all(
    started.list.map(async (line) => {
      if (line.operationId === null) return set(line.lockId, { phase: 'failed', message: line.errorMsg });
      try {
        const op = await follow(line.operationId);
        const phase = phaseOf(op.state);
        set(line.lockId, { phase, message: op.reason });
      } catch (e) {
        set(line.lockId, { phase: 'failed', message: e instanceof Error ? e.message : String(e) });
      }
    }),
  );
  return results;
}
