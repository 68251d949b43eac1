// POST /key/sync — the phone app's sync: the caller's keys with a credential the lock can verify (lockcore
// signEkeyCredential with the lock secret). Frozen/deleted keys come back without one. Side effect: the caller's
// pending states settle (freezing → frozen, unfreezing → normal, deleting → deleted; spec §4).
import { z } from 'zod';
import { ekeyItemSchema } from './ekey';

export const syncKeyRequestSchema = z.object({});
export const syncedKeySchema = ekeyItemSchema.extend({
  lockMac: z.string(),
  /** The lock's offset from UTC, ms. */
  lockTimezoneRawOffset: z.number().int(),
  /** Lock-verifiable credential; null when the key opens nothing (frozen, deleted, overdue, used). */
  credential: z.string().nullable(),
});
export type SyncedKey = z.infer<typeof syncedKeySchema>;
export const syncKeyResponseSchema = z.object({ serverTime: z.number().int(), keys: z.array(syncedKeySchema) });
