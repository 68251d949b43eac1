// The QR code forms (issue 16): issue (/qrcode/add: name, type limited / permanent / cycle, refresh interval) and
// change period (/qrcode/changePeriod: the same validity — never the type — and the refresh interval). The validity
// part is the credential period of the card forms (lib/credentials/credentialPeriod.ts), its type mapped onto the QR
// code's; each request is checked with its SHARED schema and the spec §5 time rules; problems are i18n keys by form
// field, and the server's field answers map onto the same fields. Pure.
import type { z } from 'zod';
import { addQrcodeRequestSchema, type AddQrcodeRequest } from '@lockconsole/shared/qrcode/add';
import { changeQrcodePeriodRequestSchema, type ChangeQrcodePeriodRequest } from '@lockconsole/shared/qrcode/change';
import type { QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import {
  cardPeriodProblems,
  cardPeriodRequest,
  newCardPeriod,
  periodFieldOf,
  periodFromCard,
  schemaProblems,
  type CardPeriodValues,
  type PeriodField,
  type Problems,
} from '../../lib/credentials/credentialPeriod';
import { qrTypeOfValidity, validityOfQrType } from './qrcodeView';

export type QrcodeValues = {
  name: string;
  period: CardPeriodValues;
  /** Minutes between two codes, 1 … 1,440; null while the field is empty. */
  refreshTime: number | null;
};
export type QrcodeField = PeriodField | 'name' | 'refreshTime';

export const DEFAULT_REFRESH_MINUTES = 10;

const FIELD: Record<string, QrcodeField> = { qrcodeName: 'name', refreshTime: 'refreshTime', type: 'cycle' };

/** Which form field a request field's problem belongs to (shared schema paths and server field errors). */
export const qrcodeFieldOf = (apiField: string): QrcodeField | undefined => FIELD[apiField] ?? periodFieldOf(apiField);

/** A new QR code: limited, from now for a week (the type the spec lists first), refreshed every 10 minutes. */
export const newQrcodeValues = (now: number, tz: number): QrcodeValues => ({
  name: '',
  period: newCardPeriod(now, tz, 2),
  refreshTime: DEFAULT_REFRESH_MINUTES,
});

/** The change form of a QR code as it stands. */
export const qrcodeValuesOf = (
  q: Pick<QrcodeItem, 'qrcodeName' | 'type' | 'startDate' | 'endDate' | 'cyclicConfig' | 'refreshTime'>,
  now: number,
  tz: number,
): QrcodeValues => ({
  name: q.qrcodeName,
  period: periodFromCard({ ...q, validityType: validityOfQrType(q.type) }, now, tz),
  refreshTime: q.refreshTime,
});

function periodOf(v: QrcodeValues, tz: number) {
  const { validityType, ...period } = cardPeriodRequest(v.period, tz);
  return { type: qrTypeOfValidity(validityType), period };
}

export function addQrcodeRequest(v: QrcodeValues, lockId: number, tz: number): AddQrcodeRequest {
  const { type, period } = periodOf(v, tz);
  return {
    lockId,
    qrcodeName: v.name.trim() || undefined,
    type,
    ...period,
    refreshTime: v.refreshTime ?? undefined,
  };
}

export function changeQrcodeRequest(
  v: QrcodeValues,
  q: Pick<QrcodeItem, 'lockId' | 'qrcodeId'>,
  tz: number,
): ChangeQrcodePeriodRequest {
  return { lockId: q.lockId, qrcodeId: q.qrcodeId, ...periodOf(v, tz).period, refreshTime: v.refreshTime ?? undefined };
}

type Ctx = { now: number; tz: number };

function problemsOf(schema: z.ZodType, req: unknown, v: QrcodeValues, ctx: Ctx): Problems<QrcodeField> {
  const out: Problems<QrcodeField> = { ...cardPeriodProblems(v.period, ctx.now, ctx.tz) };
  // The field is required here, though the API falls back to 10 minutes when it is left out.
  if (v.refreshTime === null) out.refreshTime = 'validation.qrcode.refreshTime';
  return schemaProblems(schema, req, qrcodeFieldOf, out);
}

export const addQrcodeProblems = (v: QrcodeValues, lockId: number, ctx: Ctx) =>
  problemsOf(addQrcodeRequestSchema, addQrcodeRequest(v, lockId, ctx.tz), v, ctx);

export const changeQrcodeProblems = (v: QrcodeValues, q: Pick<QrcodeItem, 'lockId' | 'qrcodeId'>, ctx: Ctx) =>
  problemsOf(changeQrcodePeriodRequestSchema, changeQrcodeRequest(v, q, ctx.tz), v, ctx);
