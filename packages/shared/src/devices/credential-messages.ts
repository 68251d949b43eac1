// Arguments and results of the credential commands (docs/protocol.md §Credential commands): one set of commands for
// every credential kind a lock stores by number — IC cards now, fingerprints, faces, palm veins, QR codes and key
// fobs next. A lock keeps each kind in its own store under the server's credential id (like a real lock's storage
// index), so a put is an idempotent upsert of that entry and a repeated push after a lost answer does no harm; a
// number held by another entry is refused for that entry (−3007). A command carries up to 100 entries of one kind and
// the lock answers a code per entry (0 done), so a bulk import is one operation per lock with a result per card. The
// server sends these; the simulator (and real gateways) parse them with these schemas.
import { z } from 'zod';

/** Credential kinds a lock stores by number. */
export const CREDENTIAL_KINDS = ['card', 'fingerprint', 'face', 'palmVein', 'qrcode', 'keyfob', 'keypad'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/** Entries per command (a bigger batch is split into several operations). */
export const CREDENTIAL_BATCH_MAX = 100;

const ms = z.number().int().nonnegative();
const credentialId = z.number().int().positive();
const kind = z.enum(CREDENTIAL_KINDS);
/**
 * A card number as its reader reads it (decimal, up to 20 digits); biometric kinds: the lock's template number; key
 * fobs and wireless keypads: the accessory's id as it announces itself ("RC_a8179f", "KP_00e1f2").
 */
const number = z.string().regex(/^[0-9A-Za-z_]{1,32}$/);

/** Week day Mon 1 … Sun 7 with a daily window in minutes of the lock's local day [startMinute, endMinute). */
export const cyclePeriodSchema = z.object({
  weekDay: z.number().int().min(1).max(7),
  startMinute: z.number().int().min(0).max(1439),
  endMinute: z.number().int().min(1).max(1440),
});

/** One stored credential: [startDate, endDate) on the lock's clock (0/0 permanent; endDate 0 = no end), cycle days. */
export const credentialEntrySchema = z.object({
  credentialId,
  number,
  startDate: ms,
  endDate: ms,
  cycle: z.array(cyclePeriodSchema).max(7).optional(),
});

/** Stores (or replaces) each entry under its credential id. */
export const credentialPutArgsSchema = z.object({
  kind,
  entries: z.array(credentialEntrySchema).min(1).max(CREDENTIAL_BATCH_MAX),
});
/** Removes each entry (and its number if the lock holds it under no entry); removing nothing is success. */
export const credentialDeleteArgsSchema = z.object({
  kind,
  entries: z.array(z.object({ credentialId, number })).min(1).max(CREDENTIAL_BATCH_MAX),
});
/** Removes every credential of the kind (the blacklist stays). Result: `{removed}`. */
export const credentialClearArgsSchema = z.object({ kind });
/** Reads back what the lock holds of the kind. Result: credentialListResultSchema. */
export const credentialListArgsSchema = z.object({ kind });
/**
 * Lost credentials: each number is removed from the store and put on the kind's blacklist, so the lock refuses it
 * and records the attempt (a card reported lost; `add: false` takes numbers off the blacklist).
 */
export const credentialBlacklistArgsSchema = z.object({
  kind,
  numbers: z.array(number).min(1).max(CREDENTIAL_BATCH_MAX),
  add: z.boolean(),
});

/** Result data of put and delete: a device code per entry (0 done; −4056 storage full; −3007 held by another entry). */
export const credentialEntryResultsSchema = z.object({
  results: z.array(z.object({ credentialId, code: z.number().int() })),
});
export const credentialClearResultSchema = z.object({ removed: z.number().int().nonnegative() });
export const credentialListResultSchema = z.object({
  entries: z
    .array(
      credentialEntrySchema.extend({
        /** Absent for a credential added at the lock itself (the server never stored it). */
        credentialId: credentialId.optional(),
      }),
    )
    .max(5000),
  blacklist: z.array(number).max(5000).optional(),
});

export type CyclePeriodArg = z.infer<typeof cyclePeriodSchema>;
export type CredentialEntry = z.infer<typeof credentialEntrySchema>;
export type CredentialPutArgs = z.infer<typeof credentialPutArgsSchema>;
export type CredentialDeleteArgs = z.infer<typeof credentialDeleteArgsSchema>;
export type CredentialBlacklistArgs = z.infer<typeof credentialBlacklistArgsSchema>;
export type CredentialListResult = z.infer<typeof credentialListResultSchema>;
export type CredentialEntryResults = z.infer<typeof credentialEntryResultsSchema>;

/** Accessories a lock pairs with over its own radio: key fobs (a button that unlocks) and wireless keypads. */
export const ACCESSORY_KINDS = ['keyfob', 'keypad'] as const;
export type AccessoryKind = (typeof ACCESSORY_KINDS)[number];

/**
 * `accessory.scan`: the lock listens for accessories of the kind in pairing mode (a fob whose button is held, a
 * keypad just powered) for `seconds`, and answers each one it heard. Pairing is then a `credential.put` of the
 * accessory's id: the lock stores it and writes its own data to the accessory, which from then on talks to it only.
 */
export const accessoryScanArgsSchema = z.object({
  kind: z.enum(ACCESSORY_KINDS),
  seconds: z.number().int().min(1).max(30).default(5),
});
export const scannedAccessorySchema = z.object({
  number,
  mac: z.string().regex(/^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/),
  /** Battery level in percent. */
  battery: z.number().int().min(0).max(100),
  firmware: z.string().max(32),
  /** Signal strength in dBm (the nearest first is the one being paired). */
  rssi: z.number().int().min(-127).max(0),
  /** Already paired with this lock. */
  paired: z.boolean(),
});
export const accessoryScanResultSchema = z.object({ found: z.array(scannedAccessorySchema).max(50) });
export type AccessoryScanArgs = z.infer<typeof accessoryScanArgsSchema>;
export type ScannedAccessory = z.infer<typeof scannedAccessorySchema>;

/** Kinds a lock enrols itself (a person presses, looks, holds their palm) or takes from a photo or a reader's template. */
export const BIOMETRIC_KINDS = ['fingerprint', 'face', 'palmVein'] as const;
export type BiometricKind = (typeof BIOMETRIC_KINDS)[number];
/** Presses (scans, looks) a lock asks for while it enrols one credential of the kind. */
export const ENROL_STEPS: Record<BiometricKind, number> = { fingerprint: 4, face: 1, palmVein: 3 };

/**
 * `credential.enroll`: a biometric credential the lock stores under the server's credential id with its validity.
 * With `photo` (a face: JPEG, base64) or `template` (a fingerprint from a desk reader, base64) the lock stores it at
 * once; with neither it enrols at its own sensor: it reports each press as a `progress` message and answers when the
 * person is done (or fails on a timeout or a poor read). The answer is the number the lock gave it (its template
 * slot), which identifies it in records. Deadline: several times the normal command timeout (a person is involved).
 */
export const credentialEnrollArgsSchema = z.object({
  kind: z.enum(BIOMETRIC_KINDS),
  credentialId,
  startDate: ms,
  endDate: ms,
  cycle: z.array(cyclePeriodSchema).max(7).optional(),
  photo: z.string().max(400_000).optional(),
  template: z.string().max(20_000).optional(),
});
export const credentialEnrollResultSchema = z.object({ number });
export type CredentialEnrollArgs = z.infer<typeof credentialEnrollArgsSchema>;
