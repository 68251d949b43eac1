// GET /lockRecord/list — unlock records of a lock (owner or authorized admin), newest lock time first, filtered by
// record query type (spec §3: all 0, ekey 1, passcode 4, card 7, fingerprint 8, lock 11, …) and a search term.
import { z } from 'zod';
import { int, paging, positiveInt, timeParam } from '../schemas/common';

export const lockRecordSchema = z.object({
  recordId: z.number().int(),
  lockId: z.number().int(),
  /** Unlock record event type (spec §3). */
  recordType: z.number().int(),
  /** Operation status: success 1, failed 0. */
  success: z.number().int(),
  /** Passcode, card number, fingerprint number… presented at the lock. */
  keyboardPwd: z.string(),
  keyId: z.number().int().nullable(),
  /** Account id of the person behind a remote operation. */
  operatorUid: z.number().int().nullable(),
  username: z.string(),
  /** The name of the card or passcode presented, as named on this lock ('' when none). */
  credentialName: z.string(),
  lockDate: z.number().int(),
  serverDate: z.number().int(),
  electricQuantity: z.number().int().nullable(),
  seq: z.number().int(),
});
export const listLockRecordRequestSchema = z.object({
  ...paging,
  lockId: positiveInt(),
  startDate: timeParam().optional(),
  endDate: timeParam().optional(),
  /** Record query type (spec §3); 0 or absent = all; palm vein −6, face −5 and QR code −4 are negative. */
  recordType: int().min(-6, 'validation.tooSmall').max(99, 'validation.tooBig').optional(),
  /** Matches the credential (passcode, card number…) or the operator's name or account. */
  searchStr: z.string().trim().max(50, 'validation.tooLong').optional(),
  /** Only the records of this ekey. */
  keyId: positiveInt().optional(),
});
export const listLockRecordResponseSchema = z.object({
  list: z.array(lockRecordSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type LockRecord = z.infer<typeof lockRecordSchema>;
