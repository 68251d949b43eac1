import { describe, expect, it } from 'vitest';
import type { Operation } from '@lockconsole/shared/operation/operation';
import { runBatchUnlock, type BatchItemState } from './batchUnlock';
import { offsetOptions, zoneOffsetAt } from './timezone';

const op = (state: number, reason: string | null = null): Operation => ({
  operationId: 1,
  type: 'lock.unlock',
  operateType: 1,
  state,
  lockId: 1,
  gatewayId: 1,
  errorCode: state === 2 ? 0 : 1,
  reason,
  createdAt: 0,
  finishedAt: 0,
});

describe('batch unlock', () => {
  it('reports every lock waiting, then pending, then its own result', async () => {
    const seen: [number, BatchItemState['phase']][] = [];
    const results = await runBatchUnlock(
      [1, 2, 3],
      async (id) => {
        if (id === 2) throw new Error('Operation failed because remote unlock is not enabled');
        return id === 3 ? op(4, 'The device answered: jammed') : op(2);
      },
      (id, s) => seen.push([id, s.phase]),
      2,
    );
    expect(seen.slice(0, 3)).toEqual([
      [1, 'waiting'],
      [2, 'waiting'],
      [3, 'waiting'],
    ]);
    expect(Object.fromEntries(results)).toEqual({
      1: { phase: 'success', message: null },
      2: { phase: 'failed', message: 'Operation failed because remote unlock is not enabled' },
      3: { phase: 'failed', message: 'The device answered: jammed' },
    });
  });

  it('never runs more locks at once than allowed', async () => {
    let running = 0;
    let most = 0;
    await runBatchUnlock(
      [1, 2, 3, 4, 5],
      async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        return op(2);
      },
      () => {},
      2,
    );
    expect(most).toBe(2);
  });
});

describe('time zone offsets', () => {
  it('lists the 15-minute steps from UTC−12 to UTC+14', () => {
    const all = offsetOptions();
    expect(all[0]).toBe(-12 * 3_600_000);
    expect(all.at(-1)).toBe(14 * 3_600_000);
    expect(all).toHaveLength(26 * 4 + 1);
  });

  it('reads a zone offset from Intl, summer and winter', () => {
    expect(zoneOffsetAt('Europe/Berlin', Date.UTC(2025, 6, 1))).toBe(2 * 3_600_000);
    expect(zoneOffsetAt('Europe/Berlin', Date.UTC(2025, 0, 1))).toBe(3_600_000);
    expect(zoneOffsetAt('UTC', 0)).toBe(0);
    expect(zoneOffsetAt('Not/AZone', 0)).toBeNull();
  });
});
