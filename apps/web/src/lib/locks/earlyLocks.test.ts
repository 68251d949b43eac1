import { afterEach, describe, expect, it, vi } from 'vitest';

const apiGet = vi.fn((_path: string, _params: unknown, _opts: unknown) => Promise.resolve({ list: [], total: 0 }));
vi.mock('../api/client', () => ({ apiGet: (...a: [string, unknown, unknown]) => apiGet(...a) }));
const { askLocksEarly, takeEarlyLocks } = await import('./earlyLocks');

afterEach(() => {
  vi.useRealTimers();
  apiGet.mockClear();
});

describe('the console home asked for early', () => {
  it('asks the server once, silently, and hands the answer to the same page once', async () => {
    askLocksEarly({ groupId: -1, pageNo: 1, pageSize: 20 });
    expect(apiGet).toHaveBeenCalledWith('/lock/list', { groupId: -1, pageNo: 1, pageSize: 20 }, { silent: true });
    // The home's query: other order, an empty search unset.
    const answer = takeEarlyLocks({ pageSize: 20, lockAlias: undefined, groupId: -1, pageNo: 1 });
    await expect(answer).resolves.toEqual({ list: [], total: 0 });
    expect(takeEarlyLocks({ groupId: -1, pageNo: 1, pageSize: 20 })).toBeUndefined();
  });

  it('is not another page: another group, page, size, search or query type asks the server', () => {
    askLocksEarly({ groupId: 3, pageNo: 1, pageSize: 20 });
    expect(takeEarlyLocks({ groupId: -1, pageNo: 1, pageSize: 20 })).toBeUndefined();
    expect(takeEarlyLocks({ groupId: 3, pageNo: 2, pageSize: 20 })).toBeUndefined();
    expect(takeEarlyLocks({ groupId: 3, pageNo: 1, pageSize: 20, lockAlias: 'Room' })).toBeUndefined();
    expect(takeEarlyLocks({ groupId: 3, pageNo: 1, pageSize: 20, queryType: 2 })).toBeUndefined();
    // Still there for the page it is.
    expect(takeEarlyLocks({ groupId: 3, pageNo: 1, pageSize: 20 })).toBeDefined();
  });

  it('is not taken once older than ten seconds', () => {
    vi.useFakeTimers();
    askLocksEarly({ groupId: -1, pageNo: 1, pageSize: 20 });
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyLocks({ groupId: -1, pageNo: 1, pageSize: 20 })).toBeUndefined();
  });
});
