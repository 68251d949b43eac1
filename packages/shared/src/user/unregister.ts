// POST /user/unregister — deletes the account (type-10 code sent to the user's own account) and ends its sessions.
import { z } from 'zod';
import { currentPasswordSchema, validationCodeSchema } from '../schemas/common';

export const unregisterRequestSchema = z.object({
  password: currentPasswordSchema,
  validationCode: validationCodeSchema,
});
export const unregisterResponseSchema = z.null();
export type UnregisterRequest = z.input<typeof unregisterRequestSchema>;
