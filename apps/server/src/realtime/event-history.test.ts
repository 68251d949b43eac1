// A browser resuming its stream gets exactly the events after the last one it saw, or is told to reload when
// that point is no longer known.
import { describe, expect, it } from 'vitest';
import { createLocalBus, type RealtimeEvent } from './event-bus';
import { createEventHistory } from './event-history';

const ev = (n: number): RealtimeEvent => ({ userId: 1, type: 'lockState', data: { n } });

describe('event history', () => {
  it('gives every event after a known id, in order, each with the id the bus gave it', async () => {
    const bus = createLocalBus();
    const h = createEventHistory(bus);
    const heard: RealtimeEvent[] = [];
    bus.subscribe((e) => void heard.push(e));
    for (let n = 1; n <= 5; n++) await bus.publish(ev(n));
    expect(new Set(heard.map((e) => e.id)).size).toBe(5);
    expect(h.after(heard[1]!.id!)!.map((e) => e.data.n)).toEqual([3, 4, 5]);
    expect(h.after(heard[4]!.id!)).toEqual([]);
    expect(h.latestId()).toBe(heard[4]!.id);
  });

  it('does not know an id it never heard, or one pushed out by newer events or by age', async () => {
    const bus = createLocalBus();
    let now = 1_000_000;
    const h = createEventHistory(bus, { keep: 3, keepMs: 60_000, now: () => now });
    const heard: RealtimeEvent[] = [];
    bus.subscribe((e) => void heard.push(e));
    expect(h.after('someone-else.1')).toBeUndefined();
    for (let n = 1; n <= 600; n++) await bus.publish(ev(n));
    expect(h.after(heard[0]!.id!)).toBeUndefined();
    expect(h.after(heard[597]!.id!)!.map((e) => e.data.n)).toEqual([599, 600]);
    now += 61_000;
    expect(h.after(heard[597]!.id!)).toBeUndefined();
  });

  it('keeps no domain events (they never reach a browser)', async () => {
    const bus = createLocalBus();
    const h = createEventHistory(bus);
    const heard: RealtimeEvent[] = [];
    bus.subscribe((e) => void heard.push(e));
    await bus.publish(ev(1));
    await bus.publish({ userId: 0, type: 'domain', data: {} });
    expect(h.after(heard[0]!.id!)).toEqual([]);
  });
});
