// POST /user/bindEmail — adds or replaces the e-mail address after a type-8 code sent to it.
import { z } from 'zod';
import { validationCodeSchema } from '../schemas/common';
import { emailSchema } from './account-fields';

export const bindEmailRequestSchema = z.object({ email: emailSchema, validationCode: validationCodeSchema });
export const bindEmailResponseSchema = z.null();
export type BindEmailRequest = z.input<typeof bindEmailRequestSchema>;
