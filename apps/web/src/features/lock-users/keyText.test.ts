import { describe, expect, it } from 'vitest';
import { KEY_STATUS, VALIDITY_TYPE } from '@lockconsole/shared/ekey/ekey';
import { clockOf, cycleDayNames, daysLeft, keyStatusText, validityText } from './keyText';

const date = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
const base = { startDate: 0, endDate: 0, cycleDays: [], cycleStartMinute: null, cycleEndMinute: null };
const start = Date.UTC(2026, 10, 1, 8, 0);
const end = Date.UTC(2026, 11, 1, 8, 0);

describe('ekey status', () => {
  it('names every status of the spec, and shows an unknown code as it is', () => {
    for (const [name, code] of Object.entries(KEY_STATUS))
      expect(keyStatusText(code).key).toBe(`lockUsers.status.${name}`);
    expect(keyStatusText('110499')).toMatchObject({ key: 'lockUsers.status.unknown', params: { code: '110499' } });
  });

  it('tells usable, pending and ended keys apart by colour', () => {
    expect(keyStatusText(KEY_STATUS.normal).color).toBe('green');
    expect(keyStatusText(KEY_STATUS.freezing).color).toBe('blue');
    expect(keyStatusText(KEY_STATUS.overdue).color).toBe('red');
  });
});

describe('ekey validity', () => {
  it('reads permanent for type 1 and for a 0/0 period', () => {
    expect(validityText({ ...base, validityType: VALIDITY_TYPE.permanent }, 'en', date).key).toBe(
      'lockUsers.validity.permanent',
    );
    expect(validityText({ ...base, validityType: VALIDITY_TYPE.limited }, 'en', date).key).toBe(
      'lockUsers.validity.permanent',
    );
  });

  it('gives a period its start and end, a once key its start', () => {
    expect(validityText({ ...base, validityType: 2, startDate: start, endDate: end }, 'en', date)).toEqual({
      key: 'lockUsers.validity.period',
      params: { start: '2026-11-01 08:00', end: '2026-12-01 08:00' },
    });
    expect(
      validityText({ ...base, validityType: 3, startDate: start, endDate: start + 3_600_000 }, 'en', date),
    ).toEqual({ key: 'lockUsers.validity.once', params: { start: '2026-11-01 08:00' } });
  });

  it('gives a cycle key its week days from Monday, its daily window and its period', () => {
    const cycle = {
      ...base,
      validityType: VALIDITY_TYPE.cycle,
      startDate: start,
      endDate: end,
      // Sun 1, Mon 2, Fri 6: shown Mon, Fri, Sun.
      cycleDays: [1, 6, 2],
      cycleStartMinute: 9 * 60,
      cycleEndMinute: 17 * 60 + 30,
    };
    expect(validityText(cycle, 'en', date)).toEqual({
      key: 'lockUsers.validity.cycle',
      params: { days: 'Mon, Fri, Sun', from: '09:00', to: '17:30', start: '2026-11-01 08:00', end: '2026-12-01 08:00' },
    });
    expect(validityText({ ...cycle, cycleDays: [1, 2, 3, 4, 5, 6, 7] }, 'en', date).key).toBe(
      'lockUsers.validity.cycleDaily',
    );
  });

  it('names week days in the chosen language and writes the end of the day as 24:00', () => {
    expect(cycleDayNames([2, 3], 'de')).toMatch(/^Mo\.?, Di\.?$/);
    expect(clockOf(0)).toBe('00:00');
    expect(clockOf(1440)).toBe('24:00');
  });
});

describe('days left', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0);
  it('counts started days up to the end and never goes below 0', () => {
    expect(daysLeft(now + 60_000, now)).toBe(1);
    expect(daysLeft(now + 86_400_000, now)).toBe(1);
    expect(daysLeft(now + 86_400_001, now)).toBe(2);
    expect(daysLeft(now - 1, now)).toBe(0);
  });
});
