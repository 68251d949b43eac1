import { describe, expect, it } from 'vitest';
import { signalGrade } from '@lockconsole/shared/devices/enums';
import { signalView } from './signal';

describe('signal grade (spec §3: unknown 0, weak 1, medium 2, strong 3)', () => {
  it('shows each grade with its name and bars', () => {
    expect(signalView(3)).toMatchObject({ key: 'status.signal.strong', bars: 3 });
    expect(signalView(2)).toMatchObject({ key: 'status.signal.medium', bars: 2 });
    expect(signalView(1)).toMatchObject({ key: 'status.signal.weak', bars: 1 });
    expect(signalView(0)).toMatchObject({ key: 'status.signal.unknown', bars: 0 });
  });

  it('treats missing or unexpected grades as unknown', () => {
    for (const v of [null, undefined, 9, -1]) expect(signalView(v).bars).toBe(0);
  });

  it('agrees with the RSSI thresholds of the shared grade', () => {
    expect(signalView(signalGrade(-60)).bars).toBe(3);
    expect(signalView(signalGrade(-80)).bars).toBe(2);
    expect(signalView(signalGrade(-90)).bars).toBe(1);
    expect(signalView(signalGrade(null)).bars).toBe(0);
  });
});
