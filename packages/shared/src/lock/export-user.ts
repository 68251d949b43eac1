// POST /lock/exportUser — export of the chosen locks' users (belongs to the export issue). Validated and
// authorized (owner of every lock), then refused with 10702.
import { z } from 'zod';
import { lockIdListParam } from './lock';

export const exportLockUserRequestSchema = z.object({ lockIdList: lockIdListParam() });
export const exportLockUserResponseSchema = z.null();
