import { describe, expect, it } from 'vitest';
import { formFromConfig, minutesToTime, requestFromForm, timeToMinutes, validatePassage } from './passageForm';

describe('passage mode form ↔ API', () => {
  it('turns periods into minutes of the day, all-day into 0–1440, week days sorted Mon 1 … Sun 7', () => {
    const req = requestFromForm(7, {
      enabled: true,
      autoUnlock: true,
      periods: [
        { allDay: false, start: '08:30', end: '17:45', weekDays: [5, 1, 3] },
        { allDay: true, start: '10:00', end: '11:00', weekDays: [7, 6] },
      ],
    });
    expect(req).toEqual({
      lockId: 7,
      passageMode: 1,
      autoUnlock: 1,
      cyclicConfig: [
        { allDay: 2, startTime: 510, endTime: 1065, weekDays: [1, 3, 5] },
        { allDay: 1, startTime: 0, endTime: 1440, weekDays: [6, 7] },
      ],
    });
  });

  it('reads an end of 00:00 as midnight at the end of the day, and back', () => {
    expect(timeToMinutes('00:00', true)).toBe(1440);
    expect(timeToMinutes('00:00')).toBe(0);
    expect(minutesToTime(1440)).toBe('00:00');
    expect(timeToMinutes('24:10')).toBeNull();
    expect(timeToMinutes('nonsense')).toBeNull();
  });

  it('sends no periods when passage mode is off', () => {
    const req = requestFromForm(1, {
      enabled: false,
      autoUnlock: false,
      periods: [{ allDay: true, start: '', end: '', weekDays: [1] }],
    });
    expect(req).toMatchObject({ passageMode: 2, autoUnlock: 2, cyclicConfig: [] });
  });

  it('round-trips a stored configuration', () => {
    const config = {
      passageMode: 1,
      autoUnlock: 2,
      cyclicConfig: [{ allDay: 2 as const, startTime: 60, endTime: 1440, weekDays: [2, 4] }],
    };
    const form = formFromConfig(config);
    expect(form).toEqual({
      enabled: true,
      autoUnlock: false,
      periods: [{ allDay: false, start: '01:00', end: '00:00', weekDays: [2, 4] }],
    });
    expect(requestFromForm(3, form).cyclicConfig).toEqual(config.cyclicConfig);
  });

  it('reports the shared schema messages per period field', () => {
    expect(
      validatePassage(1, {
        enabled: true,
        autoUnlock: false,
        periods: [
          { allDay: false, start: '18:00', end: '08:00', weekDays: [1] },
          { allDay: false, start: '08:00', end: '09:00', weekDays: [] },
        ],
      }),
    ).toEqual({ 'periods.0.endTime': 'validation.lock.passageTime', 'periods.1.weekDays': 'validation.lock.weekDays' });
    expect(validatePassage(1, { enabled: true, autoUnlock: false, periods: [] })).toEqual({
      periods: 'validation.lock.passagePeriods',
    });
    expect(validatePassage(1, { enabled: false, autoUnlock: false, periods: [] })).toEqual({});
  });
});
