// POST /user/isSliderValid — checks the piece's left offset; each token is checked once.
import { z } from 'zod';
import { int, trimmed } from '../schemas/common';

export const isSliderValidRequestSchema = z.object({
  token: trimmed(100),
  x: int().min(0, 'validation.tooSmall').max(1000, 'validation.tooBig'),
});

export const isSliderValidResponseSchema = z.object({ valid: z.literal(true) });
export type IsSliderValidRequest = z.input<typeof isSliderValidRequestSchema>;
export type IsSliderValidResponse = z.infer<typeof isSliderValidResponseSchema>;
