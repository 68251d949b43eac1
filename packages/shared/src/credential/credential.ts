// The credential model shared by every kind a lock stores by number (cards now; fingerprints, faces, palm veins, QR
// codes and key fobs next): the spec §3 status codes, the validity types (permanent / limited / cycle with
// `{weekDay Mon 1 … Sun 7, startMinute, endMinute}` in the lock's local minutes), the request building blocks and the
// item every list answers. The server's engine (apps/server/src/modules/credentials) gives them one lifecycle.
import { z } from 'zod';
import { int, jsonString, positiveInt, timeParam } from '../schemas/common';
import { oneOfInt } from '../user/account-fields';

/** Credential status (spec §3, cards and the other kinds): pending → stable or failed. */
export const CREDENTIAL_STATUS = {
  normal: 1,
  invalid: 2,
  willBeValid: 3,
  adding: 4,
  addFailed: 5,
  updating: 6,
  updateFailed: 7,
  deleting: 8,
  deleteFailed: 9,
  /** Cards: reported lost — the number is on the blacklist of the lock. */
  lost: 12,
  /** Cards: the lost report is waiting for the lock (or failed to reach it: see failureReason). */
  uploadLost: 15,
} as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUS)[keyof typeof CREDENTIAL_STATUS];
export const PENDING_CREDENTIAL_STATUSES: readonly number[] = [
  CREDENTIAL_STATUS.adding,
  CREDENTIAL_STATUS.updating,
  CREDENTIAL_STATUS.deleting,
];

/** Validity type (spec §3, cards): permanent 1, limited 2, cycle 3. */
export const CREDENTIAL_VALIDITY = { permanent: 1, limited: 2, cycle: 3 } as const;

/** Consecutive failed pushes after which resync stops. */
export const CREDENTIAL_MAX_SYNC_FAILURES = 5;

export const credentialIdParam = () => positiveInt();
export const credentialNameParam = () =>
  z.string({ message: 'validation.required' }).trim().max(50, 'validation.credential.name');

const minute = (max: number) => int().min(0, 'validation.credential.cycle').max(max, 'validation.credential.cycle');
export const cyclePeriodParam = z.object({
  weekDay: int().min(1, 'validation.credential.cycle').max(7, 'validation.credential.cycle'),
  startMinute: minute(1439),
  endMinute: minute(1440),
});
export type CyclePeriod = z.infer<typeof cyclePeriodParam>;

/** A JSON array of 1–7 periods, one per week day (Mon 1 … Sun 7), each with start < end. */
export const cyclicConfigParam = () =>
  jsonString(
    z
      .array(cyclePeriodParam, { message: 'validation.credential.cycle' })
      .min(1, 'validation.credential.cycle')
      .max(7, 'validation.credential.cycle')
      .refine((l) => new Set(l.map((p) => p.weekDay)).size === l.length, 'validation.credential.cycle')
      .refine((l) => l.every((p) => p.startMinute < p.endMinute), 'validation.credential.cycle'),
  );

/** The validity as requested (add, change period, issue to many locks). */
export const credentialPeriodFields = {
  validityType: oneOfInt([1, 2, 3]),
  /** ms; limited and cycle: the window (cycle: the dates between which the week days apply). */
  startDate: timeParam().optional(),
  endDate: timeParam().optional(),
  /** Cycle: the week days and their daily windows. */
  cyclicConfig: cyclicConfigParam().optional(),
};
export type CredentialPeriodInput = {
  validityType: 1 | 2 | 3;
  startDate?: number;
  endDate?: number;
  cyclicConfig?: CyclePeriod[];
};

/** A credential as every list shows it. Times in ms; 0/0 = permanent. */
export const credentialItemSchema = z.object({
  lockId: z.number().int(),
  lockAlias: z.string(),
  name: z.string(),
  number: z.string(),
  validityType: z.number().int(),
  startDate: z.number(),
  endDate: z.number(),
  cyclicConfig: z.array(z.object({ weekDay: z.number(), startMinute: z.number(), endMinute: z.number() })),
  /** Spec §3 status as of now (will be valid before the start, invalid after the end). */
  status: z.number().int(),
  senderUid: z.number().int().nullable(),
  senderUsername: z.string(),
  createDate: z.number(),
  /** Found on the lock by a read-back (added at the lock), not issued from the console. */
  addedAtLock: z.boolean(),
  /** The permission is on the card itself, written by a card encoder (the lock's store does not hold it). */
  writtenByEncoder: z.boolean(),
  operationId: z.number().int().nullable(),
  failureCode: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  canResync: z.boolean(),
});
export type CredentialItem = z.infer<typeof credentialItemSchema>;
