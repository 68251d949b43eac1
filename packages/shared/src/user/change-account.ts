// POST /user/changeAccount — replaces the sign-in account (e-mail or mobile) after a type-12 code sent to the new one.
import { z } from 'zod';
import { currentPasswordSchema, validationCodeSchema } from '../schemas/common';
import { accountSchema, countryCodeSchema, optional, requireCountryCode } from './account-fields';

export const changeAccountRequestSchema = z
  .object({
    password: currentPasswordSchema,
    account: accountSchema,
    countryCode: optional(countryCodeSchema),
    validationCode: validationCodeSchema,
  })
  .superRefine(requireCountryCode);
export const changeAccountResponseSchema = z.object({ accessToken: z.string(), expiresAt: z.number().int() });
export type ChangeAccountRequest = z.input<typeof changeAccountRequestSchema>;
export type ChangeAccountResponse = z.infer<typeof changeAccountResponseSchema>;
