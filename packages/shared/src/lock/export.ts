// POST /lock/export (spec §7) — starts an export of the chosen locks' unlock records: the same job as
// /export/create (packages/shared/src/export/export.ts), xlsx unless `format` says CSV, the past six months
// when no period is given.
import { z } from 'zod';
import { timeParam } from '../schemas/common';
import { lockIdListParam } from './lock';
import { EXPORT_FORMATS, exportJobSchema, timeZoneParam } from '../export/export';

export const exportLockRequestSchema = z
  .object({
    lockIdList: lockIdListParam(),
    startDate: timeParam().optional(),
    endDate: timeParam().optional(),
    format: z.enum(EXPORT_FORMATS, { message: 'validation.export.format' }).optional(),
    timeZone: timeZoneParam().optional(),
  })
  .refine((v) => v.startDate === undefined || v.endDate === undefined || v.startDate < v.endDate, {
    message: 'validation.export.period',
    path: ['endDate'],
  });
export const exportLockResponseSchema = exportJobSchema;
