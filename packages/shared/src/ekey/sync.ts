// POST /key/sync — the phone app's sync: the caller's keys with a credential the lock can verify (lockcore
// signEkeyCredential with the lock secret). Frozen/deleted keys come back without one. Side effect: the caller's
// pending states settle (freezing → frozen, unfreezing → normal, deleting → deleted; spec §4). It also hands the
// phone the revocations waiting for the locks it holds keys to, and takes back the receipts locks gave for the
// ones it delivered (docs/protocol.md §7 "Carried by phones").
import { z } from 'zod';
import { jsonString } from '../schemas/common';
import { ekeyItemSchema } from './ekey';

/** At most this many receipts per sync (a phone delivers what it carries: a few per lock). */
export const MAX_REVOCATION_RECEIPTS = 200;

export const syncKeyRequestSchema = z.object({
  /** JSON array of the receipts locks gave this phone for revocations it delivered since its last sync. */
  revocationReceipts: jsonString(
    z.array(z.string().max(100, 'validation.invalid')).max(MAX_REVOCATION_RECEIPTS, 'validation.tooBig'),
  ).optional(),
});
export const carriedRevocationSchema = z.object({
  lockMac: z.string(),
  /** Sealed for that lock (lockcore ekey/revocation-token.ts): hand it to the lock before unlocking. */
  token: z.string(),
});
export type CarriedRevocation = z.infer<typeof carriedRevocationSchema>;
export const syncedKeySchema = ekeyItemSchema.extend({
  lockMac: z.string(),
  /** The lock's offset from UTC, ms. */
  lockTimezoneRawOffset: z.number().int(),
  /** Lock-verifiable credential; null when the key opens nothing (frozen, deleted, overdue, used). */
  credential: z.string().nullable(),
});
export type SyncedKey = z.infer<typeof syncedKeySchema>;
export const syncKeyResponseSchema = z.object({
  serverTime: z.number().int(),
  keys: z.array(syncedKeySchema),
  /** Revocations for the locks of these keys that no gateway has delivered yet. */
  revocations: z.array(carriedRevocationSchema),
});
