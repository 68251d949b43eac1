// POST /lock/transfer — hand locks to another account (belongs to the transfer issue). Validated, authorized
// (owner of every lock), the recipient checked (30004 unknown, −3011 oneself), then refused with 10702.
import { z } from 'zod';
import { trimmed } from '../schemas/common';
import { lockIdListParam } from './lock';

export const transferLockRequestSchema = z.object({
  lockIdList: lockIdListParam(),
  receiverUsername: trimmed(100),
  countryCode: z.string().trim().max(8).optional(),
});
export const transferLockResponseSchema = z.null();
