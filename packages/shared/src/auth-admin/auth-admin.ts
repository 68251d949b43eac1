// Authorized administrators (spec §6): accounts whose ekey on a lock has keyRight 1. Only the lock's owner makes
// or unmakes them. Building blocks of the /auth/* schemas.
import { z } from 'zod';

export const authAdminLockSchema = z.object({
  lockId: z.number().int(),
  lockAlias: z.string(),
  keyId: z.number().int(),
});

export const authAdminSchema = z.object({
  uid: z.number().int(),
  /** The account: mobile with country code or e-mail. */
  username: z.string(),
  nickname: z.string(),
  lockCount: z.number().int(),
  /** The caller's locks this account administers, by name. */
  locks: z.array(authAdminLockSchema),
});
export type AuthAdmin = z.infer<typeof authAdminSchema>;
