// The request waiting for its command reads the operation's row only when the node's memory of ended operations may
// have let go of this one's end; otherwise the end it hears (or heard) answers it without a statement.
import { describe, expect, it } from 'vitest';
import { OP_STATE } from '@lockconsole/shared/devices/enums';
import { createDomainEvents } from '../events/domain-events';
import { manualClock } from '../platform/clock';
import { createLocalBus } from '../realtime/event-bus';
import { createOperationTracker } from './operation-tracker';
import type { OperationRow, OperationsRepo } from './operations.repo';

const T0 = new Date('2026-12-01T08:00:00Z');
/** The tracker's memory (RECENT_ENDS) and one more. */
const MORE_THAN_REMEMBERED = 10_001;

function setup() {
  const bus = createLocalBus();
  const clock = manualClock(T0);
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  const events = createDomainEvents({ bus, nodeId: 'here', log });
  const reads: number[] = [];
  // The row as the database holds it: ended with success (what an end this node forgot would show).
  const row = (id: number) =>
    ({ id, userId: 1, type: 'lock.unlock', state: OP_STATE.success, createdAt: T0, finishedAt: T0 }) as OperationRow;
  const ops = {
    get: async (id: number) => {
      reads.push(id);
      return row(id);
    },
  } as unknown as OperationsRepo;
  const tracker = createOperationTracker({
    ops,
    clock,
    random: { token: () => 'x', int: () => 0, digits: (n) => '0'.repeat(n) },
    bus,
    nodeId: 'here',
    timeoutMs: 1000,
    send: async () => {},
    events,
    log,
  });
  /** The end of an operation as another node announces it. */
  const endedElsewhere = (operationId: number) =>
    bus.publish({
      userId: 0,
      type: 'domain',
      data: {
        node: 'there',
        name: 'operation.ended',
        payload: {
          operationId,
          userId: 1,
          type: 'lock.unlock',
          operateType: 2,
          state: OP_STATE.success,
          lockId: 1,
          gatewayId: 1,
          errorCode: 0,
          reasonKey: null,
          reasonParams: null,
          createdAt: T0.getTime(),
          finishedAt: T0.getTime(),
        },
      },
    });
  return { clock, tracker, reads, endedElsewhere };
}

describe('operation tracker: waiting for an end', () => {
  it('answers from the end it hears, without reading the row, while the memory let go only of older ends', async () => {
    const s = setup();
    for (let id = 1; id <= MORE_THAN_REMEMBERED; id++) await s.endedElsewhere(id);
    s.clock.advance(60_000);
    const waiting = s.tracker.awaitFinal(50_000, 5_000, s.clock.now());
    await s.endedElsewhere(50_000);
    const { ev } = await waiting;
    expect(ev.operationId).toBe(50_000);
    expect(ev.state).toBe(OP_STATE.success);
    expect(s.reads).toEqual([]);
  });

  it('reads the row when the memory let go of an end heard after the operation was created', async () => {
    const s = setup();
    const createdAt = s.clock.now();
    // Its end was heard, then more than the memory holds came after it: the end is forgotten.
    await s.endedElsewhere(7);
    for (let id = 100; id < 100 + MORE_THAN_REMEMBERED; id++) await s.endedElsewhere(id);
    const { ev } = await s.tracker.awaitFinal(7, 5_000, createdAt);
    expect(ev.operationId).toBe(7);
    expect(ev.state).toBe(OP_STATE.success);
    expect(s.reads).toEqual([7]);
  });

  it('answers at once from memory when the end came before the wait', async () => {
    const s = setup();
    await s.endedElsewhere(3);
    const { ev } = await s.tracker.awaitFinal(3, 5_000, s.clock.now());
    expect(ev.operationId).toBe(3);
    expect(s.reads).toEqual([]);
  });
});
