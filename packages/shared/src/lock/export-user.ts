// POST /lock/exportUser (spec §7) — starts an export of the chosen locks' users (one row per ekey): the same job
// as /export/create with kind lockUsers.
import { z } from 'zod';
import { lockIdListParam } from './lock';
import { EXPORT_FORMATS, exportJobSchema, timeZoneParam } from '../export/export';

export const exportLockUserRequestSchema = z.object({
  lockIdList: lockIdListParam(),
  format: z.enum(EXPORT_FORMATS, { message: 'validation.export.format' }).optional(),
  timeZone: timeZoneParam().optional(),
});
export const exportLockUserResponseSchema = exportJobSchema;
