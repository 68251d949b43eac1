// POST /user/resetPassword — sets a new password with a type-3 code; every session of the account ends.
import { z } from 'zod';
import { passwordSchema, validationCodeSchema } from '../schemas/common';
import { accountSchema, countryCodeSchema, optional, requireCountryCode } from './account-fields';

export const resetPasswordRequestSchema = z
  .object({
    account: accountSchema,
    countryCode: optional(countryCodeSchema),
    password: passwordSchema,
    validationCode: validationCodeSchema,
  })
  .superRefine(requireCountryCode);
export const resetPasswordResponseSchema = z.null();
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
