// POST /user/checkPassword — confirms the signed-in user's password (10008 when wrong).
import { z } from 'zod';
import { currentPasswordSchema } from '../schemas/common';

export const checkPasswordRequestSchema = z.object({ password: currentPasswordSchema });
export const checkPasswordResponseSchema = z.object({ valid: z.literal(true) });
export type CheckPasswordRequest = z.input<typeof checkPasswordRequestSchema>;
