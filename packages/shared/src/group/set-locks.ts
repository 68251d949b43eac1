// POST /group/setLocks — moves locks into a group (groupId 0 = "not grouped"). The caller must own every lock.
import { z } from 'zod';
import { int } from '../schemas/common';
import { lockIdListParam } from '../lock/lock';

export const setGroupLocksRequestSchema = z.object({
  groupId: int().min(0, 'validation.tooSmall'),
  lockIdList: lockIdListParam(),
});
export const setGroupLocksResponseSchema = z.null();
