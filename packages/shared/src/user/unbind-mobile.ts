// POST /user/unbindMobile — removes the mobile number (refused when it is the only identifier).
import { z } from 'zod';
import { currentPasswordSchema } from '../schemas/common';

export const unbindMobileRequestSchema = z.object({ password: currentPasswordSchema });
export const unbindMobileResponseSchema = z.null();
export type UnbindMobileRequest = z.input<typeof unbindMobileRequestSchema>;
