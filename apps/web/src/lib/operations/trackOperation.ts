// Follows one tracked operation from the request that starts it to its final state: the stream's "operation"
// events first (listened to before the request goes out, so a quick device cannot beat us), polling
// /operation/get as the fallback (often while the stream is down, now and then while it is up). No UI.
import { isFinalOpState } from '@lockconsole/shared/devices/enums';
import type { Operation } from '@lockconsole/shared/operation/operation';
import { asOperation, mergeOperation } from './operationState';

export type TrackDeps = {
  subscribe: (listener: (data: Record<string, unknown>) => void) => () => void;
  getOperation: (operationId: number) => Promise<Operation>;
  isStreamOpen: () => boolean;
  /** Poll interval while the stream is down / up (ms). */
  pollMs?: { streamDown: number; streamUp: number };
  /** Stop following after this long (ms); the last known (pending) state is returned. */
  giveUpMs?: number;
};

export async function trackOperation<T extends Operation>(
  send: () => Promise<T>,
  onUpdate: (op: Operation) => void,
  deps: TrackDeps,
): Promise<Operation> {
  const seen = new Map<number, Operation>();
  let current: Operation | null = null;
  let settle: ((op: Operation) => void) | null = null;
  const accept = (incoming: Operation) => {
    const next = mergeOperation(current, incoming);
    if (!next || next === current) return;
    current = next;
    onUpdate(next);
    if (isFinalOpState(next.state)) settle?.(next);
  };
  const unsubscribe = deps.subscribe((data) => {
    const op = asOperation(data);
    if (!op) return;
    if (current) accept(op);
    else seen.set(op.operationId, op);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const answer = await send();
    accept(answer);
    const early = seen.get(answer.operationId);
    if (early) accept(early);
    if (isFinalOpState(current!.state)) return current!;
    const poll = deps.pollMs ?? { streamDown: 1500, streamUp: 5000 };
    const deadline = Date.now() + (deps.giveUpMs ?? 120_000);
    return await new Promise<Operation>((resolve) => {
      settle = resolve;
      const tick = () => {
        if (Date.now() > deadline) return resolve(current!);
        timer = setTimeout(
          () => {
            deps
              .getOperation(current!.operationId)
              .then(accept)
              .catch(() => {})
              .finally(() => {
                if (!isFinalOpState(current!.state)) tick();
              });
          },
          deps.isStreamOpen() ? poll.streamUp : poll.streamDown,
        );
      };
      tick();
    });
  } finally {
    clearTimeout(timer);
    unsubscribe();
  }
}
