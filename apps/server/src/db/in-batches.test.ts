// The store of live events writes what was published while it was writing in one go, in publishing order, and each
// publisher hears the outcome of its own event.
import { describe, expect, it } from 'vitest';
import { inBatches } from './in-batches';

/** A data error of one event (as PostgreSQL's SQLSTATE class 22), or the database gone. */
const dataError = () => Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
const goneError = () => Object.assign(new Error('connection terminated'), { code: '57P01' });

function writer() {
  const batches: number[][] = [];
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const write = inBatches<number>(
    (batch) =>
      new Promise<void>((resolve, reject) => {
        batches.push(batch);
        pending.push({ resolve, reject });
      }),
    (err) => (err as { code?: string }).code === '22P05',
  );
  const tick = () => new Promise((r) => setTimeout(r, 0));
  return { batches, pending, write, tick };
}

describe('inBatches', () => {
  it('writes one item at once, then everything published meanwhile as one batch', async () => {
    const w = writer();
    const first = w.write(1);
    const rest = [2, 3, 4].map((n) => w.write(n));
    await w.tick();
    expect(w.batches).toEqual([[1]]);
    w.pending[0]!.resolve();
    await first;
    await w.tick();
    expect(w.batches).toEqual([[1], [2, 3, 4]]);
    w.pending[1]!.resolve();
    await Promise.all(rest);
    const later = w.write(5);
    await w.tick();
    expect(w.batches.at(-1)).toEqual([5]);
    w.pending[2]!.resolve();
    await later;
  });

  it('an event the store refuses fails alone: its batch is written again one event at a time', async () => {
    const w = writer();
    const a = w.write(1);
    const rest = Promise.allSettled([2, 3, 4].map((n) => w.write(n)));
    await w.tick();
    w.pending[0]!.resolve();
    await a;
    await w.tick();
    expect(w.batches[1]).toEqual([2, 3, 4]);
    w.pending[1]!.reject(dataError()); // one of them holds what the store refuses
    for (const [i, ok] of [
      [2, true],
      [3, false],
      [4, true],
    ] as const) {
      await w.tick();
      if (ok) w.pending[i]!.resolve();
      else w.pending[i]!.reject(dataError());
    }
    expect(w.batches.slice(2)).toEqual([[2], [3], [4]]);
    expect((await rest).map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('the database gone fails the whole batch at once, without a retry per event', async () => {
    const w = writer();
    const a = w.write(1);
    const rest = Promise.allSettled([2, 3, 4].map((n) => w.write(n)));
    await w.tick();
    w.pending[0]!.reject(goneError());
    await expect(a).rejects.toThrow('connection terminated');
    await w.tick();
    w.pending[1]!.reject(goneError());
    expect((await rest).map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(w.batches).toEqual([[1], [2, 3, 4]]);
    // The writer goes on with what comes next.
    const later = w.write(5);
    await w.tick();
    w.pending[2]!.resolve();
    await expect(later).resolves.toBeUndefined();
  });

  it('keeps batches to at most 200 events', async () => {
    const w = writer();
    const all = Array.from({ length: 450 }, (_, n) => w.write(n));
    for (let i = 0; i < 4; i++) {
      await w.tick();
      w.pending[i]?.resolve();
    }
    await Promise.all(all);
    expect(w.batches.map((b) => b.length)).toEqual([1, 200, 200, 49]);
    expect(w.batches.flat()).toEqual(Array.from({ length: 450 }, (_, n) => n));
  });
});
