// POST /user/getSliderVerifyImg — a slider puzzle that must be solved before a validation code is sent.
import { z } from 'zod';
import { oneOfInt, SLIDER_TYPE } from './account-fields';

export const getSliderVerifyImgRequestSchema = z.object({
  type: oneOfInt([SLIDER_TYPE.send, SLIDER_TYPE.resetIp]).default(SLIDER_TYPE.send),
});

export const getSliderVerifyImgResponseSchema = z.object({
  token: z.string(),
  /** data:image/png;base64,… background with the hole. */
  bgImage: z.string(),
  /** data:image/png;base64,… the piece, sliderSize × sliderSize, to draw at (x, y). */
  sliderImage: z.string(),
  /** Top edge of the piece in px. */
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  sliderSize: z.number().int(),
});
export type GetSliderVerifyImgRequest = z.input<typeof getSliderVerifyImgRequestSchema>;
export type GetSliderVerifyImgResponse = z.infer<typeof getSliderVerifyImgResponseSchema>;
