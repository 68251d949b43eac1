import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshLive } from './refreshLive';

/** A list on a page (an observer keeps it active) whose reads the test answers by hand. */
function page() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const reads: { sawRows: number; answer: () => void }[] = [];
  let rows = 0;
  const observer = new QueryObserver<number>(client, {
    queryKey: ['list', { lockId: 1 }],
    queryFn: () => {
      const sawRows = rows;
      return new Promise<number>((resolve) => reads.push({ sawRows, answer: () => resolve(sawRows) }));
    },
  });
  const stop = observer.subscribe(() => undefined);
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    client,
    reads,
    add: () => rows++,
    shown: () => observer.getCurrentResult().data,
    refresh: () => refreshLive(client, { queryKey: ['list', { lockId: 1 }] }),
    answer: async (i: number) => {
      reads[i]!.answer();
      await settle();
    },
    settle,
    stop: () => {
      stop();
      client.clear();
    },
  };
}

let current: ReturnType<typeof page> | undefined;
afterEach(() => current?.stop());

describe('refreshLive', () => {
  it('an event during the first load reads the list again after it: the new row is shown', async () => {
    const p = (current = page());
    await p.settle();
    expect(p.reads).toHaveLength(1); // the first load, before the record exists
    p.add(); // the record is stored and its event arrives while the first load is under way
    p.refresh();
    await p.settle();
    expect(p.reads).toHaveLength(1); // joined, not read again yet
    await p.answer(0);
    expect(p.reads).toHaveLength(2);
    await p.answer(1);
    expect(p.shown()).toBe(1);
    expect(p.reads).toHaveLength(2);
  });

  it('an event with nothing in flight reads at once; a burst during that read adds one read, not one each', async () => {
    const p = (current = page());
    await p.settle();
    await p.answer(0);
    p.add();
    p.refresh();
    await p.settle();
    expect(p.reads).toHaveLength(2);
    for (let i = 0; i < 5; i++) {
      p.add();
      p.refresh();
    }
    await p.answer(1);
    expect(p.reads).toHaveLength(3);
    await p.answer(2);
    expect(p.reads).toHaveLength(3);
    expect(p.shown()).toBe(6);
  });

  it('only the lists the filter names are read again', async () => {
    const p = (current = page());
    await p.settle();
    await p.answer(0);
    refreshLive(p.client, { queryKey: ['list', { lockId: 2 }] });
    await p.settle();
    expect(p.reads).toHaveLength(1);
  });
});
