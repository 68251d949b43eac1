// POST /user/login — password sign-in; a new device also needs a type-4 validation code.
import { z } from 'zod';
import { currentPasswordSchema, validationCodeSchema } from '../schemas/common';
import { accountSchema, countryCodeSchema, optional, requireCountryCode } from './account-fields';

export const loginRequestSchema = z
  .object({
    account: accountSchema,
    countryCode: optional(countryCodeSchema),
    password: currentPasswordSchema,
    validationCode: optional(validationCodeSchema),
  })
  .superRefine(requireCountryCode);

export const loginResponseSchema = z.object({
  uid: z.number().int().positive(),
  accessToken: z.string(),
  /** Epoch milliseconds. */
  expiresAt: z.number().int(),
});
/** data of the 10009 answer (new device). */
export const newDeviceDataSchema = z.object({ needValidationCode: z.literal(true) });
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
