// GET /lockRecord/list — unlock records of one of the caller's locks, newest lock time first.
import { z } from 'zod';
import { int, paging, positiveInt } from '../schemas/common';

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
  lockDate: z.number().int(),
  serverDate: z.number().int(),
  electricQuantity: z.number().int().nullable(),
  seq: z.number().int(),
});
export const listLockRecordRequestSchema = z.object({
  ...paging,
  lockId: positiveInt(),
  startDate: int().min(0).optional(),
  endDate: int().min(0).optional(),
  recordType: int().optional(),
});
export const listLockRecordResponseSchema = z.object({
  list: z.array(lockRecordSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type LockRecord = z.infer<typeof lockRecordSchema>;
