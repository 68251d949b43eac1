// How codes read in the list: spec status codes to labels (pending and failed ones marked), types with the cycle
// window, validity in lock time, the first-use rule per type, masking.
import { describe, expect, it } from 'vitest';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { cycleView, firstUseView, maskCode, statusView, typeKey, validityView } from './passcodeView';

const base = {
  keyboardPwdId: 1,
  lockId: 1,
  keyboardPwd: '12345678',
  keyboardPwdName: '',
  keyboardPwdVersion: 4,
  cycleKind: null,
  cycleStartHour: null,
  cycleEndHour: null,
  startDate: Date.parse('2026-07-01T00:00:00Z'),
  endDate: 0,
  firstUseBy: Date.parse('2026-07-02T00:00:00Z'),
  keyboardPwdValue: null,
  keyboardPwdStatus: '110501',
  senderUid: 1,
  senderUsername: 'me',
  sendDate: 0,
  operationId: null,
  failureCode: null,
  failureReason: null,
  syncFailures: 0,
  canResync: false,
} satisfies Omit<PasscodeItem, 'keyboardPwdType'>;

describe('passcode view', () => {
  it('maps every spec status code, pending ones as processing, failed ones as errors', () => {
    expect(statusView('110501')).toEqual({ key: 'passcodes.status.normal', tone: 'success', pending: false });
    expect(statusView('110506')).toMatchObject({ key: 'passcodes.status.adding', pending: true });
    expect(statusView('110510')).toMatchObject({ key: 'passcodes.status.deleting', pending: true });
    expect(statusView('110507')).toMatchObject({ key: 'passcodes.status.addFailed', tone: 'error' });
    expect(statusView('110505').key).toBe('passcodes.status.willBeValid');
    expect(statusView('999').key).toBe('passcodes.status.unknown');
  });

  it('types, cycle kinds and the daily window', () => {
    expect([1, 2, 3, 4, 5, 6].map(typeKey)).toEqual(
      ['once', 'permanent', 'limited', 'clear', 'cycle', 'custom'].map((n) => `passcodes.type.${n}`),
    );
    expect(cycleView({ cycleKind: 7, cycleStartHour: 8, cycleEndHour: 24 })).toEqual({
      key: 'passcodes.cycle.window',
      vars: { kindKey: 'passcodes.cycleKind.weekday', from: '08:00', to: '24:00' },
    });
    expect(cycleView({ cycleKind: 14, cycleStartHour: 0, cycleEndHour: 1 })?.vars?.kindKey).toBe(
      'passcodes.cycleKind.sun',
    );
  });

  it('validity and first use in lock time', () => {
    const limited = { ...base, keyboardPwdType: 3, endDate: Date.parse('2026-07-03T00:00:00Z') };
    expect(validityView(limited, 120)).toEqual({
      key: 'passcodes.validity.period',
      vars: { start: '2026-07-01 02:00', end: '2026-07-03 02:00' },
    });
    expect(validityView({ ...base, keyboardPwdType: 2 }, 0).key).toBe('passcodes.validity.permanent');
    expect(validityView({ ...base, keyboardPwdType: 5 }, 0)).toEqual({
      key: 'passcodes.validity.cycleOpen',
      vars: { start: '2026-07-01' },
    });
    expect(firstUseView({ ...base, keyboardPwdType: 1 }, 0)).toMatchObject({
      key: 'passcodes.firstUse.once',
      vars: { firstUseBy: '2026-07-02 00:00' },
    });
  });

  it('masks all but the last two digits', () => {
    expect(maskCode('12345678')).toBe('••••••78');
  });
});
