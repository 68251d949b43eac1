import { describe, expect, it } from 'vitest';
import { freshRefetch } from './freshRefetch';

/** A list whose reads the test finishes by hand; `rows` is what the server holds when a read starts. */
function list() {
  const reads: { sawRows: number; finish: () => void }[] = [];
  let rows = 0;
  let shown = -1;
  let inFlight: Promise<unknown> | null = null;
  const start = () => {
    const sawRows = rows;
    inFlight = new Promise<void>((resolve) =>
      reads.push({
        sawRows,
        finish: () => {
          shown = sawRows;
          inFlight = null;
          resolve();
        },
      }),
    );
    return inFlight;
  };
  return {
    reads,
    add: () => rows++,
    shown: () => shown,
    isFetching: () => inFlight !== null,
    // Like TanStack Query on a first load: a refetch while a read is under way joins that read.
    refetch: () => inFlight ?? start(),
    start,
    /** The server answers read `i`; what follows its answer (another read or none) has started. */
    finish: async (i: number) => {
      reads[i]!.finish();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('freshRefetch', () => {
  it('an event during the first load reads again after it: the new row is shown', async () => {
    const l = list();
    void l.start(); // the page's first load, before the record exists
    const refresh = freshRefetch(l);
    l.add(); // the record is stored and its event arrives while the first load is under way
    refresh();
    await l.finish(0);
    expect(l.reads).toHaveLength(2);
    await l.finish(1);
    expect(l.shown()).toBe(1);
    expect(l.reads).toHaveLength(2);
  });

  it('an event with nothing in flight reads once; a burst during that read adds one read, not one each', async () => {
    const l = list();
    const refresh = freshRefetch(l);
    l.add();
    refresh();
    expect(l.reads).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      l.add();
      refresh();
    }
    await l.finish(0);
    expect(l.reads).toHaveLength(2);
    await l.finish(1);
    expect(l.reads).toHaveLength(2);
    expect(l.shown()).toBe(6);
  });
});
