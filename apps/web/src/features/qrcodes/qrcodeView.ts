// How a QR code reads in the console (issue 16): its status (valid / will be valid / invalid — a QR code never waits
// for a lock), its type as the credential validity the shared period pieces know, the refresh interval, and the
// links to share it (mailto:, sms:) with a short text. Pure: keys and variables, no i18n.
import { CREDENTIAL_STATUS, CREDENTIAL_VALIDITY } from '@lockconsole/shared/credential/credential';
import { QRCODE_TYPE, type QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import type { StatusTone } from '../../lib/credentials/credentialView';

type Key = { key: string; vars?: Record<string, unknown> };
type CredentialValidity = (typeof CREDENTIAL_VALIDITY)[keyof typeof CREDENTIAL_VALIDITY];
type QrcodeType = (typeof QRCODE_TYPE)[keyof typeof QRCODE_TYPE];

/** A QR code's type (limited 1, permanent 2, cycle 4) as a credential validity (permanent 1, limited 2, cycle 3). */
export function validityOfQrType(type: number): CredentialValidity {
  if (type === QRCODE_TYPE.permanent) return CREDENTIAL_VALIDITY.permanent;
  if (type === QRCODE_TYPE.cycle) return CREDENTIAL_VALIDITY.cycle;
  return CREDENTIAL_VALIDITY.limited;
}

/** The other way: the form's validity choice as the QR code type the API takes. */
export function qrTypeOfValidity(validity: number): QrcodeType {
  if (validity === CREDENTIAL_VALIDITY.permanent) return QRCODE_TYPE.permanent;
  if (validity === CREDENTIAL_VALIDITY.cycle) return QRCODE_TYPE.cycle;
  return QRCODE_TYPE.limited;
}

/** The item with its validity type read from `type` (the list's credential fields then display as for cards). */
export const asCredentialValidity = <T extends Pick<QrcodeItem, 'type'>>(q: T) => ({
  ...q,
  validityType: validityOfQrType(q.type),
});

export type QrStatusView = { key: string; tone: StatusTone };

/** Valid now, not yet (before the start), or invalid (after the end). */
export function qrStatusView(q: Pick<QrcodeItem, 'status'>): QrStatusView {
  if (q.status === CREDENTIAL_STATUS.normal) return { key: 'qrcodes.status.valid', tone: 'success' };
  if (q.status === CREDENTIAL_STATUS.willBeValid) return { key: 'qrcodes.status.willBeValid', tone: 'warning' };
  return { key: 'qrcodes.status.invalid', tone: 'default' };
}

/** "Every minute", "Every 10 minutes", "Every hour", "Every 2 hours" (whole hours are said in hours). */
export function refreshView(minutes: number): Key {
  if (minutes === 1) return { key: 'qrcodes.refresh.everyMinute' };
  if (minutes === 60) return { key: 'qrcodes.refresh.everyHour' };
  if (minutes >= 60 && minutes % 60 === 0) return { key: 'qrcodes.refresh.hours', vars: { count: minutes / 60 } };
  return { key: 'qrcodes.refresh.minutes', vars: { count: minutes } };
}

/** A link that opens the mail program with the text ready (no recipient: the user picks one). */
export const mailtoHref = (subject: string, body: string) =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** A link that opens the messaging app with the text ready ("?&body=" is understood by Android and iOS alike). */
export const smsHref = (body: string) => `sms:?&body=${encodeURIComponent(body)}`;
