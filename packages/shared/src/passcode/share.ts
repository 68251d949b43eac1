// POST /keyboardPwd/share — send a passcode to someone by e-mail or SMS: lock name, code and validity in the
// lock's time zone, in the caller's language. Rate-limited per account (10029 when exceeded). SMS needs the
// recipient's country calling code.
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { countryCodeSchema, emailSchema, mobileSchema } from '../user/account-fields';
import { keyboardPwdIdParam } from './passcode';
import { positiveInt } from '../schemas/common';

export const PASSCODE_SHARE_CHANNELS = ['email', 'sms'] as const;
export type PasscodeShareChannel = (typeof PASSCODE_SHARE_CHANNELS)[number];

export const shareKeyboardPwdRequestSchema = z
  .object({
    lockId: lockIdParam(),
    keyboardPwdId: keyboardPwdIdParam(),
    channel: z.enum(PASSCODE_SHARE_CHANNELS, { message: 'validation.oneOf' }),
    /** E-mail address (channel email) or mobile number without the country code (channel sms). */
    to: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(254, 'validation.tooLong'),
    /** Calling code ("61" or "+61"), channel sms only. */
    countryCode: z.string().trim().max(5, 'validation.tooLong').optional(),
    /** One of the caller's passcode templates for this channel (issue 19); the platform's wording without it. */
    templateId: positiveInt().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.channel === 'email') {
      const r = emailSchema.safeParse(v.to);
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.account.email' });
      return;
    }
    if (!mobileSchema.safeParse(v.to).success)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.account.mobile' });
    if (!countryCodeSchema.safeParse(v.countryCode ?? '').success)
      ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'validation.account.countryCode' });
  });
export type ShareKeyboardPwdRequest = z.input<typeof shareKeyboardPwdRequestSchema>;

export const shareKeyboardPwdResponseSchema = z.null();
