// POST /lock/setDaylightSavingRemind — "don't remind" (2) or remind again (1) for the daylight-saving prompt.
// Server only; nothing is sent to the lock.
import { z } from 'zod';
import { int } from '../schemas/common';
import { lockIdParam } from './lock';

export const setDstRemindRequestSchema = z.object({
  lockId: lockIdParam(),
  remind: int().refine((v) => v === 1 || v === 2, 'validation.oneOf'),
});
export const setDstRemindResponseSchema = z.null();
