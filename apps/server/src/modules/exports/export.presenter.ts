// Export job rows → the API shape (packages/shared/src/export/export.ts), in the caller's language.
import { exportPercent, type ExportJob, type ExportStatus } from '@lockconsole/shared/export/export';
import type { Translator } from '../../http/i18n';
import type { ExportJobRow } from './exports.repo';

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** A done export whose file is gone reads "expired". */
export const statusOf = (r: ExportJobRow): ExportStatus =>
  r.status === 'done' && r.fileDroppedAt ? 'expired' : r.status;

export function presentExport(
  r: ExportJobRow,
  who: { createdBy: string; callerId: number },
  t: Translator,
  keepMs: number,
): ExportJob {
  return {
    exportId: r.id,
    kind: r.kind,
    format: r.format,
    status: statusOf(r),
    lockNames: r.lockNames,
    lockCount: r.lockIds.length,
    startDate: ms(r.startDate),
    endDate: ms(r.endDate),
    recordType: r.recordType,
    searchStr: r.searchStr,
    timeZone: r.timeZone,
    rowsTotal: r.rowsTotal,
    rowsDone: r.rowsDone,
    percent: r.status === 'done' ? 100 : exportPercent(r.rowsDone, r.rowsTotal),
    bytes: r.bytes,
    fileName: r.fileName,
    error: r.errorKey ? t(r.errorKey) : '',
    createdAt: r.createdAt.getTime(),
    finishedAt: ms(r.finishedAt),
    expiresAt: r.status === 'done' && r.finishedAt ? r.finishedAt.getTime() + keepMs : null,
    createdBy: who.createdBy,
    mine: r.userId === who.callerId,
  };
}
