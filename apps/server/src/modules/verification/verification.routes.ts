// Slider routes (public): the puzzle and its one-time check. sendValidationCode lives with the accounts module,
// which decides who may receive which code.
import {
  getSliderVerifyImgRequestSchema,
  getSliderVerifyImgResponseSchema,
} from '@lockconsole/shared/user/get-slider-verify-img';
import { isSliderValidRequestSchema, isSliderValidResponseSchema } from '@lockconsole/shared/user/is-slider-valid';
import { defineRoute } from '../../http/route';
import type { SliderService } from './slider.service';

export const verificationRoutes = (slider: SliderService) => [
  defineRoute({
    method: 'POST',
    path: '/user/getSliderVerifyImg',
    auth: 'public',
    tag: 'user',
    summary:
      'A slider puzzle (background with a hole and the piece) to solve before a code is sent; 60 per IP per 10 min',
    request: getSliderVerifyImgRequestSchema,
    response: getSliderVerifyImgResponseSchema,
    handler: (input, ctx) => slider.challenge(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/isSliderValid',
    auth: 'public',
    tag: 'user',
    summary: 'Checks the dropped piece offset (±6 px); each token is checked once',
    request: isSliderValidRequestSchema,
    response: isSliderValidResponseSchema,
    handler: (input, ctx) => slider.check(ctx, input),
  }),
];
