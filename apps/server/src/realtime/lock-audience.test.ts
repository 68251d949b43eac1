// The lock-audience wrapper adds the lock's other managers to an event and passes on everything else the bus offers:
// a node whose line to the others was cut and is back still drops what it may have missed (the domain events'
// `onMissed`: sessions, gateway keys, waiting requests), and a statement can still store its own events.
import { describe, expect, it } from 'vitest';
import { createDomainEvents } from '../events/domain-events';
import { createLocalBus, type EventBus, type RealtimeEvent } from './event-bus';
import { withLockAudience } from './lock-audience';

const log = { info() {}, warn() {}, error() {} };

describe('the lock audience around the bus', () => {
  it('a gap of the line reaches onMissed through it; storing in a statement is offered as the bus offers it', () => {
    const gaps = new Set<() => void>();
    const storeWith: EventBus['storeWith'] = () => {
      throw new Error('not called here');
    };
    const base: EventBus = {
      ...createLocalBus(),
      onGap: (fn) => (gaps.add(fn), () => void gaps.delete(fn)),
      storeWith,
    };
    const bus = withLockAudience(base, async () => []);
    const events = createDomainEvents({ bus, nodeId: 'n', log: log as never });
    let missed = 0;
    events.onMissed(() => missed++);
    for (const fn of gaps) fn();
    expect(missed).toBe(1);
    expect(bus.storeWith).toBe(storeWith);
  });

  it('after a statement stored an event for its account, only the lock’s other managers are told', async () => {
    const base = createLocalBus();
    const heard: RealtimeEvent[] = [];
    base.subscribe((e) => heard.push(e));
    const bus = withLockAudience(base, async () => [1, 2, 3]);
    await bus.alsoStored!({ userId: 1, type: 'operation', data: { lockId: 9, state: 2 } });
    expect(heard.map((e) => [e.userId, e.alsoUserIds])).toEqual([[2, [3]]]);
    await bus.alsoStored!({ userId: 1, type: 'operation', data: { state: 2 } });
    expect(heard).toHaveLength(1);
  });

  it('a look ahead reads the managers beside the statement: the copy after it uses that read; a failed one is read again', async () => {
    const base = createLocalBus();
    const heard: RealtimeEvent[] = [];
    base.subscribe((e) => heard.push(e));
    let reads = 0;
    let fail = true;
    const bus = withLockAudience(base, async () => {
      reads++;
      if (fail) throw new Error('database away');
      return [1, 2];
    });
    bus.lookAhead!(9);
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toBe(1);
    fail = false;
    await bus.alsoStored!({ userId: 1, type: 'operation', data: { lockId: 9, state: 1 } });
    expect(reads).toBe(2);
    bus.lookAhead!(7);
    await bus.alsoStored!({ userId: 1, type: 'operation', data: { lockId: 7, state: 1 } });
    expect(reads).toBe(3);
    expect(heard.map((e) => [e.userId, e.data.lockId])).toEqual([
      [2, 9],
      [2, 7],
    ]);
  });
});
