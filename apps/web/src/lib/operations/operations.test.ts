import { describe, expect, it, vi } from 'vitest';
import type { Operation } from '@lockconsole/shared/operation/operation';
import { mergeOperation, phaseOf, stateKeyOf } from './operationState';
import { trackOperation, type TrackDeps } from './trackOperation';

const op = (operationId: number, state: number, reason: string | null = null): Operation => ({
  operationId,
  type: 'lock.setAutoLock',
  operateType: 1,
  state,
  lockId: 1,
  gatewayId: 1,
  errorCode: 0,
  reason,
  createdAt: 0,
  finishedAt: null,
});

describe('operation states (operating 1, success 2, failed 3, no retry 4, wait 6)', () => {
  it('reads pending, success and failed', () => {
    expect([1, 6, 2, 3, 4].map(phaseOf)).toEqual(['pending', 'pending', 'success', 'failed', 'failed']);
    expect(stateKeyOf(6)).toBe('status.operation.wait');
    expect(stateKeyOf(4)).toBe('status.operation.noRetry');
  });

  it('never lets a late pending report undo a final state, and ignores other operations', () => {
    const done = op(5, 2);
    expect(mergeOperation(done, op(5, 1))).toBe(done);
    expect(mergeOperation(op(5, 1), done)).toBe(done);
    expect(mergeOperation(op(5, 6), op(6, 2))?.operationId).toBe(5);
    expect(mergeOperation(null, op(6, 1))?.operationId).toBe(6);
  });
});

function fakeStream() {
  const listeners = new Set<(d: Record<string, unknown>) => void>();
  return {
    emit: (o: Operation) => listeners.forEach((l) => l(o as unknown as Record<string, unknown>)),
    subscribe: (l: (d: Record<string, unknown>) => void) => (listeners.add(l), () => listeners.delete(l)),
    count: () => listeners.size,
  };
}

describe('following an operation', () => {
  it('takes the result from the stream, even when the event beats the answer', async () => {
    const s = fakeStream();
    const updates: number[] = [];
    const deps: TrackDeps = { subscribe: s.subscribe, getOperation: vi.fn(), isStreamOpen: () => true };
    const final = await trackOperation(
      async () => {
        s.emit(op(9, 2)); // the device was quicker than the HTTP answer
        return op(9, 1);
      },
      (o) => updates.push(o.state),
      deps,
    );
    expect(final.state).toBe(2);
    expect(updates).toEqual([1, 2]);
    expect(deps.getOperation).not.toHaveBeenCalled();
    expect(s.count()).toBe(0);
  });

  it('polls when the stream is down and stops at the final state', async () => {
    const s = fakeStream();
    const answers = [op(3, 6), op(3, 3, 'The gateway went offline')];
    const getOperation = vi.fn(async () => answers.shift()!);
    const final = await trackOperation(
      async () => op(3, 1),
      () => {},
      {
        subscribe: s.subscribe,
        getOperation,
        isStreamOpen: () => false,
        pollMs: { streamDown: 1, streamUp: 1000 },
      },
    );
    expect(final).toMatchObject({ state: 3, reason: 'The gateway went offline' });
    expect(getOperation).toHaveBeenCalledTimes(2);
  });

  it('passes a refused request on as the error', async () => {
    const s = fakeStream();
    await expect(
      trackOperation(
        async () => {
          throw new Error('Operation failed because remote unlock is not enabled');
        },
        () => {},
        { subscribe: s.subscribe, getOperation: vi.fn(), isStreamOpen: () => true },
      ),
    ).rejects.toThrow('remote unlock is not enabled');
    expect(s.count()).toBe(0);
  });
});
