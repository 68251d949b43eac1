// Lock users (spec §2 /lockUser/*): accounts holding ekeys on locks the caller manages (owner or authorized admin),
// not the owner's own admin key. Building blocks shared by the /user/listKeyUser and /lockUser/* schemas.
import { z } from 'zod';
import { positiveInt } from '../schemas/common';

export const uidParam = () => positiveInt();

export const keyUserSchema = z.object({
  uid: z.number().int(),
  /** The account: mobile with country code or e-mail. */
  username: z.string(),
  nickname: z.string(),
  /** That user's ekeys on the caller's managed locks (not deleted). */
  keyCount: z.number().int(),
  /** Distinct locks among them. */
  lockCount: z.number().int(),
  /** Keys among them that are freezing or frozen. */
  frozenCount: z.number().int(),
  /** Latest send time among them, ms. */
  lastSendDate: z.number().int(),
});
export type KeyUser = z.infer<typeof keyUserSchema>;
