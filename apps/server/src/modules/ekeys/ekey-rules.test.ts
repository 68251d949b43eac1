// The ekey rules without I/O: every validity type, the spec §5 time rules (one-year same day/time, 3-year cap),
// "never beyond your own validity" (−3039), who may act on which key, the shown status, the cycle window.
import { describe, expect, it } from 'vitest';
import { AppError, FieldsError } from '../../http/errors';
import { allows, insideCycle, lockLocalTime, roleOf } from '../permissions/lock-role';
import type { LockAccess } from '../permissions/permissions.service';
import { assertMayActOn, assertWithinOwn, periodOf, statusAt, type KeyPeriod } from './ekey-rules';

const H = 3_600_000;
const DAY = 24 * H;
const now = Date.parse('2026-07-01T10:00:00Z'); // a Wednesday

const problems = (f: () => unknown) => {
  try {
    f();
    return [];
  } catch (e) {
    if (e instanceof FieldsError) return e.errors.map((p) => p.key);
    if (e instanceof AppError) return [e.errorName];
    throw e;
  }
};

describe('periodOf', () => {
  it('stores each validity type', () => {
    expect(periodOf({ validityType: 1, startDate: now, endDate: now + H }, now, 0)).toMatchObject({
      validityType: 1,
      keyType: 1,
      startDate: 0,
      endDate: 0,
      cycleDays: [],
    });
    expect(periodOf({ validityType: 2, endDate: now + DAY }, now, 0)).toMatchObject({
      validityType: 2,
      startDate: now,
      endDate: now + DAY,
    });
    // Once: from its start for one hour.
    expect(periodOf({ validityType: 3, startDate: now + H }, now, 0)).toMatchObject({
      validityType: 3,
      startDate: now + H,
      endDate: now + 2 * H,
    });
    expect(
      periodOf(
        { validityType: 4, endDate: now + DAY, cycleDays: [7, 2, 2], cycleStartMinute: 480, cycleEndMinute: 1020 },
        now,
        0,
      ),
    ).toMatchObject({ validityType: 4, keyType: 4, cycleDays: [2, 7], cycleStartMinute: 480, cycleEndMinute: 1020 });
  });

  it('starts a key sent "from now" at the minute\'s start; a once key still lasts an hour from its sending', () => {
    const sent = now + 42_517; // 10:00:42.517
    expect(periodOf({ validityType: 2, endDate: now + DAY }, sent, 0)).toMatchObject({ startDate: now });
    expect(periodOf({ validityType: 3 }, sent, 0)).toMatchObject({ startDate: now, endDate: sent + H });
    // A start the sender chose is kept to the millisecond.
    expect(periodOf({ validityType: 2, startDate: sent + H, endDate: now + DAY }, sent, 0)).toMatchObject({
      startDate: sent + H,
    });
  });

  it('applies the time rules with the spec messages as field problems', () => {
    expect(problems(() => periodOf({ validityType: 2, startDate: now + 2 * H, endDate: now + H }, now, 0))).toEqual([
      'validation.period.startAfterEnd',
    ]);
    expect(problems(() => periodOf({ validityType: 2, startDate: now - 5 * H, endDate: now - H }, now, 0))).toEqual([
      'validation.period.endInPast',
    ]);
    // A once key whose hour is over is refused too.
    expect(problems(() => periodOf({ validityType: 3, startDate: now - 2 * H }, now, 0))).toEqual([
      'validation.period.endInPast',
    ]);
    // Ekeys have no 24 h start rule (that is a timed-passcode rule).
    expect(problems(() => periodOf({ validityType: 2, startDate: now - 3 * DAY, endDate: now + H }, now, 0))).toEqual(
      [],
    );
  });

  it('over a year needs the same local day and time; at most 3 years', () => {
    const limited = (end: string, tz = 0) =>
      problems(() => periodOf({ validityType: 2, startDate: now, endDate: Date.parse(end) }, now, tz * 60_000));
    expect(limited('2027-07-01T10:00:00Z')).toEqual([]);
    expect(limited('2027-06-30T10:00:00Z')).toEqual([]); // under a year: any day
    expect(limited('2027-07-02T10:00:00Z')).toEqual(['validation.period.sameDayAndTime']);
    expect(limited('2028-07-01T10:30:00Z')).toEqual(['validation.period.sameDayAndTime']);
    expect(limited('2029-07-01T10:00:00Z')).toEqual([]);
    expect(limited('2029-07-01T10:01:00Z')).toEqual(['validation.period.tooLong']);
    expect(limited('2029-08-01T10:00:00Z')).toEqual(['validation.period.tooLong']);
    // The same day at the lock (UTC+10): 20:00 local on both ends.
    expect(limited('2028-07-01T10:00:00Z', 600)).toEqual([]);
    // Cycle keys follow the same rules.
    const cycle = { validityType: 4, cycleDays: [1], cycleStartMinute: 0, cycleEndMinute: 60 };
    expect(problems(() => periodOf({ ...cycle, startDate: now, endDate: now + 4 * 366 * DAY }, now, 0))).toEqual([
      'validation.period.tooLong',
    ]);
  });
});

const access = (role: LockAccess['role'], key: Partial<KeyPeriod> | null) =>
  ({
    lockId: 1,
    role,
    lock: { userId: 99, timezoneRawOffset: 0 },
    key: key ? { id: 5, keyRight: 1, remoteEnable: 1, keyStatus: '110401', startDate: 0, endDate: 0, ...key } : null,
  }) as unknown as LockAccess;

const p = (o: Partial<KeyPeriod>): KeyPeriod => ({
  validityType: 2,
  keyType: 1,
  startDate: now,
  endDate: now + DAY,
  cycleDays: [],
  cycleStartMinute: null,
  cycleEndMinute: null,
  ...o,
});

describe('assertWithinOwn', () => {
  it('lets the owner and a permanent admin grant anything', () => {
    expect(
      problems(() => assertWithinOwn(access('owner', null), p({ validityType: 1, startDate: 0, endDate: 0 }))),
    ).toEqual([]);
    expect(
      problems(() => assertWithinOwn(access('authorizedAdmin', {}), p({ validityType: 1, startDate: 0, endDate: 0 }))),
    ).toEqual([]);
  });

  it('refuses an admin with a limited key a longer, earlier or permanent period (−3039)', () => {
    const admin = access('authorizedAdmin', { validityType: 2, startDate: now - DAY, endDate: now + 10 * DAY });
    expect(problems(() => assertWithinOwn(admin, p({ endDate: now + 10 * DAY })))).toEqual([]);
    expect(problems(() => assertWithinOwn(admin, p({ endDate: now + 10 * DAY + 1 })))).toEqual(['keyPeriodBeyondOwn']);
    expect(problems(() => assertWithinOwn(admin, p({ startDate: now - 2 * DAY })))).toEqual(['keyPeriodBeyondOwn']);
    expect(problems(() => assertWithinOwn(admin, p({ validityType: 1, startDate: 0, endDate: 0 })))).toEqual([
      'keyPeriodBeyondOwn',
    ]);
  });

  it('keeps an admin with a cycle key inside its days and window', () => {
    const admin = access('authorizedAdmin', {
      validityType: 4,
      startDate: now - DAY,
      endDate: now + 10 * DAY,
      cycleDays: [2, 3, 4],
      cycleStartMinute: 480,
      cycleEndMinute: 1020,
    });
    const c = (o: Partial<KeyPeriod>) =>
      p({ validityType: 4, cycleDays: [2, 3], cycleStartMinute: 480, cycleEndMinute: 1020, ...o });
    expect(problems(() => assertWithinOwn(admin, c({})))).toEqual([]);
    expect(problems(() => assertWithinOwn(admin, c({ cycleDays: [1, 2] })))).toEqual(['keyPeriodBeyondOwn']);
    expect(problems(() => assertWithinOwn(admin, c({ cycleEndMinute: 1080 })))).toEqual(['keyPeriodBeyondOwn']);
    expect(problems(() => assertWithinOwn(admin, p({})))).toEqual(['keyPeriodBeyondOwn']);
  });
});

describe('assertMayActOn', () => {
  it('owner: any key but the admin key and its own; admin: plain keys only', () => {
    const key = (o: Partial<{ isOwner: boolean; userId: number | null; keyRight: number }>) => ({
      isOwner: false,
      userId: 7,
      keyRight: 0,
      ...o,
    });
    expect(problems(() => assertMayActOn(access('owner', null), 99, key({ keyRight: 1 })))).toEqual([]);
    expect(problems(() => assertMayActOn(access('owner', null), 99, key({ isOwner: true, userId: 99 })))).toEqual([
      'noPermission',
    ]);
    expect(problems(() => assertMayActOn(access('authorizedAdmin', {}), 8, key({})))).toEqual([]);
    expect(problems(() => assertMayActOn(access('authorizedAdmin', {}), 8, key({ keyRight: 1 })))).toEqual([
      'noPermission',
    ]);
    expect(problems(() => assertMayActOn(access('authorizedAdmin', {}), 7, key({})))).toEqual(['noPermission']);
  });
});

describe('statusAt', () => {
  const k = { keyStatus: '110401', startDate: now - DAY, endDate: now + DAY, usedAt: null };
  it('computes overdue and invalid, keeps pending states', () => {
    expect(statusAt(k, now)).toBe('110401');
    expect(statusAt({ ...k, startDate: 0, endDate: 0 }, now + 1000 * DAY)).toBe('110401');
    expect(statusAt(k, now + 2 * DAY)).toBe('110412');
    expect(statusAt({ ...k, usedAt: new Date(now) }, now)).toBe('110413');
    expect(statusAt({ ...k, keyStatus: '110404' }, now + 2 * DAY)).toBe('110404');
    expect(statusAt({ ...k, keyStatus: '110402' }, now + 2 * DAY)).toBe('110412');
  });
});

describe('roles of ekeys (modules/permissions)', () => {
  const key = { keyRight: 0, remoteEnable: 1, keyStatus: '110401', startDate: now - H, endDate: now + H };
  it('freezing, frozen, deleting, waiting and used keys give no rights at once', () => {
    for (const keyStatus of ['110402', '110404', '110405', '110407', '110408'])
      expect(roleOf(2, { userId: 1 }, { ...key, keyStatus }, now), keyStatus).toBe('stranger');
    expect(roleOf(2, { userId: 1 }, { ...key, keyStatus: '110406' }, now)).toBe('keyHolder');
    expect(roleOf(2, { userId: 1 }, { ...key, usedAt: new Date(now) }, now)).toBe('stranger');
  });

  it('a cycle key operates remotely only inside its days and window (lock local time)', () => {
    expect(lockLocalTime(now, 0)).toEqual({ cycleDay: 4, minute: 600 }); // Wednesday 10:00
    expect(lockLocalTime(now, 15 * H)).toEqual({ cycleDay: 5, minute: 60 }); // Thursday 01:00 at UTC+15
    const cycle = { ...key, validityType: 4, cycleDays: [4], cycleStartMinute: 540, cycleEndMinute: 660 };
    const at = { nowMs: now, lockOffsetMs: 0 };
    expect(insideCycle(cycle, now, 0)).toBe(true);
    expect(allows('keyHolder', 'remote', cycle, at)).toBe(true);
    expect(allows('keyHolder', 'remote', { ...cycle, cycleDays: [5] }, at)).toBe(false);
    expect(allows('keyHolder', 'remote', { ...cycle, cycleStartMinute: 601 }, at)).toBe(false);
    expect(allows('authorizedAdmin', 'remote', { ...cycle, cycleEndMinute: 600 }, at)).toBe(false);
    // The lock is at UTC+2: 12:00 there, outside 09:00–11:00.
    expect(allows('keyHolder', 'remote', cycle, { nowMs: now, lockOffsetMs: 2 * H })).toBe(false);
    // Viewing does not depend on the window.
    expect(allows('keyHolder', 'view', { ...cycle, cycleDays: [5] }, at)).toBe(true);
  });
});
