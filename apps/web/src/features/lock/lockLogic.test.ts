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
      async () => ({
        list: [
          { lockId: 1, operationId: 11, errorCode: 0, errorMsg: '' },
          { lockId: 2, operationId: null, errorCode: -4043, errorMsg: 'Remote unlock is not enabled' },
          { lockId: 3, operationId: 13, errorCode: 0, errorMsg: '' },
        ],
      }),
      async (operationId) => (operationId === 13 ? op(4, 'The device answered: jammed') : op(2)),
      (id, s) => seen.push([id, s.phase]),
    );
    expect(seen.slice(0, 6)).toEqual([
      [1, 'waiting'],
      [2, 'waiting'],
      [3, 'waiting'],
      [1, 'pending'],
      [2, 'pending'],
      [3, 'pending'],
    ]);
    expect(Object.fromEntries(results)).toEqual({
      1: { phase: 'success', message: null },
      2: { phase: 'failed', message: 'Remote unlock is not enabled' },
      3: { phase: 'failed', message: 'The device answered: jammed' },
    });
  });

  it('a refused call (premium closed) fails every lock with its reason; nothing is followed', async () => {
    let followed = 0;
    const results = await runBatchUnlock(
      [1, 2],
      async () => {
        throw new Error('Batch unlock is a premium function');
      },
      async () => {
        followed++;
        return op(2);
      },
      () => {},
    );
    expect(followed).toBe(0);
    expect([...results.values()]).toEqual([
      { phase: 'failed', message: 'Batch unlock is a premium function' },
      { phase: 'failed', message: 'Batch unlock is a premium function' },
    ]);
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
