// POST /user/register — creates an account after a type-1 code and agreement to the terms.
import { z } from 'zod';
import { passwordSchema, validationCodeSchema } from '../schemas/common';
import {
  accountSchema,
  agreeSchema,
  countryCodeSchema,
  nicknameSchema,
  optional,
  regionSchema,
  requireCountryCode,
} from './account-fields';

export const registerRequestSchema = z
  .object({
    account: accountSchema,
    countryCode: optional(countryCodeSchema),
    password: passwordSchema,
    validationCode: validationCodeSchema,
    /** Must be 1 (privacy policy and user terms accepted). */
    agree: agreeSchema,
    nickname: optional(nicknameSchema),
    region: optional(regionSchema),
  })
  .superRefine(requireCountryCode);

export const registerResponseSchema = z.object({ uid: z.number().int().positive() });
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
