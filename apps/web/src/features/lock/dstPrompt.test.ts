import { describe, expect, it } from 'vitest';
import { dstDecision } from './dstPrompt';

const HOUR = 3_600_000;
const lock = (prompt: number, remind: number, zoneOffset: number | null, offset = HOUR) => ({
  timezoneRawOffset: offset,
  timezoneId: 'Europe/Berlin',
  daylightSaving: { prompt, remind, zoneOffset },
});

describe('daylight-saving prompt', () => {
  it('offers "enter" when the zone moved to summer time and "exit" when it left it', () => {
    expect(dstDecision(lock(1, 1, 2 * HOUR), true)).toEqual({
      kind: 'enter',
      zoneOffset: 2 * HOUR,
      timezoneId: 'Europe/Berlin',
    });
    expect(dstDecision(lock(-1, 1, HOUR, 2 * HOUR), true)).toMatchObject({ kind: 'exit', zoneOffset: HOUR });
  });

  it('stays quiet after "don\'t remind", without a disagreement, or for someone who cannot change settings', () => {
    expect(dstDecision(lock(1, 2, 2 * HOUR), true)).toBeNull();
    expect(dstDecision(lock(0, 1, HOUR), true)).toBeNull();
    expect(dstDecision(lock(1, 1, null), true)).toBeNull();
    expect(dstDecision(lock(1, 1, HOUR), true)).toBeNull();
    expect(dstDecision(lock(1, 1, 2 * HOUR), false)).toBeNull();
  });
});
