// The generic period rules (spec §5) used by ekeys and (with their own keys and the 24 h rule) passcodes.
import { describe, expect, it } from 'vitest';
import { periodProblems } from './period-rules';

const H = 3_600_000;
const now = Date.parse('2026-07-01T10:00:00Z');
const keys = (start: number, end: number | null, o = {}) =>
  periodProblems({ start, end, now, tzOffsetMinutes: 0 }, o).map((p) => `${p.field}:${p.key}`);

describe('periodProblems', () => {
  it('uses validation.period keys and no start grace unless asked', () => {
    expect(keys(now - 100 * H, now + H)).toEqual([]);
    expect(keys(now + 2 * H, now + H)).toEqual(['endDate:validation.period.startAfterEnd']);
    expect(keys(now - 5 * H, now - H)).toEqual(['endDate:validation.period.endInPast']);
    expect(keys(now, Date.parse('2027-07-02T10:00:00Z'))).toEqual(['endDate:validation.period.sameDayAndTime']);
    expect(keys(now, Date.parse('2029-07-01T10:00:01Z'))).toEqual(['endDate:validation.period.tooLong']);
    expect(keys(now, null)).toEqual([]);
  });

  it('takes a key prefix and a start grace', () => {
    expect(keys(now - 25 * H, null, { keys: 'validation.x', startGraceMs: 24 * H })).toEqual([
      'startDate:validation.x.startTooEarly',
    ]);
  });
});
