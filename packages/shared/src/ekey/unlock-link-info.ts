// GET /key/unlockLinkInfo — PUBLIC: what an unlock link opens, for the link's page. Nothing else leaks.
import { z } from 'zod';

export const unlockLinkTokenParam = () =>
  z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(400, 'validation.invalid');

export const unlockLinkInfoRequestSchema = z.object({ token: unlockLinkTokenParam() });
export const unlockLinkInfoResponseSchema = z.object({
  lockAlias: z.string(),
  keyName: z.string(),
  expiresAt: z.number().int(),
  /** 1: the link would unlock now (key valid, link not expired), else 0. */
  usable: z.number().int(),
});
