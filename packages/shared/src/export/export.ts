// Exports (issue 18): unlock records of one or several locks and the lock users of several locks, as streamed
// xlsx or CSV files made by a job on the server. One schema per endpoint, shared by server and web:
// /export/estimate (rows and the cap, before starting), /export/create, /export/list (the caller's exports: the
// audit log), /export/cancel, /export/downloadLink (a short-lived link the browser downloads from).
import { z } from 'zod';
import { int, paging, positiveInt, timeParam } from '../schemas/common';
import { lockIdListParam } from '../lock/lock';

export const EXPORT_KINDS = ['records', 'lockUsers'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Spec §5: an unlock record export covers only the past six months (183 days back from now). */
export const EXPORT_RECORDS_WINDOW_MS = 183 * 86_400_000;
/** A finished file is kept this long, then only its audit row remains. */
export const EXPORT_KEEP_MS = 86_400_000;

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** IANA time zone the file's dates are written in (the browser's); UTC when absent. */
export const timeZoneParam = () =>
  z.string().trim().max(64, 'validation.tooLong').refine(isTimeZone, 'validation.export.timeZone');

const formatParam = () => z.enum(EXPORT_FORMATS, { message: 'validation.export.format' });

/** What an export of unlock records contains: the records page's filters over one or several locks. */
const recordFilterFields = {
  lockIdList: lockIdListParam(),
  startDate: timeParam(),
  endDate: timeParam(),
  /** Record query type (spec §3, as on the records page); 0 or absent = all. */
  recordType: int().min(-6, 'validation.tooSmall').max(99, 'validation.tooBig').optional(),
  /** Matches the credential (passcode, card number…) or the operator's name or account. */
  searchStr: z.string().trim().max(50, 'validation.tooLong').optional(),
};

const periodIssue = { message: 'validation.export.period', path: ['endDate'] };

const estimateFields = {
  kind: z.enum(EXPORT_KINDS, { message: 'validation.export.kind' }),
  ...recordFilterFields,
  startDate: timeParam().optional(),
  endDate: timeParam().optional(),
};
const optionalPeriodInOrder = (v: { startDate?: number; endDate?: number }) =>
  v.startDate === undefined || v.endDate === undefined || v.startDate < v.endDate;

/**
 * POST /export/estimate — how many rows an export would hold and the most one may hold. A record export without
 * a period covers the past six months (from `endDate`, else now).
 */
export const estimateExportRequestSchema = z.object(estimateFields).refine(optionalPeriodInOrder, periodIssue);
export const estimateExportResponseSchema = z.object({
  rows: z.number().int(),
  /** The most rows one export may hold (server-supplied, spec §5). */
  maxRows: z.number().int(),
  tooMany: z.boolean(),
});

/** POST /export/create — starts an export job; its progress arrives as `export` events and in /export/list. */
export const createExportRequestSchema = z
  .object({ ...estimateFields, format: formatParam(), timeZone: timeZoneParam().optional() })
  .refine(optionalPeriodInOrder, periodIssue);
export type CreateExportInput = z.infer<typeof createExportRequestSchema>;

export const exportJobSchema = z.object({
  exportId: z.number().int(),
  kind: z.enum(EXPORT_KINDS),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  /** The locks' names (as when the export was made) and how many. */
  lockNames: z.array(z.string()),
  lockCount: z.number().int(),
  /** The filters as given: period, record query type, search term. */
  startDate: z.number().int().nullable(),
  endDate: z.number().int().nullable(),
  recordType: z.number().int().nullable(),
  searchStr: z.string(),
  timeZone: z.string(),
  rowsTotal: z.number().int(),
  rowsDone: z.number().int(),
  /** 0–100. */
  percent: z.number().int(),
  bytes: z.number().int(),
  fileName: z.string(),
  /** Why it failed, in the caller's language ('' otherwise). */
  error: z.string(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
  /** When the file stops being downloadable (done exports). */
  expiresAt: z.number().int().nullable(),
  /** Who started it (an account's name), for the owner's audit view. */
  createdBy: z.string(),
  /** Whether the caller made it (only its maker cancels or downloads it). */
  mine: z.boolean(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;
export const createExportResponseSchema = exportJobSchema;

export const listExportRequestSchema = z.object({ ...paging });
export const listExportResponseSchema = z.object({
  list: z.array(exportJobSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});

export const exportIdRequestSchema = z.object({ exportId: positiveInt() });
export const cancelExportResponseSchema = exportJobSchema;
export const downloadLinkResponseSchema = z.object({
  /** Path of the file, valid for a few minutes, no signature headers needed (a plain link). */
  url: z.string(),
  expiresAt: z.number().int(),
});

/** Percent of an export's rows written. */
export const exportPercent = (done: number, total: number) =>
  total <= 0 ? 100 : Math.min(100, Math.floor((done * 100) / total));
