// Arguments of the ekey command (docs/protocol.md §7 Revocation). A lock keeps no list of ekeys: it trusts any
// credential signed with its secret. `ekey.revoke` tells it to refuse the credentials of one key that the server
// signed before `issuedBefore` (server ms; every credential carries its issue time), until `until` (the key's end,
// lock time, 0 = never): a frozen, deleted or narrowed key stops opening the lock even on a phone that never syncs
// again, while a credential signed later (the key unfrozen, or its new period) still opens it. Idempotent: the
// lock keeps the latest issuedBefore and the later until. Result: no data; full memory → storage full (−4056).
import { z } from 'zod';

const ms = z.number().int().nonnegative();

export const ekeyRevokeArgsSchema = z.object({
  keyId: z.number().int().positive(),
  issuedBefore: ms,
  until: ms,
});

export type EkeyRevokeArgs = z.infer<typeof ekeyRevokeArgsSchema>;
