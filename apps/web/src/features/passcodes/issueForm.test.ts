// The issue form's rules: each type's request, the shared time rules on the right fields, lengths from the site
// minimum, custom-code rules, cycle windows and months, all in the lock's time zone.
import { describe, expect, it } from 'vitest';
import { lockTimeText, parseLockTime } from '@lockconsole/lockcore/lock-time';
import { buildIssueRequest, initialValues, issueProblems, lengthOptions, type IssueValues } from './issueForm';

const H = 3_600_000;
const now = Date.parse('2026-07-01T10:30:00Z');
const ctx = { lockId: 7, now, tzOffsetMinutes: 600, siteMinLength: 6 }; // lock at UTC+10
const values = (patch: Partial<IssueValues>): IssueValues => ({ ...initialValues(patch.type), ...patch });
const keys = (v: IssueValues, c = ctx) => issueProblems(v, c).map((p) => `${p.field}:${p.key}`);

describe('lock-local times', () => {
  it('reads and writes inputs at the lock offset, refusing impossible dates', () => {
    expect(lockTimeText(now, 600, 'T')).toBe('2026-07-01T20:30');
    expect(parseLockTime('2026-07-01T20:30', 600)).toBe(now);
    expect(parseLockTime('2026-07-02', 600)).toBe(Date.parse('2026-07-01T14:00:00Z'));
    expect(parseLockTime('2026-02-30T10:00', 0)).toBeNull();
    expect(parseLockTime('tomorrow', 0)).toBeNull();
  });
});

describe('issue form', () => {
  it('a permanent code with an empty start starts now and sends no end', () => {
    expect(keys(values({ type: 'permanent' }))).toEqual([]);
    expect(buildIssueRequest(values({ type: 'permanent', name: ' Cleaner ' }), ctx)).toEqual({
      kind: 'offline',
      request: {
        lockId: 7,
        keyboardPwdType: 2,
        keyboardPwdName: 'Cleaner',
        startDate: undefined,
        endDate: undefined,
        keyboardPwdLength: undefined,
      },
    });
  });

  it('the 24-hour rule: a start up to 24 h back is fine, earlier is refused on the start field', () => {
    const at = (ms: number) => values({ type: 'once', start: lockTimeText(ms, 600, 'T') });
    expect(keys(at(now - 23 * H))).toEqual([]);
    expect(keys(at(now - 25 * H))).toEqual(['start:validation.passcode.startTooEarly']);
  });

  it('a timed code needs an end after its start, not in the past, at most 3 years, same day and time over a year', () => {
    const timed = (start: string, end: string) => values({ type: 'limited', start, end });
    expect(keys(values({ type: 'limited' }))).toEqual(['end:validation.passcode.endRequired']);
    expect(keys(timed('2026-07-02T10:00', '2026-07-02T09:00'))).toEqual(['end:validation.passcode.startAfterEnd']);
    expect(keys(timed('2026-07-02T10:00', '2027-07-03T10:00'))).toEqual(['end:validation.passcode.sameDayAndTime']);
    expect(keys(timed('2026-07-02T10:00', '2027-07-02T10:00'))).toEqual([]);
    expect(keys(timed('2026-07-02T10:00', '2029-08-02T10:00'))).toEqual(['end:validation.passcode.tooLong']);
    const r = buildIssueRequest(timed('2026-07-02T10:00', '2026-07-03T10:00'), ctx);
    expect(r.request).toMatchObject({
      keyboardPwdType: 3,
      startDate: Date.parse('2026-07-02T00:00:00Z'),
      endDate: Date.parse('2026-07-03T00:00:00Z'),
    });
  });

  it('lengths: each family from its own minimum or the site minimum up to 9', () => {
    expect(lengthOptions('permanent', 6)).toEqual([6, 7, 8, 9]);
    expect(lengthOptions('limited', 6)).toEqual([8, 9]);
    expect(lengthOptions('cycle', 6)).toEqual([9]);
    expect(lengthOptions('once', 7)).toEqual([7, 8, 9]);
    expect(lengthOptions('custom', 6)).toEqual([]);
    expect(keys(values({ type: 'limited', end: '2026-07-03T10:00', length: 6 }))).toEqual([
      'length:errors.passcodeBadLength',
    ]);
  });

  it('cycle: start day at local midnight, kind, window of whole hours, end in months', () => {
    const v = values({ type: 'cycle', cycleKind: 5, cycleStartHour: 9, cycleEndHour: 17, cycleMonths: 2 });
    expect(keys(v)).toEqual([]);
    expect(buildIssueRequest(v, ctx).request).toEqual({
      lockId: 7,
      keyboardPwdType: 5,
      keyboardPwdName: undefined,
      startDate: Date.parse('2026-06-30T14:00:00Z'), // 1 July 00:00 at UTC+10
      endDate: Date.parse('2026-08-31T14:00:00Z'),
      keyboardPwdLength: undefined,
      cycleKind: 5,
      cycleStartHour: 9,
      cycleEndHour: 17,
    });
    expect(buildIssueRequest({ ...v, cycleMonths: 0 }, ctx).request).toMatchObject({ endDate: undefined });
    expect(keys({ ...v, cycleStartHour: 17, cycleEndHour: 9 })).toEqual([
      'cycleEndHour:validation.passcode.cycleWindow',
    ]);
  });

  it('custom: site minimum to 9 digits ("%d-9"), not too simple, optional end', () => {
    expect(keys(values({ type: 'custom', code: '12345' }))).toEqual(['code:errors.passcodeBadLength']);
    expect(issueProblems(values({ type: 'custom', code: '12345' }), ctx)[0]?.vars).toEqual({ min: 6 });
    expect(issueProblems(values({ type: 'custom', code: '123456' }), { ...ctx, siteMinLength: 7 })[0]?.vars).toEqual({
      min: 7,
    });
    expect(keys(values({ type: 'custom', code: '111111' }))).toEqual(['code:errors.passcodeTooSimple']);
    expect(keys(values({ type: 'custom', code: '1234567890' }))).toEqual(['code:errors.passcodeBadLength']);
    expect(keys(values({ type: 'custom', code: '480913' }))).toEqual([]);
    expect(keys(values({ type: 'custom', code: '480913', customPermanent: false }))).toEqual([
      'end:validation.passcode.endRequired',
    ]);
    expect(
      buildIssueRequest(
        values({ type: 'custom', code: ' 480913 ', customPermanent: false, end: '2026-07-05T12:00' }),
        ctx,
      ),
    ).toEqual({
      kind: 'custom',
      request: {
        lockId: 7,
        keyboardPwd: '480913',
        keyboardPwdName: undefined,
        startDate: undefined,
        endDate: Date.parse('2026-07-05T02:00:00Z'),
      },
    });
  });
});

describe('issue form, all problems at once', () => {
  it('a start too early is reported even while the end is missing', () => {
    const v = values({ type: 'limited', start: lockTimeText(now - 30 * H, 600, 'T') });
    expect(keys(v)).toEqual(['end:validation.passcode.endRequired', 'start:validation.passcode.startTooEarly']);
  });
});
