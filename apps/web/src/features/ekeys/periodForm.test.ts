import { describe, expect, it } from 'vitest';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { lockTimeText, parseLockTime } from '@lockconsole/lockcore/lock-time';
import { newPeriod, periodFormProblems, periodFromKey, periodRequest, type PeriodForm } from './periodForm';

const NOW = Date.UTC(2026, 10, 21, 9, 30); // 2026-11-21 09:30 UTC
const TZ = 60; // the lock is at UTC+01:00
const limited = (start: string, end: string): PeriodForm => ({ ...newPeriod(NOW, TZ), start, end });

describe('lock wall-clock times', () => {
  it('reads a datetime-local value in the lock zone and back', () => {
    expect(parseLockTime('2026-11-21T10:30', TZ)).toBe(NOW);
    expect(lockTimeText(NOW, TZ, 'T')).toBe('2026-11-21T10:30');
    expect(parseLockTime('2026-02-31T10:00', TZ)).toBeNull();
    expect(parseLockTime('', TZ)).toBeNull();
  });
});

describe('ekey period form (spec §3, §5)', () => {
  it('starts as a week from now in lock time', () => {
    const p = newPeriod(NOW, TZ);
    expect(p).toMatchObject({ validityType: 2, start: '2026-11-21T10:30', end: '2026-11-28T10:30' });
    expect(periodFormProblems(p, NOW, TZ)).toEqual({});
  });

  it('sends each validity type with only its own fields', () => {
    const p = newPeriod(NOW, TZ);
    expect(periodRequest({ ...p, validityType: 1 }, TZ)).toEqual({ validityType: 1 });
    expect(periodRequest({ ...p, validityType: 3 }, TZ)).toEqual({ validityType: 3, startDate: NOW });
    expect(periodRequest(p, TZ)).toEqual({ validityType: 2, startDate: NOW, endDate: NOW + 7 * 86_400_000 });
    expect(
      periodRequest({ ...p, validityType: 4, cycleDays: [7, 1, 1], cycleStart: '08:00', cycleEnd: '00:00' }, TZ),
    ).toMatchObject({ validityType: 4, cycleDays: [1, 7], cycleStartMinute: 480, cycleEndMinute: 1440 });
  });

  it('shows the spec §5 time messages on the right field', () => {
    expect(periodFormProblems(limited('2026-11-22T10:00', '2026-11-21T10:00'), NOW, TZ)).toEqual({
      end: 'validation.period.startAfterEnd',
    });
    expect(periodFormProblems(limited('2026-11-01T10:00', '2026-11-02T10:00'), NOW, TZ)).toEqual({
      end: 'validation.period.endInPast',
    });
    expect(periodFormProblems(limited('2026-11-21T10:00', '2027-12-01T09:00'), NOW, TZ)).toEqual({
      end: 'validation.period.sameDayAndTime',
    });
    expect(periodFormProblems(limited('2026-11-21T10:00', '2027-12-21T10:00'), NOW, TZ)).toEqual({});
    expect(periodFormProblems(limited('2026-11-21T10:00', '2030-11-21T10:00'), NOW, TZ)).toEqual({
      end: 'validation.period.tooLong',
    });
    expect(periodFormProblems(limited('2026-11-21T10:00', ''), NOW, TZ)).toEqual({
      end: 'validation.period.endRequired',
    });
  });

  it('needs cycle days and a window whose start is before its end', () => {
    const cycle = { ...newPeriod(NOW, TZ), validityType: 4 as const };
    expect(periodFormProblems(cycle, NOW, TZ)).toEqual({});
    expect(periodFormProblems({ ...cycle, cycleDays: [] }, NOW, TZ)).toEqual({
      cycleDays: 'validation.ekey.cycleDays',
    });
    expect(periodFormProblems({ ...cycle, cycleStart: '18:00', cycleEnd: '08:00' }, NOW, TZ)).toEqual({
      cycleWindow: 'validation.ekey.cycleWindow',
    });
  });

  it('needs nothing of a permanent key, and only a start of a once key', () => {
    const p = limited('', '');
    expect(periodFormProblems({ ...p, validityType: 1 }, NOW, TZ)).toEqual({});
    expect(periodFormProblems({ ...p, validityType: 3 }, NOW, TZ)).toEqual({ start: 'validation.required' });
  });

  it('fills the change-period form from a key', () => {
    const key = {
      validityType: 4,
      startDate: NOW,
      endDate: NOW + 86_400_000,
      cycleDays: [6, 2],
      cycleStartMinute: 540,
      cycleEndMinute: 1020,
    } as EkeyItem;
    expect(periodFromKey(key, NOW, TZ)).toEqual({
      validityType: 4,
      start: '2026-11-21T10:30',
      end: '2026-11-22T10:30',
      cycleDays: [2, 6],
      cycleStart: '09:00',
      cycleEnd: '17:00',
    });
  });
});
