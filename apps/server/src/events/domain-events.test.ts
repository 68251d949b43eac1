// Domain events: handlers run once where the event happened, a throwing handler is counted and logged without
// stopping the others, and broadcast events also reach the every-node handlers of the other API nodes (two nodes
// share one bus here, as they share PostgreSQL's LISTEN/NOTIFY in production).
import { describe, expect, it } from 'vitest';
import { createLocalBus } from '../realtime/event-bus';
import { createDomainEvents } from './domain-events';

const quietLog = () => {
  const errors: { event?: unknown }[] = [];
  return { errors, log: { error: (o: object) => void errors.push(o as { event?: unknown }) } };
};

const ended = (operationId: number) => ({
  operationId,
  userId: 1,
  type: 'lock.unlock',
  operateType: 2,
  state: 2,
  lockId: 5,
  gatewayId: 7,
  errorCode: 0,
  reasonKey: null,
  reasonParams: null,
  createdAt: 1,
  finishedAt: 2,
});

describe('domain events', () => {
  it('runs every handler in order, counts the ones that threw and logs them with the event name', async () => {
    const { errors, log } = quietLog();
    const events = createDomainEvents({ bus: createLocalBus(), nodeId: 'a', log });
    const seen: string[] = [];
    events.on('account.registered', (e) => void seen.push(`first ${e.userId}`));
    events.on('account.registered', () => {
      throw new Error('claim failed');
    });
    events.on('account.registered', async (e) => void seen.push(`third ${e.account}`));
    const r = await events.emit('account.registered', { userId: 3, account: 'x@example.com' });
    expect(seen).toEqual(['first 3', 'third x@example.com']);
    expect(r.failed).toBe(1);
    expect(errors).toEqual([expect.objectContaining({ event: 'account.registered' })]);
  });

  it('stops calling a handler once it unsubscribed', async () => {
    const events = createDomainEvents({ bus: createLocalBus(), nodeId: 'a', log: quietLog().log });
    let n = 0;
    const off = events.on('account.deleted', () => void n++);
    await events.emit('account.deleted', { userId: 1 });
    off();
    await events.emit('account.deleted', { userId: 1 });
    expect(n).toBe(1);
  });

  it('hands a broadcast event to every node’s every-node handlers but runs the once-handlers only where it happened', async () => {
    const bus = createLocalBus();
    const nodeA = createDomainEvents({ bus, nodeId: 'a', log: quietLog().log });
    const nodeB = createDomainEvents({ bus, nodeId: 'b', log: quietLog().log });
    const heard = { aOnce: 0, bOnce: 0, aEvery: [] as number[], bEvery: [] as number[] };
    nodeA.on('operation.ended', () => void heard.aOnce++);
    nodeB.on('operation.ended', () => void heard.bOnce++);
    nodeA.onEveryNode('operation.ended', (e) => void heard.aEvery.push(e.operationId));
    nodeB.onEveryNode('operation.ended', (e) => void heard.bEvery.push(e.operationId));

    await nodeB.emit('operation.ended', ended(41));
    await new Promise((r) => setTimeout(r, 10));

    expect(heard).toEqual({ aOnce: 0, bOnce: 1, aEvery: [41], bEvery: [41] });
  });

  it('keeps events that are not broadcast on the node where they happened', async () => {
    const bus = createLocalBus();
    const onBus: unknown[] = [];
    bus.subscribe((e) => void onBus.push(e));
    const events = createDomainEvents({ bus, nodeId: 'a', log: quietLog().log });
    await events.emit('records.stored', { lock: { id: 1, userId: 1 }, records: [], managers: [1] });
    expect(onBus).toEqual([]);
  });
});
