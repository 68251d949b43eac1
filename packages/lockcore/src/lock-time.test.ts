import { describe, expect, it } from 'vitest';
import {
  fromLockLocal,
  lockClock,
  lockDayText,
  lockTimeText,
  minuteText,
  offsetLabel,
  offsetMinutesOf,
  parseLockTime,
  parseMinuteText,
  toLockLocal,
  weekDayOfDay,
} from './lock-time';

const H = 3_600_000;
// Wednesday 2026-07-01 10:00 UTC.
const NOON_ISH = Date.UTC(2026, 6, 1, 10, 0);

describe('the offset label', () => {
  it('writes negative offsets with a real minus sign (U+2212), positive ones with a plus', () => {
    expect(offsetLabel(-180)).toBe('UTC\u221203:00');
    expect(offsetLabel(-180)).toBe('UTC−03:00');
    expect(offsetLabel(120)).toBe('UTC+02:00');
    expect(offsetLabel(14 * 60)).toBe('UTC+14:00');
    expect(offsetLabel(-12 * 60)).toBe('UTC−12:00');
  });

  it('writes half- and quarter-hour offsets and zero', () => {
    expect(offsetLabel(330)).toBe('UTC+05:30');
    expect(offsetLabel(-210)).toBe('UTC−03:30');
    expect(offsetLabel(345)).toBe('UTC+05:45');
    expect(offsetLabel(0)).toBe('UTC+00:00');
  });

  it('reads a timezoneRawOffset (ms) as whole minutes', () => {
    expect(offsetMinutesOf(19_800_000)).toBe(330);
    expect(offsetMinutesOf(-3.5 * H)).toBe(-210);
    expect(offsetMinutesOf(0)).toBe(0);
    expect(offsetLabel(offsetMinutesOf(-3 * H))).toBe('UTC−03:00');
  });
});

describe("a lock's local time", () => {
  it('shows an instant at negative, positive, half-hour offsets and zero', () => {
    expect(lockTimeText(NOON_ISH, 0)).toBe('2026-07-01 10:00');
    expect(lockTimeText(NOON_ISH, 120)).toBe('2026-07-01 12:00');
    expect(lockTimeText(NOON_ISH, -180)).toBe('2026-07-01 07:00');
    expect(lockTimeText(NOON_ISH, 330)).toBe('2026-07-01 15:30');
    expect(lockTimeText(NOON_ISH, -210)).toBe('2026-07-01 06:30');
    expect(lockTimeText(NOON_ISH, 330, 'T')).toBe('2026-07-01T15:30');
  });

  it('crosses midnight into the next or the previous day near midnight UTC', () => {
    const lateUtc = Date.UTC(2026, 11, 31, 22, 45); // Thursday 2026-12-31 22:45 UTC
    expect(lockTimeText(lateUtc, 90)).toBe('2027-01-01 00:15');
    expect(lockDayText(lateUtc, 90)).toBe('2027-01-01');
    expect(lockClock(lateUtc, 90)).toMatchObject({ year: 2027, month: 1, day: 1, weekDay: 5, minuteOfDay: 15 });
    const earlyUtc = Date.UTC(2026, 2, 1, 1, 0); // Sunday 2026-03-01 01:00 UTC
    expect(lockTimeText(earlyUtc, -210)).toBe('2026-02-28 21:30');
    expect(lockClock(earlyUtc, -210)).toMatchObject({ month: 2, day: 28, daysInMonth: 28, weekDay: 6 });
    expect(lockClock(earlyUtc, 0)).toMatchObject({ month: 3, day: 1, weekDay: 7, minuteOfDay: 60 });
  });

  it('counts week days Mon 1 … Sun 7 and days before 1970 too', () => {
    expect(weekDayOfDay(0)).toBe(4); // 1970-01-01, a Thursday
    expect(weekDayOfDay(-1)).toBe(3);
    expect(lockClock(NOON_ISH, 0)).toMatchObject({ weekDay: 3, hour: 10, minute: 0, minuteOfDay: 600 });
    // 10:00 UTC Wednesday is 01:00 Thursday at UTC+15 (the lock rules' test case).
    expect(lockClock(NOON_ISH, 15 * 60)).toMatchObject({ weekDay: 4, minuteOfDay: 60 });
  });

  it('converts both ways', () => {
    expect(toLockLocal(NOON_ISH, -180)).toBe(NOON_ISH - 3 * H);
    expect(fromLockLocal(toLockLocal(NOON_ISH, 330), 330)).toBe(NOON_ISH);
  });
});

describe('reading a lock time typed by people', () => {
  it('reads date-time and day texts at the offset, the inverse of lockTimeText', () => {
    expect(parseLockTime('2026-07-01T12:00', 120)).toBe(NOON_ISH);
    expect(parseLockTime('2026-07-01 07:00', -180)).toBe(NOON_ISH);
    expect(parseLockTime(' 2026-07-01T15:30 ', 330)).toBe(NOON_ISH);
    expect(parseLockTime('2026-07-02', 600)).toBe(Date.UTC(2026, 6, 1, 14, 0));
    expect(parseLockTime('2027-01-01 00:15', 90)).toBe(Date.UTC(2026, 11, 31, 22, 45));
    expect(parseLockTime(lockTimeText(NOON_ISH, -210, 'T'), -210)).toBe(NOON_ISH);
  });

  it('refuses what is not a real date and time instead of moving it', () => {
    expect(parseLockTime('2026-02-30T10:00', 0)).toBeNull();
    expect(parseLockTime('2026-13-01', 0)).toBeNull();
    expect(parseLockTime('2026-07-01T24:00', 0)).toBeNull();
    expect(parseLockTime('2026-07-01T10:60', 0)).toBeNull();
    expect(parseLockTime('tomorrow', 0)).toBeNull();
    expect(parseLockTime('', 0)).toBeNull();
  });

  it('reads and writes minutes of the day; 00:00 and 24:00 end a day', () => {
    expect(minuteText(0)).toBe('00:00');
    expect(minuteText(570)).toBe('09:30');
    expect(minuteText(1440)).toBe('24:00');
    expect(parseMinuteText('9:30')).toBe(570);
    expect(parseMinuteText('00:00')).toBe(0);
    expect(parseMinuteText('00:00', true)).toBe(1440);
    expect(parseMinuteText('24:00', true)).toBe(1440);
    expect(parseMinuteText('24:00')).toBeNull();
    expect(parseMinuteText('10:75')).toBeNull();
    expect(parseMinuteText('noon')).toBeNull();
  });
});
