import { describe, expect, it } from 'vitest';
import { laneGate, urgently } from './lanes';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('the database lanes', () => {
  it('one job at a time; urgent work waiting goes before the lists that arrived earlier', async () => {
    const gate = laneGate();
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) =>
      gate(async () => {
        running++;
        most = Math.max(most, running);
        await tick();
        order.push(name);
        running--;
      });
    await Promise.all([job('list 1'), job('list 2'), job('list 3'), urgently(() => job('unlock')), job('list 4')]);
    expect(most).toBe(1);
    expect(order).toEqual(['list 1', 'unlock', 'list 2', 'list 3', 'list 4']);
    expect(gate.stats.urgentAhead).toBe(1);
  });

  it('a long run of urgent work lets one other job through every 8 turns', async () => {
    const gate = laneGate();
    const order: string[] = [];
    const job = (name: string) =>
      gate(async () => {
        await tick();
        order.push(name);
      });
    const first = job('first');
    const lists = [job('list 1'), job('list 2')];
    const urgent = Array.from({ length: 20 }, (_, i) => urgently(() => job(`u${i + 1}`)));
    await Promise.all([first, ...lists, ...urgent]);
    expect(order.indexOf('list 1')).toBe(9);
    expect(order.indexOf('list 2')).toBe(18);
  });

  it('a wider gate runs that many at once; a failing job frees its turn', async () => {
    const gate = laneGate(2);
    let running = 0;
    let most = 0;
    const job = () =>
      gate(async () => {
        running++;
        most = Math.max(most, running);
        await tick();
        running--;
      });
    await Promise.all([job(), job(), job(), job()]);
    expect(most).toBe(2);
    await expect(gate(() => Promise.reject(new Error('bad sql')))).rejects.toThrow('bad sql');
    expect(await gate(async () => 'next')).toBe('next');
    expect(gate.waiting()).toBe(0);
  });
});
