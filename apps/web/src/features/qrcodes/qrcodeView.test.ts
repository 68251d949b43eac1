// How a QR code reads in the console: status tag, type ↔ credential validity, refresh interval, share links.
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STATUS as S } from '@lockconsole/shared/credential/credential';
import {
  asCredentialValidity,
  mailtoHref,
  qrStatusView,
  qrTypeOfValidity,
  refreshView,
  smsHref,
  validityOfQrType,
} from './qrcodeView';

describe('QR code view', () => {
  it('shows valid, will be valid or invalid — a QR code never waits for a lock', () => {
    expect(qrStatusView({ status: S.normal })).toEqual({ key: 'qrcodes.status.valid', tone: 'success' });
    expect(qrStatusView({ status: S.willBeValid })).toEqual({ key: 'qrcodes.status.willBeValid', tone: 'warning' });
    expect(qrStatusView({ status: S.invalid })).toEqual({ key: 'qrcodes.status.invalid', tone: 'default' });
  });

  it('maps the QR code type (limited 1, permanent 2, cycle 4) onto the credential validity and back', () => {
    expect([1, 2, 4].map(validityOfQrType)).toEqual([2, 1, 3]);
    expect([1, 2, 3].map(qrTypeOfValidity)).toEqual([2, 1, 4]);
    expect(asCredentialValidity({ type: 4, qrcodeId: 7 })).toEqual({ type: 4, qrcodeId: 7, validityType: 3 });
  });

  it('says the refresh interval in minutes, or in hours when whole', () => {
    expect(refreshView(1)).toEqual({ key: 'qrcodes.refresh.everyMinute' });
    expect(refreshView(10)).toEqual({ key: 'qrcodes.refresh.minutes', vars: { count: 10 } });
    expect(refreshView(90)).toEqual({ key: 'qrcodes.refresh.minutes', vars: { count: 90 } });
    expect(refreshView(60)).toEqual({ key: 'qrcodes.refresh.everyHour' });
    expect(refreshView(1440)).toEqual({ key: 'qrcodes.refresh.hours', vars: { count: 24 } });
  });

  it('builds mailto: and sms: links with the text encoded', () => {
    expect(mailtoHref('QR code for Front door', 'Open https://x.test/q/a&b?c')).toBe(
      'mailto:?subject=QR%20code%20for%20Front%20door&body=Open%20https%3A%2F%2Fx.test%2Fq%2Fa%26b%3Fc',
    );
    expect(smsHref('Open https://x.test/q/t')).toBe('sms:?&body=Open%20https%3A%2F%2Fx.test%2Fq%2Ft');
  });
});
