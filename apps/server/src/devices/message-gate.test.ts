// The node's bound on device messages handled at once: never more than its width, the rest in arrival order, and a
// gateway with an answer on its way goes first until the answer is handled.
import { describe, expect, it } from 'vitest';
import { createMessageGate } from './message-gate';

const later = () => {
  let open!: () => void;
  const p = new Promise<void>((r) => (open = r));
  return { p, open };
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('device message gate', () => {
  it('runs at most its width at once; the others in arrival order', async () => {
    const gate = createMessageGate(2);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const jobs = ['a', 'b', 'c', 'd', 'e'].map((k) =>
      gate.run(k, async () => {
        running++;
        most = Math.max(most, running);
        order.push(k);
        await tick();
        running--;
      }),
    );
    await Promise.all(jobs);
    expect(most).toBe(2);
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('a gateway with an answer on its way goes before those that waited longer, until the answer is handled', async () => {
    const gate = createMessageGate(1);
    const order: string[] = [];
    const first = later();
    const a = gate.run('a', async () => {
      await first.p;
      order.push('a');
    });
    const b = gate.run('b', async () => void order.push('b'));
    const c = gate.run('c', async () => void order.push('c'));
    const answered = gate.hurry('c');
    expect(gate.waiting()).toBe(2);
    first.open();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a', 'c', 'b']);
    answered();
    // Handled: c waits its turn again.
    const hold = later();
    const d = gate.run('d', () => hold.p);
    const e = gate.run('e', async () => void order.push('e'));
    const c2 = gate.run('c', async () => void order.push('c'));
    hold.open();
    await Promise.all([d, e, c2]);
    expect(order.slice(3)).toEqual(['e', 'c']);
  });
});
