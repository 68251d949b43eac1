import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for the browser's EventSource: records each connection and lets the test open it.
class FakeSource {
  static all: FakeSource[] = [];
  static readonly CLOSED = 2;
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private handlers = new Map<string, ((e: { data: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), fn]);
  }
  emit(type: string, data: unknown) {
    for (const fn of this.handlers.get(type) ?? []) fn({ data: JSON.stringify(data) });
  }
  close() {
    this.closed = true;
    this.readyState = FakeSource.CLOSED;
  }
}

async function load() {
  vi.resetModules();
  return import('./eventStream');
}

describe('the event stream', () => {
  beforeEach(() => {
    FakeSource.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stays open when one page leaves and the next subscribes, so no event falls between them', async () => {
    const s = await load();
    const seen: unknown[] = [];
    const leave = s.subscribe('credential', () => undefined);
    FakeSource.all[0]!.onopen!();
    leave();
    vi.advanceTimersByTime(1000);
    s.subscribe('records', (d) => seen.push(d));
    expect(FakeSource.all).toHaveLength(1);
    expect(FakeSource.all[0]!.closed).toBe(false);
    FakeSource.all[0]!.emit('records', { lockId: 3 });
    expect(seen).toEqual([{ lockId: 3 }]);
  });

  it('closes a while after the last page left; opened again, it tells the pages to read again', async () => {
    const s = await load();
    const resets = vi.fn();
    s.onStreamReset(resets);
    const leave = s.subscribe('records', () => undefined);
    FakeSource.all[0]!.onopen!();
    expect(resets).not.toHaveBeenCalled(); // the first connection of the page: nothing was read before it
    leave();
    vi.advanceTimersByTime(s.LINGER_MS);
    expect(FakeSource.all[0]!.closed).toBe(true);
    expect(s.isStreamOpen()).toBe(false);

    s.subscribe('records', () => undefined);
    expect(FakeSource.all).toHaveLength(2);
    FakeSource.all[1]!.onopen!();
    expect(resets).toHaveBeenCalledTimes(1);
    FakeSource.all[1]!.onopen!(); // the browser reconnected by itself: the server replays or says reset
    expect(resets).toHaveBeenCalledTimes(1);
    FakeSource.all[1]!.emit('reset', {});
    expect(resets).toHaveBeenCalledTimes(2);
  });
});
