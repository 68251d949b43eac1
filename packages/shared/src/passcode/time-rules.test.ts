// The shared passcode time rules (spec §5/§9) with their i18n keys.
import { describe, expect, it } from 'vitest';
import { addLocalMonths, passcodeTimeProblems } from './time-rules';

const H = 3_600_000;
const now = Date.parse('2026-07-01T10:00:00Z');
const keys = (start: number, end: number | null, tz = 0) =>
  passcodeTimeProblems({ start, end, now, tzOffsetMinutes: tz }).map((p) => p.key);

describe('passcodeTimeProblems', () => {
  it('accepts a start up to 24 h back and a future end', () => {
    expect(keys(now - 24 * H, null)).toEqual([]);
    expect(keys(now - 24 * H - 1, null)).toEqual(['validation.passcode.startTooEarly']);
    expect(keys(now, now + H)).toEqual([]);
  });

  it('start before end, end not in the past', () => {
    expect(keys(now + 2 * H, now + H)).toEqual(['validation.passcode.startAfterEnd']);
    expect(keys(now - 5 * H, now - H)).toEqual(['validation.passcode.endInPast']);
  });

  it('over a year: same local day and time; at most 3 years', () => {
    expect(keys(now, Date.parse('2027-07-01T10:00:00Z'))).toEqual([]);
    expect(keys(now, Date.parse('2027-07-02T10:00:00Z'))).toEqual(['validation.passcode.sameDayAndTime']);
    expect(keys(now, Date.parse('2028-01-01T10:00:00Z'))).toEqual([]);
    expect(keys(now, Date.parse('2029-07-01T10:00:00Z'))).toEqual([]);
    expect(keys(now, Date.parse('2029-08-01T10:00:00Z'))).toEqual(['validation.passcode.tooLong']);
    // Same day at the lock (UTC+10), not in UTC.
    expect(keys(now, Date.parse('2027-09-01T10:00:00Z'), 600)).toEqual([]);
  });

  it('adds calendar months at the lock’s offset, clamping the day', () => {
    expect(addLocalMonths(Date.parse('2026-01-31T12:00:00Z'), 1, 0)).toBe(Date.parse('2026-02-28T12:00:00Z'));
    // 01:00 on 1 February at UTC+2 → 01:00 on 1 March there.
    expect(addLocalMonths(Date.parse('2026-01-31T23:00:00Z'), 1, 120)).toBe(Date.parse('2026-02-28T23:00:00Z'));
  });
});
