import { describe, expect, it } from 'vitest';
import { issueFieldOf, issueProblems, issueRequest, type IssueForm } from './issueForm';
import { newPeriod } from './periodForm';

const NOW = Date.UTC(2026, 10, 21, 9, 30);
const form = (patch: Partial<IssueForm> = {}): IssueForm => ({
  receiver: { kind: 'email', region: 'AU', account: 'guest@example.com' },
  keyName: 'Cleaner',
  period: newPeriod(NOW, 0),
  remoteEnable: false,
  keyRight: false,
  remarks: '',
  ...patch,
});

describe('issue ekey form', () => {
  it('accepts a complete form', () => {
    expect(issueProblems(form(), NOW, 0)).toEqual({});
  });

  it('names the fields a person must fix', () => {
    const problems = issueProblems(
      form({
        receiver: { kind: 'mobile', region: 'AU', account: '12' },
        keyName: ' ',
        remarks: 'x'.repeat(201),
        period: { ...newPeriod(NOW, 0), end: '2026-11-20T09:00' },
      }),
      NOW,
      0,
    );
    expect(problems).toEqual({
      receiver: 'validation.account.mobile',
      keyName: 'validation.ekey.name',
      remarks: 'validation.remark.format',
      end: 'validation.period.startAfterEnd',
    });
  });

  it('sends a mobile receiver with its calling code, and the grants as the API numbers them', () => {
    const req = issueRequest(
      form({ receiver: { kind: 'mobile', region: 'AU', account: '412345678' }, remoteEnable: true, keyRight: true }),
      0,
      1,
    );
    expect(req).toMatchObject({
      receiverUsername: '412345678',
      countryCode: '61',
      keyName: 'Cleaner',
      keyRight: 1,
      remoteEnable: 1,
      createUser: 1,
      validityType: 2,
    });
    expect(req.remarks).toBeUndefined();
    expect(issueRequest(form(), 0)).toMatchObject({
      countryCode: undefined,
      keyRight: 0,
      remoteEnable: 2,
      createUser: 0,
    });
  });

  it('puts server field errors under the form fields', () => {
    expect(issueFieldOf('countryCode')).toBe('receiver');
    expect(issueFieldOf('endDate')).toBe('end');
    expect(issueFieldOf('cycleStartMinute')).toBe('cycleWindow');
    expect(issueFieldOf('lockIds')).toBe('locks');
    expect(issueFieldOf('whatever')).toBeUndefined();
  });
});
