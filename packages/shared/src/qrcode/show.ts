// GET /qrcode/show — PUBLIC (the QR code's link, no login): the code to show now, as an SVG image and as text, with
// the time the page should ask again. Outside the validity (not yet, expired, outside the cycle days) there is no
// code, only when it will be valid again if ever. A deleted QR code's link answers 10842 like a forged one; every
// call is counted per link and per address (10 minutes: 60 and 300), then −1020-style "too many requests".
import { z } from 'zod';

export const qrcodeLinkTokenParam = () =>
  z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(200, 'validation.invalid');

export const showQrcodeRequestSchema = z.object({ token: qrcodeLinkTokenParam() });
export const showQrcodeResponseSchema = z.object({
  lockAlias: z.string(),
  qrcodeName: z.string(),
  /** valid: a code is shown; notYetValid / outsideCycle: not now; expired: never again. */
  state: z.enum(['valid', 'notYetValid', 'outsideCycle', 'expired']),
  /** The code's text (what the image encodes), valid only. */
  content: z.string().nullable(),
  /** The code as an SVG image, valid only. */
  svg: z.string().nullable(),
  /** ms: the end of the shown code's window (valid), or the next time to ask (not yet valid / outside the cycle). */
  until: z.number().nullable(),
  /** ms: when the page should ask again (the next code, or the start of the validity). Null: expired. */
  refreshAt: z.number().nullable(),
  /** ms; 0/0 = permanent. */
  startDate: z.number(),
  endDate: z.number(),
  refreshTime: z.number().int(),
});
export type ShowQrcodeResult = z.infer<typeof showQrcodeResponseSchema>;
