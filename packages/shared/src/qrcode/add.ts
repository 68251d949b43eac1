// POST /qrcode/add — a QR code for a lock: name, limited / permanent / cycle, refresh interval. No gateway is needed
// (the lock checks codes offline); answers the QR code with its public link. Refused: the spec §5 time rules (field
// errors), a period beyond an authorized admin's own key (−3039), 1,000 QR codes on the lock (10841).
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { credentialNameParam } from '../credential/credential';
import { qrcodeItemSchema, qrcodePeriodFields, qrcodeTypeParam, refreshTimeParam } from './qrcode';

export const addQrcodeRequestSchema = z.object({
  lockId: lockIdParam(),
  qrcodeName: credentialNameParam().optional(),
  type: qrcodeTypeParam(),
  ...qrcodePeriodFields,
  refreshTime: refreshTimeParam().default(10),
});
export type AddQrcodeRequest = z.input<typeof addQrcodeRequestSchema>;
export const addQrcodeResponseSchema = qrcodeItemSchema;
