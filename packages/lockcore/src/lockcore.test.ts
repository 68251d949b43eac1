import { describe, expect, it } from 'vitest';
import { checkValidity, validityProblems } from './validity';
import { isPassageActive, shouldAutoLock } from './lock-state';
import { encodeLockSecret, isLockSecret } from './secret';
import { isAutoLockTime, isPasscodeFormat } from './limits';
import { isLockingRecord, RECORD_TYPE, recordQueryTypeOf } from './records';

// 2024-01-01 was a Monday.
const MON_0900_UTC = Date.UTC(2024, 0, 1, 9, 0);

describe('credential validity', () => {
  it('treats 0/0 as permanent and checks a window otherwise', () => {
    expect(checkValidity({ startDate: 0, endDate: 0 }, MON_0900_UTC)).toBe('valid');
    const w = { startDate: MON_0900_UTC, endDate: MON_0900_UTC + 3600_000 };
    expect(checkValidity(w, MON_0900_UTC - 1)).toBe('notYetValid');
    expect(checkValidity(w, MON_0900_UTC)).toBe('valid');
    expect(checkValidity(w, MON_0900_UTC + 3600_000)).toBe('expired');
  });

  it('checks cycle days and minutes in the lock local time', () => {
    const v = { startDate: 0, endDate: 0, cycle: [{ weekDay: 1 as const, startMinute: 8 * 60, endMinute: 10 * 60 }] };
    expect(checkValidity(v, MON_0900_UTC)).toBe('valid');
    expect(checkValidity(v, MON_0900_UTC + 2 * 3600_000)).toBe('outsideCycle');
    // 09:00 UTC is 18:00 in UTC+9: outside the morning period.
    expect(checkValidity(v, MON_0900_UTC, 9 * 3600_000)).toBe('outsideCycle');
  });

  it('reports request problems', () => {
    expect(validityProblems({ startDate: 10, endDate: 5 }, 0)).toContain('validation.period.startAfterEnd');
    expect(validityProblems({ startDate: 0, endDate: 0 }, 0)).toEqual([]);
  });
});

describe('lock state and limits', () => {
  it('passage mode holds the door open and suppresses auto-lock', () => {
    const mode = {
      enabled: true,
      autoUnlock: false,
      periods: [{ allDay: false, startMinute: 8 * 60, endMinute: 18 * 60, weekDays: [1 as const] }],
    };
    expect(isPassageActive(mode, MON_0900_UTC)).toBe(true);
    expect(isPassageActive(mode, MON_0900_UTC + 24 * 3600_000)).toBe(false);
    expect(shouldAutoLock(5, true)).toBe(false);
    expect(shouldAutoLock(5, false)).toBe(true);
    expect(shouldAutoLock(0, false)).toBe(false);
  });

  it('formats', () => {
    expect(isPasscodeFormat('1234')).toBe(true);
    expect(isPasscodeFormat('123')).toBe(false);
    expect(isPasscodeFormat('1234', 6)).toBe(false);
    expect(isPasscodeFormat('1234567890')).toBe(false);
    expect(isAutoLockTime(4)).toBe(false);
    expect(isAutoLockTime(900)).toBe(true);
    const s = encodeLockSecret(new Uint8Array(32).fill(255));
    expect(isLockSecret(s)).toBe(true);
    expect(s).toBe('_'.repeat(42) + '8');
  });

  it('classifies records', () => {
    expect(isLockingRecord(RECORD_TYPE.autoLock)).toBe(true);
    expect(isLockingRecord(RECORD_TYPE.gateway)).toBe(false);
    expect(recordQueryTypeOf(RECORD_TYPE.card)).toBe(7);
    expect(recordQueryTypeOf(RECORD_TYPE.gateway)).toBe(1);
    expect([RECORD_TYPE.face, RECORD_TYPE.palmVein]).toEqual([67, 84]);
    expect([8, 33, 67, 84].map(recordQueryTypeOf)).toEqual([8, 8, -5, -6]);
  });
});
