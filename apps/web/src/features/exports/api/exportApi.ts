// Export endpoints (issue 18; schemas in @lockconsole/shared/export/export): how many rows an export would hold,
// start one, the export log, cancel, and the short-lived link its file downloads from. Plus the lock user count of
// the chosen locks (/lock/getExportUserNum).
import type { z } from 'zod';
import type {
  CreateExportInput,
  ExportJob,
  downloadLinkResponseSchema,
  estimateExportRequestSchema,
  estimateExportResponseSchema,
  listExportResponseSchema,
} from '@lockconsole/shared/export/export';
import type { getExportUserNumResponseSchema } from '@lockconsole/shared/lock/get-export-user-num';
import { apiGet, apiPost } from '../../../lib/api/client';

export type EstimateExportRequest = z.infer<typeof estimateExportRequestSchema>;
export type ExportEstimate = z.infer<typeof estimateExportResponseSchema>;
export type ExportPage = z.infer<typeof listExportResponseSchema>;
export type CreateExportRequest = CreateExportInput;

/** Estimates are shown inline (a refusal such as "own locks only" says why Start is off): no toast. */
export const estimateExport = (req: EstimateExportRequest) =>
  apiPost<ExportEstimate>('/export/estimate', req, { silent: true });

/** Refusals (too many rows, too many exports in progress …) toast the server's message. */
export const createExport = (req: CreateExportRequest) => apiPost<ExportJob>('/export/create', req);

export const listExports = (req: { pageNo: number; pageSize: number }) =>
  apiGet<ExportPage>('/export/list', req, { silent: true });

export const cancelExport = (exportId: number) => apiPost<ExportJob>('/export/cancel', { exportId });

export const exportDownloadLink = (exportId: number) =>
  apiPost<z.infer<typeof downloadLinkResponseSchema>>('/export/downloadLink', { exportId });

export const exportUserCount = (lockIdList: number[]) =>
  apiPost<z.infer<typeof getExportUserNumResponseSchema>>('/lock/getExportUserNum', { lockIdList }, { silent: true });
