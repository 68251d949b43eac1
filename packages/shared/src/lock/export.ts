// POST /lock/export — export of the chosen locks' unlock records (belongs to the export issue). Validated and
// authorized (owner of every lock, spec §6 premium functions apply to own locks), then refused with 10702.
import { z } from 'zod';
import { timeParam } from '../schemas/common';
import { lockIdListParam } from './lock';

export const exportLockRequestSchema = z
  .object({
    lockIdList: lockIdListParam(),
    startDate: timeParam().optional(),
    endDate: timeParam().optional(),
  })
  .refine((v) => v.startDate === undefined || v.endDate === undefined || v.startDate < v.endDate, {
    message: 'validation.lock.passageTime',
    path: ['endDate'],
  });
export const exportLockResponseSchema = z.null();
