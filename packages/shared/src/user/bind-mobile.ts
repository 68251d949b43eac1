// POST /user/bindMobile — adds or replaces the mobile number after a type-5 code sent to it.
import { z } from 'zod';
import { validationCodeSchema } from '../schemas/common';
import { countryCodeSchema, mobileSchema } from './account-fields';

export const bindMobileRequestSchema = z.object({
  mobile: mobileSchema,
  countryCode: countryCodeSchema,
  validationCode: validationCodeSchema,
});
export const bindMobileResponseSchema = z.null();
export type BindMobileRequest = z.input<typeof bindMobileRequestSchema>;
