// The change dialog sends only what changed, and checks new digits and a new period with the shared rules.
import { describe, expect, it } from 'vitest';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { buildChangeRequest, changeInitial, changeProblems } from './changeForm';

const now = Date.parse('2026-07-01T10:00:00Z');
const ctx = { now, tzOffsetMinutes: 0, siteMinLength: 6 };
const item: PasscodeItem = {
  keyboardPwdId: 3,
  lockId: 7,
  keyboardPwd: '480913',
  keyboardPwdName: 'Guest',
  keyboardPwdType: 6,
  keyboardPwdVersion: 4,
  cycleKind: null,
  cycleStartHour: null,
  cycleEndHour: null,
  startDate: now - 3 * 86_400_000 + 12_345, // issued three days ago, not on a minute boundary
  endDate: 0,
  firstUseBy: 0,
  keyboardPwdValue: null,
  keyboardPwdStatus: '110501',
  senderUid: 1,
  senderUsername: 'me',
  sendDate: now,
  operationId: null,
  failureCode: null,
  failureReason: null,
  syncFailures: 0,
  canResync: false,
};

describe('change a custom code', () => {
  it('nothing changed: no request, and an old start is not refused by the 24-hour rule', () => {
    const v = changeInitial(item, 0);
    expect(changeProblems(item, v, ctx)).toEqual([]);
    expect(buildChangeRequest(item, v, ctx)).toBeNull();
  });

  it('new digits only', () => {
    const v = { ...changeInitial(item, 0), code: '905172' };
    expect(buildChangeRequest(item, v, ctx)).toEqual({ lockId: 7, keyboardPwdId: 3, newKeyboardPwd: '905172' });
  });

  it('refuses short or simple digits and a moved start more than 24 h back', () => {
    expect(changeProblems(item, { ...changeInitial(item, 0), code: '123' }, ctx)).toMatchObject([
      { field: 'code', key: 'errors.passcodeBadLength', vars: { min: 6 } },
    ]);
    expect(changeProblems(item, { ...changeInitial(item, 0), code: '654321' }, ctx)).toMatchObject([
      { field: 'code', key: 'errors.passcodeTooSimple' },
    ]);
    expect(changeProblems(item, { ...changeInitial(item, 0), start: '2026-06-28T09:00' }, ctx)).toMatchObject([
      { field: 'start', key: 'validation.passcode.startTooEarly' },
    ]);
  });

  it('adding an end sends the end only; removing it sends 0', () => {
    const v = { ...changeInitial(item, 0), permanent: false, end: '2026-07-10T18:00' };
    expect(buildChangeRequest(item, v, ctx)).toEqual({
      lockId: 7,
      keyboardPwdId: 3,
      endDate: Date.parse('2026-07-10T18:00:00Z'),
    });
    expect(changeProblems(item, { ...v, end: '2026-06-30T18:00' }, ctx)).toMatchObject([
      { field: 'end', key: 'validation.passcode.endInPast' },
    ]);
    const timed = { ...item, endDate: Date.parse('2026-07-10T18:00:00Z') };
    expect(buildChangeRequest(timed, { ...changeInitial(timed, 0), permanent: true }, ctx)).toEqual({
      lockId: 7,
      keyboardPwdId: 3,
      endDate: 0,
    });
  });
});
