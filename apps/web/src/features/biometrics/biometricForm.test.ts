import { describe, expect, it } from 'vitest';
import { newCardPeriod } from '../../lib/credentials/credentialPeriod';
import {
  addFaceProblems,
  addFaceRequest,
  addFingerprintProblems,
  addFingerprintRequest,
  biometricFieldOf,
  enrollProblems,
  enrollRequest,
  newBiometricValues,
  type BiometricValues,
} from './biometricForm';

const now = Date.UTC(2030, 0, 7, 9, 0); // a Monday
const tz = 60;
const ctx = { now, tz };
const agreed = (v: Partial<BiometricValues> = {}): BiometricValues => ({
  ...newBiometricValues(now, tz),
  consent: true,
  ...v,
});
const TEMPLATE = 'U0ZUMQGqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqZA==';

describe('biometric forms', () => {
  it('starts permanent, unnamed, without consent', () => {
    expect(newBiometricValues(now, tz)).toMatchObject({ name: '', consent: false, period: { validityType: 1 } });
  });

  it('requires the person’s consent before anything is sent', () => {
    expect(enrollProblems('fingerprint', newBiometricValues(now, tz), 3, ctx)).toEqual({
      consent: 'validation.biometric.consent',
    });
    expect(enrollProblems('palmVein', agreed(), 3, ctx)).toEqual({});
  });

  it('maps the enrol form to /<kind>/enroll with the period in lock time', () => {
    expect(enrollRequest(agreed({ name: '  Ann  ' }), 3, tz)).toEqual({
      lockId: 3,
      name: 'Ann',
      consent: 1,
      validityType: 1,
    });
    const limited = agreed({
      period: { ...newCardPeriod(now, tz, 2), start: '2030-01-07T10:00', end: '2030-01-08T10:00' },
    });
    expect(enrollRequest(limited, 3, tz)).toEqual({
      lockId: 3,
      name: undefined,
      consent: 1,
      validityType: 2,
      // 10:00 at UTC+01:00 is 09:00 UTC.
      startDate: Date.UTC(2030, 0, 7, 9, 0),
      endDate: Date.UTC(2030, 0, 8, 9, 0),
    });
    const cycle = agreed({ period: newCardPeriod(now, tz, 3) });
    expect(enrollRequest(cycle, 3, tz).cyclicConfig).toHaveLength(5);
    // The shared period rules apply: an end before the start is refused under the end.
    const backwards = agreed({
      period: { ...newCardPeriod(now, tz, 2), start: '2030-01-08T10:00', end: '2030-01-07T12:00' },
    });
    expect(enrollProblems('face', backwards, 3, ctx).end).toBeDefined();
  });

  it('maps a face photo and a reader’s fingerprint to their requests', () => {
    expect(addFaceRequest(agreed({ name: 'Bo' }), 3, 'data:image/jpeg;base64,AAAA', tz)).toEqual({
      lockId: 3,
      faceName: 'Bo',
      photo: 'data:image/jpeg;base64,AAAA',
      consent: 1,
      validityType: 1,
    });
    expect(addFaceProblems(agreed(), 3, null, ctx)).toEqual({ photo: 'biometrics.photo.required' });
    expect(addFaceProblems(agreed(), 3, 'data:image/png;base64,AAAA', ctx)).toEqual({});
    expect(addFingerprintRequest(agreed({ name: 'Cy' }), [3, 4], TEMPLATE, tz)).toEqual({
      lockIdList: [3, 4],
      fingerprintName: 'Cy',
      template: TEMPLATE,
      consent: 1,
      validityType: 1,
    });
    expect(addFingerprintProblems(newBiometricValues(now, tz), [], null, ctx)).toEqual({
      consent: 'validation.biometric.consent',
      template: 'biometrics.reader.collectFirst',
      locks: 'biometrics.reader.pickLocks',
    });
    expect(addFingerprintProblems(agreed(), [3], TEMPLATE, ctx)).toEqual({});
  });

  it('puts server field answers on their form fields', () => {
    expect(biometricFieldOf('fingerprintName')).toBe('name');
    expect(biometricFieldOf('palmVeinName')).toBe('name');
    expect(biometricFieldOf('consent')).toBe('consent');
    expect(biometricFieldOf('photo')).toBe('photo');
    expect(biometricFieldOf('lockIdList')).toBe('locks');
    expect(biometricFieldOf('endDate')).toBe('end');
    expect(biometricFieldOf('lockId')).toBeUndefined();
  });
});
