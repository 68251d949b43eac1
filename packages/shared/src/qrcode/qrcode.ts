// QR codes (issue 16, spec §3): a QR code of a lock is a row of the credential engine that never goes to the lock —
// the lock checks each shown code offline from its own secret and clock (lockcore qrcode.ts). The holder opens a
// public link whose page shows the current code, rotating every refresh interval, while the QR code is valid.
import { z } from 'zod';
import { int, timeParam } from '../schemas/common';
import { oneOfInt } from '../user/account-fields';
import { credentialIdParam, credentialItemSchema, cyclicConfigParam } from '../credential/credential';

/** QR code validity type (spec §3): limited 1, permanent 2, cycle 4. */
export const QRCODE_TYPE = { limited: 1, permanent: 2, cycle: 4 } as const;
/** Version (the established platforms' list field): 1 = a random code made by the cloud. */
export const QRCODE_VERSION_CLOUD = 1;
/** QR codes one lock keeps (the console's limit; nothing is stored on the lock). */
export const MAX_QRCODES_PER_LOCK = 1000;

export const qrcodeIdParam = credentialIdParam;
/** Minutes between two codes on the page: 1 … 1,440 (default 10). */
export const refreshTimeParam = () =>
  int().min(1, 'validation.qrcode.refreshTime').max(1440, 'validation.qrcode.refreshTime');

/** The validity as requested: limited (start, end), permanent, or cycle (dates and week days). */
export const qrcodePeriodFields = {
  startDate: timeParam().optional(),
  endDate: timeParam().optional(),
  cyclicConfig: cyclicConfigParam().optional(),
};
export const qrcodeTypeParam = () => oneOfInt([1, 2, 4]);

export const qrcodeItemSchema = credentialItemSchema.extend({
  qrcodeId: z.number().int(),
  /** The number records show for this QR code (the lock reads it from the code). */
  qrcodeNumber: z.string(),
  qrcodeName: z.string(),
  /** limited 1, permanent 2, cycle 4. */
  type: z.number().int(),
  /** Minutes between two codes. */
  refreshTime: z.number().int(),
  /** The public page that shows the current code (no login). */
  link: z.string(),
  version: z.number().int(),
});
export type QrcodeItem = z.infer<typeof qrcodeItemSchema>;
