// POST /user/changePassword — new password; all other sessions end and this one gets a new token.
import { z } from 'zod';
import { currentPasswordSchema, passwordSchema } from '../schemas/common';

export const changePasswordRequestSchema = z.object({ oldPassword: currentPasswordSchema, password: passwordSchema });
export const changePasswordResponseSchema = z.object({ accessToken: z.string(), expiresAt: z.number().int() });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
