// POST /key/getUnlockLink — a signed, expiring link that unlocks through a gateway within the key's validity
// (the caller's own key, or any key of a lock the caller manages).
import { z } from 'zod';
import { keyIdParam } from './ekey';

export const getUnlockLinkRequestSchema = z.object({ keyId: keyIdParam() });
export const getUnlockLinkResponseSchema = z.object({
  /** The public unlock page with the token: "<PUBLIC_URL>/unlock/<token>", relative without PUBLIC_URL. */
  link: z.string(),
  /** ms; 24 h or the key's end, whichever comes first. */
  expiresAt: z.number().int(),
});
