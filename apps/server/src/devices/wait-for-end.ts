// Waits for a started operation to end (bounded by the operation timeout) and answers it as a synchronous call does:
// the operation and what the lock said — or throws its error with the operation as data, so the caller sees the
// real cause (gateway offline, lock out of range, remote unlock off …). A still-pending operation (a command waiting
// behind another one) is answered as it stands and can be followed with /operation/get or /api/events.
import { OP_STATE } from '@lockconsole/shared/devices/enums';
import { fail } from '../http/errors';
import type { Translator } from '../http/i18n';
import type { OperationRecord } from '../events/event-map';
import type { CommandAnswer } from './device-port';
import { errorNameOf, isPending, presentOperation, toOperationEvent } from './operation-events';
import type { OperationTracker } from './operation-tracker';
import type { OperationsRepo } from './operations.repo';

export function waitForEnd(d: { tracker: OperationTracker; ops: OperationsRepo; timeoutMs: number }) {
  return async (op: OperationRecord, t: Translator): Promise<CommandAnswer> => {
    // Already ended as it was started (a lock that answered at once, a command that could not be sent): as it is.
    // Else a waiting command may first wait for the one before it; then the sweeper's turn.
    const { ev, result } = isPending(op.state)
      ? await d.tracker.awaitFinal(op.id, d.timeoutMs * (op.state === OP_STATE.wait ? 2 : 1) + 2000, op.createdAt)
      : { ev: toOperationEvent(op), result: op.result };
    const operation = presentOperation(ev, t);
    if (ev.state === OP_STATE.success) {
      // What the lock answered: known where the answer arrived, else read (it ended on another node).
      const answer = result === undefined ? (await d.ops.get(op.id))?.result : result;
      return { operation, result: (answer ?? {}) as Record<string, unknown> };
    }
    if (isPending(ev.state)) return { operation, result: {} };
    const name = errorNameOf(ev.errorCode) ?? 'operationFailed';
    throw fail(name, { reason: operation.reason ?? '' }, operation);
  };
}
