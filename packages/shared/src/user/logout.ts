// POST /user/logout — ends the current session and clears the cookie.
import { z } from 'zod';

export const logoutRequestSchema = z.object({});
export const logoutResponseSchema = z.null();
