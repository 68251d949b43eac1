// Arguments of the passcode commands (docs/protocol.md §Passcode commands). Custom codes live in the lock's
// keypad store under the server's passcode id (`passcodeId`, like a real lock's storage index), so add and change
// are idempotent upserts of that entry and a repeated push after a lost answer does no harm; a code held by another
// entry is refused as a duplicate (−3007). Offline codes are revoked: the lock refuses them from then on. The server
// sends these, the simulator (and real gateways) parse them with these schemas. Results carry no data.
import { z } from 'zod';

const ms = z.number().int().nonnegative();
const customCode = z.string().regex(/^[0-9]{4,9}$/);
const passcodeId = z.number().int().positive();

/** Validity of a custom code on the lock: [startDate, endDate), endDate 0 = no end. */
const validity = { startDate: ms, endDate: ms };

/** Stores `code` as entry `passcodeId` (replacing what that entry held). */
export const passcodeAddArgsSchema = z.object({ passcodeId, code: customCode, ...validity });
/** Same as add: entry `passcodeId` now holds `code` with this validity (its old digits stop working). */
export const passcodeChangeArgsSchema = passcodeAddArgsSchema;
/** Removes entry `passcodeId` (and `code` if the lock holds it without an entry); deleting nothing is success. */
export const passcodeDeleteArgsSchema = z.object({ passcodeId, code: customCode.optional() });
/** An offline code the server issued with this rounded validity (endDate 0 = none): lockcore revokeOfflinePasscode. */
export const passcodeRevokeArgsSchema = z.object({
  /** The server's id of the code (informational: offline codes have no entry on the lock). */
  passcodeId: passcodeId.optional(),
  code: z.string().regex(/^[0-9]{1,9}$/),
  ...validity,
});

export type PasscodeAddArgs = z.infer<typeof passcodeAddArgsSchema>;
export type PasscodeDeleteArgs = z.infer<typeof passcodeDeleteArgsSchema>;
export type PasscodeRevokeArgs = z.infer<typeof passcodeRevokeArgsSchema>;
