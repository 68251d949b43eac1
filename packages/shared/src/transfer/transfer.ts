// Transfers (issue 19; spec §1, §3 transfer type, §6 only the owner transfers, §7 /lock/transfer,
// /lock/listForTransfer, /user/transferUserConfirm, validation code type 9): an owner offers locks to another
// account, proved with a code sent to the owner's own account; the receiver accepts (the locks become theirs) or
// declines, the sender may withdraw it while it waits, and an offer nobody answered expires. Both sides keep it in
// their history.
import { z } from 'zod';
import { lockIdListParam } from '../lock/lock';
import { flag, jsonString, paging, positiveInt, validationCodeSchema } from '../schemas/common';
import { accountSchema, countryCodeSchema, oneOfInt, optional, requireCountryCode } from '../user/account-fields';
import { pageSchema } from '../http/envelope';
import { TRANSFER_TYPE } from './transfer-status';

export { TRANSFER_STATUS, TRANSFER_TYPE } from './transfer-status';

/** How long an offer waits for the receiver. */
export const TRANSFER_WAIT_MS = 7 * 86_400_000;
/** Locks in one transfer. */
export const TRANSFER_MAX_LOCKS = 100;

/** GET /lock/listForTransfer — the caller's own locks that no waiting transfer holds, by name. */
export const listForTransferRequestSchema = z.object({
  ...paging,
  lockAlias: z.string().trim().max(50, 'validation.tooLong').optional(),
});
export const transferableLockSchema = z.object({
  lockId: z.number().int(),
  lockAlias: z.string(),
  /** Gateways that reach the lock: they stay with the sender, so the receiver needs a gateway of their own. */
  gateways: z.array(z.string()),
});
export type TransferableLock = z.infer<typeof transferableLockSchema>;
export const listForTransferResponseSchema = pageSchema(transferableLockSchema);

/** POST /lock/transfer — offer locks to another account. */
export const transferLockRequestSchema = z
  .object({
    receiverUsername: accountSchema,
    countryCode: optional(countryCodeSchema),
    lockIdList: lockIdListParam().refine((l) => l.length <= TRANSFER_MAX_LOCKS, 'validation.transfer.tooMany'),
    transferType: oneOfInt([TRANSFER_TYPE.lockToPerson, TRANSFER_TYPE.lockToCompany]),
    /** The type-9 code sent to the caller's own account (/user/sendValidationCode). */
    validationCode: validationCodeSchema,
  })
  .superRefine((v, ctx) => requireCountryCode({ account: v.receiverUsername, countryCode: v.countryCode }, ctx));
export type TransferLockRequest = z.input<typeof transferLockRequestSchema>;
export const transferLockResponseSchema = z.object({ transferId: z.number().int() });

/**
 * POST /gateway/transfer — offer gateways (spec §3 types 3, 4); with `withLocks`, the caller's locks they reach go in
 * the same offer (a gateway and its locks belong to one owner: the receiver's locks are reached through it).
 */
export const transferGatewayRequestSchema = z
  .object({
    receiverUsername: accountSchema,
    countryCode: optional(countryCodeSchema),
    gatewayIdList: jsonString(
      z
        .array(z.number({ message: 'validation.transfer.gateways' }).int().positive(), {
          message: 'validation.transfer.gateways',
        })
        .min(1, 'validation.transfer.gateways')
        .max(TRANSFER_MAX_LOCKS, 'validation.transfer.tooMany'),
    ),
    withLocks: flag().default(true),
    /** More of the caller's locks in the same offer (the console's lock list ticked beside the gateways). */
    lockIdList: optional(
      jsonString(
        z
          .array(z.number({ message: 'validation.lock.lockIdList' }).int().positive(), {
            message: 'validation.lock.lockIdList',
          })
          .max(TRANSFER_MAX_LOCKS, 'validation.transfer.tooMany'),
      ),
    ),
    // The enumeration spelled out for the API document (oneOfInt's pipe hides it).
    transferType: oneOfInt([TRANSFER_TYPE.gatewayToPerson, TRANSFER_TYPE.gatewayToCompany]).meta({
      enum: [TRANSFER_TYPE.gatewayToPerson, TRANSFER_TYPE.gatewayToCompany],
    }),
    validationCode: validationCodeSchema,
  })
  .superRefine((v, ctx) => requireCountryCode({ account: v.receiverUsername, countryCode: v.countryCode }, ctx));
export type TransferGatewayRequest = z.input<typeof transferGatewayRequestSchema>;

/** GET /gateway/listForTransfer — the caller's gateways no waiting offer holds, with how many of their locks each reaches. */
export const listGatewayForTransferRequestSchema = z.object({ ...paging });
export const transferableGatewaySchema = z.object({
  gatewayId: z.number().int(),
  gatewayName: z.string(),
  /** The caller's locks reached through it (they move with it when `withLocks`). */
  lockCount: z.number().int(),
});
export type TransferableGateway = z.infer<typeof transferableGatewaySchema>;
export const listGatewayForTransferResponseSchema = pageSchema(transferableGatewaySchema);

export const transferSchema = z.object({
  transferId: z.number().int(),
  transferType: z.number().int(),
  /** waiting 1, accepted 2, declined 3, withdrawn 4, expired 5. */
  status: z.number().int(),
  /** in: offered to the caller; out: offered by the caller. */
  direction: z.enum(['in', 'out']),
  /** The other side: their name and account. */
  counterpart: z.object({ nickname: z.string(), account: z.string() }),
  /** The locks' names when offered (a lock renamed or moved since keeps the name it had). */
  locks: z.array(z.object({ lockId: z.number().int(), lockAlias: z.string() })),
  /** The gateways' names when offered. */
  gateways: z.array(z.object({ gatewayId: z.number().int(), gatewayName: z.string() })),
  /** Fingerprints (5) or cards (6) offered: their names and numbers when offered. */
  credentials: z.array(z.object({ kind: z.enum(['fingerprint', 'card']), name: z.string(), number: z.string() })),
  createdAt: z.number().int(),
  /** Waiting until then. */
  expiresAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

/** GET /transfer/list — the caller's transfers, both ways unless `direction` says, newest first. */
export const listTransferRequestSchema = z.object({
  ...paging,
  direction: z.enum(['in', 'out'], { message: 'validation.oneOf' }).optional(),
});
export const listTransferResponseSchema = pageSchema(transferSchema);

/** POST /transfer/accept, /transfer/decline (the receiver), /transfer/withdraw (the sender). */
export const transferIdRequestSchema = z.object({ transferId: positiveInt() });
export const acceptTransferResponseSchema = z.object({
  /** The locks that became the caller's (a lock its sender no longer owned is left out). */
  lockIdList: z.array(z.number().int()),
  /** The gateways that became the caller's. */
  gatewayIdList: z.array(z.number().int()),
});
export const transferDoneResponseSchema = z.null();

/**
 * POST /credential/transfer — fingerprint data (5) or card numbers (6) of one of the caller's locks, to a person: once
 * accepted, the receiver finds them among their received credentials and puts them on their own locks (a fingerprint
 * from a desk reader: its sealed template, so the person need not enrol again; a card: its number). The sender's
 * locks keep them. Only fingerprints collected with a desk reader carry data that can be given (10858).
 */
export const transferCredentialRequestSchema = z
  .object({
    receiverUsername: accountSchema,
    countryCode: optional(countryCodeSchema),
    lockId: positiveInt(),
    transferType: oneOfInt([TRANSFER_TYPE.fingerprintToPerson, TRANSFER_TYPE.cardToPerson]).meta({
      enum: [TRANSFER_TYPE.fingerprintToPerson, TRANSFER_TYPE.cardToPerson],
    }),
    /** Fingerprint ids (5) or card ids (6) of that lock. */
    credentialIdList: jsonString(
      z
        .array(z.number({ message: 'validation.transfer.credentials' }).int().positive(), {
          message: 'validation.transfer.credentials',
        })
        .min(1, 'validation.transfer.credentials')
        .max(TRANSFER_MAX_LOCKS, 'validation.transfer.tooMany'),
    ),
    validationCode: validationCodeSchema,
  })
  .superRefine((v, ctx) => requireCountryCode({ account: v.receiverUsername, countryCode: v.countryCode }, ctx));
export type TransferCredentialRequest = z.input<typeof transferCredentialRequestSchema>;

export const RECEIVED_KINDS = ['fingerprint', 'card'] as const;
export type ReceivedKind = (typeof RECEIVED_KINDS)[number];

/** A fingerprint or card given to the caller by an accepted transfer. */
export const receivedCredentialSchema = z.object({
  receivedId: z.number().int(),
  kind: z.enum(RECEIVED_KINDS),
  name: z.string(),
  /** The card number, or the fingerprint's number on the lock it came from. */
  number: z.string(),
  /** Who gave it (their account). */
  fromAccount: z.string(),
  receivedAt: z.number().int(),
});
export type ReceivedCredential = z.infer<typeof receivedCredentialSchema>;

/** GET /credential/listReceived — the caller's received fingerprints or cards, newest first. */
export const listReceivedRequestSchema = z.object({ kind: z.enum(RECEIVED_KINDS, { message: 'validation.oneOf' }) });
export const listReceivedResponseSchema = z.object({ list: z.array(receivedCredentialSchema) });

/** POST /credential/deleteReceived — forget one (what was put on locks stays there). */
export const deleteReceivedRequestSchema = z.object({ receivedId: positiveInt() });
export const deleteReceivedResponseSchema = z.null();
