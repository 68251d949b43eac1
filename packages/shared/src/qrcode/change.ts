// Changes of one QR code: POST /qrcode/rename, /qrcode/changePeriod (its validity and refresh interval — never its
// type), /qrcode/delete (the link stops at once; a code already on a screen stays good until its window ends, at
// most one refresh interval). Server only: nothing is sent to the lock. Each answers the QR code as it then stands
// (delete: as it was).
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { credentialNameParam } from '../credential/credential';
import { qrcodeIdParam, qrcodeItemSchema, qrcodePeriodFields, refreshTimeParam } from './qrcode';

const target = { lockId: lockIdParam(), qrcodeId: qrcodeIdParam() };

export const renameQrcodeRequestSchema = z.object({ ...target, qrcodeName: credentialNameParam() });
export const changeQrcodePeriodRequestSchema = z.object({
  ...target,
  ...qrcodePeriodFields,
  refreshTime: refreshTimeParam().optional(),
});
export const deleteQrcodeRequestSchema = z.object(target);
export const qrcodeChangeResponseSchema = qrcodeItemSchema;

export type RenameQrcodeRequest = z.input<typeof renameQrcodeRequestSchema>;
export type ChangeQrcodePeriodRequest = z.input<typeof changeQrcodePeriodRequestSchema>;
export type QrcodeTarget = z.input<typeof deleteQrcodeRequestSchema>;
