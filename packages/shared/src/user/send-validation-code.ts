// POST /user/sendValidationCode — sends a 6-digit code by e-mail, SMS or voice after a passed slider check.
import { z } from 'zod';
import { trimmed } from '../schemas/common';
import {
  accountSchema,
  CHANNEL,
  CODE_TYPE,
  CODE_TYPES,
  countryCodeSchema,
  oneOfInt,
  optional,
  requireCountryCode,
} from './account-fields';

/** Types sent to the signed-in user's own account: `account` may be omitted. */
export const OWN_ACCOUNT_CODE_TYPES: readonly number[] = [CODE_TYPE.transferLock, CODE_TYPE.unregister];
/** Types that need a session. */
export const SESSION_CODE_TYPES: readonly number[] = [
  CODE_TYPE.bindMobile,
  CODE_TYPE.bindEmail,
  CODE_TYPE.transferLock,
  CODE_TYPE.unregister,
  CODE_TYPE.modifyAccount,
];

export const sendValidationCodeRequestSchema = z
  .object({
    account: optional(accountSchema),
    countryCode: optional(countryCodeSchema),
    type: oneOfInt(CODE_TYPES as [number, ...number[]]),
    channel: optional(oneOfInt([CHANNEL.sms, CHANNEL.voice])),
    sliderToken: trimmed(100),
  })
  .superRefine((v, ctx) => {
    if (!v.account && !OWN_ACCOUNT_CODE_TYPES.includes(v.type)) {
      ctx.addIssue({ code: 'custom', path: ['account'], message: 'validation.required' });
    }
    requireCountryCode(v, ctx);
  });

export const sendValidationCodeResponseSchema = z.object({
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
  /** Seconds before another code may be requested. */
  resendIn: z.number().int(),
});
export type SendValidationCodeRequest = z.input<typeof sendValidationCodeRequestSchema>;
export type SendValidationCodeResponse = z.infer<typeof sendValidationCodeResponseSchema>;
