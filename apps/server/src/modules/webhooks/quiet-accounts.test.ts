// The per-node memory of accounts with nothing to deliver to (issue 13): asked once, forgotten on a notice, on a cut
// line to the other nodes and after a minute; a read that overlapped a notice is not kept.
import { describe, expect, it } from 'vitest';
import type { DomainEventMap } from '../../events/domain-events';
import { manualClock } from '../../platform/clock';
import { createQuietAccounts } from './quiet-accounts';

type Row = { userId: number; id: number };

function setup() {
  const clock = manualClock(new Date('2026-12-02T10:00:00Z'));
  let changed: (e: DomainEventMap['integrations.changed']) => void = () => {};
  let missed: () => void = () => {};
  const quiet = createQuietAccounts({
    clock,
    events: {
      onEveryNode: (_name, h) => ((changed = h as typeof changed), () => {}),
      onMissed: (fn) => ((missed = fn), () => {}),
    },
  });
  const endpoints: Row[] = [];
  const asked: number[][] = [];
  const read = async (ids: number[]) => {
    asked.push(ids);
    return endpoints.filter((e) => ids.includes(e.userId));
  };
  const ask = (ids: number[], topic = 'record.stored') => quiet.ask(ids, topic, read, (r) => r.userId);
  return {
    clock,
    quiet,
    endpoints,
    asked,
    ask,
    changed: (userId: number) => changed({ userId }),
    missed: () => missed(),
  };
}

describe('accounts with nothing to deliver to', () => {
  it('asks about an account with none once, and again after a notice for it', async () => {
    const t = setup();
    expect(await t.ask([1])).toEqual([]);
    expect(await t.ask([1])).toEqual([]);
    expect(t.asked).toEqual([[1]]);
    t.endpoints.push({ userId: 1, id: 7 });
    t.changed(1);
    expect(await t.ask([1])).toEqual([{ userId: 1, id: 7 }]);
    expect(t.asked).toHaveLength(2);
  });

  it('keeps asking about accounts that have endpoints, only about those', async () => {
    const t = setup();
    t.endpoints.push({ userId: 2, id: 9 });
    await t.ask([1, 2, 2]);
    await t.ask([1, 2]);
    expect(t.asked).toEqual([[1, 2], [2]]);
  });

  it('remembers "none" per topic', async () => {
    const t = setup();
    await t.ask([1], 'record.stored');
    await t.ask([1], 'operation.finished');
    expect(t.asked).toEqual([[1], [1]]);
  });

  it('does not keep a read that a notice overlapped', async () => {
    const t = setup();
    const slow = t.quiet.ask(
      [1],
      'record.stored',
      async (ids) => {
        t.changed(1); // the webhook is committed and announced while this read is on its way
        return t.endpoints.filter((e) => ids.includes(e.userId));
      },
      (r) => r.userId,
    );
    expect(await slow).toEqual([]);
    t.endpoints.push({ userId: 1, id: 3 });
    expect(await t.ask([1])).toEqual([{ userId: 1, id: 3 }]);
  });

  it('forgets everything when notices may have been missed, and each account after a minute', async () => {
    const t = setup();
    await t.ask([1, 2]);
    t.missed();
    await t.ask([1]);
    expect(t.asked).toEqual([[1, 2], [1]]);
    t.clock.advance(59_000);
    await t.ask([1]);
    expect(t.asked).toHaveLength(2);
    t.clock.advance(2_000);
    await t.ask([1]);
    expect(t.asked).toHaveLength(3);
  });
});
