import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STATUS as S } from '@lockconsole/shared/credential/credential';
import {
  canCopy,
  consentView,
  enrolOutcome,
  enrolsAgainAtLock,
  recordsPath,
  sourceKey,
  stepOf,
  stepView,
} from './biometricView';

describe('biometric view', () => {
  it('reads each step of an enrolment at the sensor, 0 of the kind’s steps before the lock’s first answer', () => {
    expect(stepView('fingerprint', null)).toMatchObject({
      line: { key: 'biometrics.kinds.fingerprint.step', vars: { done: 0, total: 4 } },
      count: { key: 'biometrics.progress.count', vars: { done: 0, total: 4 } },
      percent: 0,
      hint: null,
    });
    expect(stepView('palmVein', null).total).toBe(3);
    expect(stepView('face', null).total).toBe(1);
    const two = stepView('fingerprint', { done: 2, total: 4, hint: 'lift' });
    expect(two).toMatchObject({ done: 2, percent: 50, poor: false });
    expect(two.hint).toEqual({ key: 'biometrics.kinds.fingerprint.hint.lift' });
    const poor = stepView('palmVein', { done: 1, total: 3, hint: 'poor' });
    expect(poor).toMatchObject({ poor: true, hint: { key: 'biometrics.kinds.palmVein.hint.poor' }, percent: 33 });
  });

  it('takes only the steps of the followed operation from the stream', () => {
    expect(stepOf({ operationId: 7, done: 1, total: 4, hint: 'lift' }, 7)).toEqual({ done: 1, total: 4, hint: 'lift' });
    expect(stepOf({ operationId: 8, done: 1, total: 4, hint: 'lift' }, 7)).toBeNull();
    expect(stepOf({ operationId: 7, done: 1, total: 4 }, null)).toBeNull();
    expect(stepOf({ operationId: 7, done: 4, total: 4, hint: null }, 7)).toEqual({ done: 4, total: 4, hint: null });
    // Nonsense is ignored, an unknown hint reads as none, counts stay within the total.
    expect(stepOf({ operationId: 7, done: 'x', total: 4 }, 7)).toBeNull();
    expect(stepOf({ operationId: 7, done: 9, total: 4, hint: 'dance' }, 7)).toEqual({ done: 4, total: 4, hint: null });
  });

  it('tells how an enrolment stands from its row', () => {
    const row = { number: '', failureReason: null };
    expect(enrolOutcome({ ...row, status: S.adding })).toEqual({ phase: 'waiting' });
    expect(enrolOutcome({ ...row, status: S.normal, number: '3' })).toEqual({ phase: 'done', number: '3' });
    expect(enrolOutcome({ ...row, status: S.willBeValid, number: '4' })).toEqual({ phase: 'done', number: '4' });
    expect(enrolOutcome({ ...row, status: S.addFailed, failureReason: 'The device answered: timeout' })).toEqual({
      phase: 'failed',
      reason: 'The device answered: timeout',
    });
    expect(enrolOutcome({ ...row, status: S.deleting })).toEqual({ phase: 'gone' });
    expect(enrolOutcome(null)).toEqual({ phase: 'gone' });
  });

  it('retries a failed enrolment at the sensor with the steps; copies only a reader’s fingerprint', () => {
    expect(enrolsAgainAtLock({ source: 'sensor', number: '', status: S.addFailed })).toBe(true);
    expect(enrolsAgainAtLock({ source: 'photo', number: '', status: S.addFailed })).toBe(false);
    expect(enrolsAgainAtLock({ source: 'sensor', number: '5', status: S.updateFailed })).toBe(false);
    expect(canCopy({ kind: 'fingerprint', copyable: true, number: '2' })).toBe(true);
    expect(canCopy({ kind: 'fingerprint', copyable: false, number: '2' })).toBe(false);
    expect(canCopy({ kind: 'fingerprint', copyable: true, number: '' })).toBe(false);
    expect(canCopy({ kind: 'face', copyable: true, number: '2' })).toBe(false);
  });

  it('names the source, the consent and the records page of each kind', () => {
    expect(sourceKey('reader')).toBe('biometrics.source.reader');
    const time = (ms: number) => `t${ms}`;
    expect(consentView({ consentBy: 'ann@example.com', consentAt: 5 }, time)).toEqual({
      key: 'biometrics.consent.by',
      vars: { by: 'ann@example.com', at: 't5' },
    });
    expect(consentView({ consentBy: null, consentAt: 5 }, time)).toEqual({
      key: 'biometrics.consent.at',
      vars: { at: 't5' },
    });
    expect(consentView({ consentBy: null, consentAt: null }, time)).toEqual({ key: 'biometrics.consent.unknown' });
    expect(recordsPath({ kind: 'fingerprint', lockId: 3, number: '12' })).toBe('/manage/records?lockId=3&printNo=12');
    expect(recordsPath({ kind: 'face', lockId: 3, number: '1' })).toBe('/manage/records?lockId=3&faceNo=1');
    expect(recordsPath({ kind: 'palmVein', lockId: 3, number: '2' })).toBe('/manage/records?lockId=3&palmVeinNo=2');
  });
});
