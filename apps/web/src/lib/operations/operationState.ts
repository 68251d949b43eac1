// How the console reads a tracked device operation (spec §3 remote operation state: operating 1, success 2,
// failed 3, no retry 4, wait 6). Pure: shared by the operation hook, batch unlock and their tests.
import { OP_STATE, isFinalOpState } from '@lockconsole/shared/devices/enums';
import type { Operation } from '@lockconsole/shared/operation/operation';

/** What the page shows: still running, done, or failed (with or without a point in retrying). */
export type OperationPhase = 'pending' | 'success' | 'failed';

export function phaseOf(state: number): OperationPhase {
  if (state === OP_STATE.success) return 'success';
  if (isFinalOpState(state)) return 'failed';
  return 'pending';
}

/** i18n key of an operation state, for a status line. */
export function stateKeyOf(state: number): string {
  switch (state) {
    case OP_STATE.operating:
      return 'status.operation.operating';
    case OP_STATE.wait:
      return 'status.operation.wait';
    case OP_STATE.success:
      return 'status.operation.success';
    case OP_STATE.noRetry:
      return 'status.operation.noRetry';
    case OP_STATE.failed:
      return 'status.operation.failed';
    default:
      return 'status.operation.unknown';
  }
}

/**
 * Combines what we know with a newer report (answer, event or poll) of possibly another operation. Reports of
 * other operations are ignored, and a final state is never replaced by a pending one (a late poll answer or a
 * replayed event must not bring a finished operation back to "operating").
 */
export function mergeOperation(current: Operation | null, incoming: Operation): Operation | null {
  if (!current) return incoming;
  if (incoming.operationId !== current.operationId) return current;
  if (isFinalOpState(current.state) && !isFinalOpState(incoming.state)) return current;
  return incoming;
}

/** A shape check for operation events of the stream (they are the API's operation shape). */
export function asOperation(data: Record<string, unknown>): Operation | null {
  return typeof data.operationId === 'number' && typeof data.state === 'number' ? (data as Operation) : null;
}
