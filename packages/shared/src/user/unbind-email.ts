// POST /user/unbindEmail — removes the e-mail address (refused when it is the only identifier).
import { z } from 'zod';
import { currentPasswordSchema } from '../schemas/common';

export const unbindEmailRequestSchema = z.object({ password: currentPasswordSchema });
export const unbindEmailResponseSchema = z.null();
export type UnbindEmailRequest = z.input<typeof unbindEmailRequestSchema>;
