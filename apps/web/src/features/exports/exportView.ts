// Pure logic of the export pages (issue 18): the period an unlock record export may cover (spec §5: the past six
// months, by whole days in the browser's time), what the export log shows of a job, and how an `export` stream
// event updates a listed job.
import dayjs, { type Dayjs } from 'dayjs';
import {
  EXPORT_RECORDS_WINDOW_MS,
  EXPORT_STATUSES,
  type ExportJob,
  type ExportStatus,
} from '@lockconsole/shared/export/export';

/** A little inside the server's bound, so a form left open for a while still starts within it. */
const START_MARGIN_MS = 10 * 60_000;
/** Days the period covers by default (ending today). */
export const DEFAULT_PERIOD_DAYS = 30;
/** At most this many locks per export (the shared lockIdList rule). */
export const MAX_EXPORT_LOCKS = 100;

export type DayRange = [Dayjs, Dayjs];

/** The earliest instant an unlock record export may start at. */
export const earliestStart = (now: number) => now - EXPORT_RECORDS_WINDOW_MS + START_MARGIN_MS;

/** The last 30 days, today included. */
export const defaultPeriod = (now: number): DayRange => [
  dayjs(now)
    .subtract(DEFAULT_PERIOD_DAYS - 1, 'day')
    .startOf('day'),
  dayjs(now).startOf('day'),
];

/** Days the picker refuses: after today, or before the first day of the past six months. */
export const isDayOutside = (day: Dayjs, now: number) =>
  day.isAfter(dayjs(now), 'day') || day.isBefore(dayjs(earliestStart(now)), 'day');

/** The request's period: from the first day's start (not before the six-month bound) to the last day's end. */
export function periodOf(range: DayRange, now: number): { startDate: number; endDate: number } {
  const start = Math.max(range[0].startOf('day').valueOf(), earliestStart(now));
  return { startDate: start, endDate: range[1].endOf('day').valueOf() };
}

/** Jobs still making their file. */
export const isActive = (j: Pick<ExportJob, 'status'>) => j.status === 'queued' || j.status === 'running';

const ENDED: readonly ExportStatus[] = ['done', 'failed', 'cancelled', 'expired'];

/** The first few lock names, and how many more the job covers. */
export function lockNamesOf(job: Pick<ExportJob, 'lockNames' | 'lockCount'>, shown = 3) {
  const names = job.lockNames.slice(0, shown);
  return { names: names.join(', '), more: Math.max(0, job.lockCount - names.length) };
}

export type ExportEvent = {
  exportId: number;
  status: ExportStatus;
  rowsDone: number;
  rowsTotal: number;
  percent: number;
  bytes?: number;
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The `export` stream event's data, or undefined when it is not one. */
export function parseExportEvent(d: Record<string, unknown>): ExportEvent | undefined {
  const exportId = num(d.exportId);
  const status = d.status as ExportStatus;
  if (exportId === undefined || !(EXPORT_STATUSES as readonly string[]).includes(status)) return undefined;
  return {
    exportId,
    status,
    rowsDone: num(d.rowsDone) ?? 0,
    rowsTotal: num(d.rowsTotal) ?? 0,
    percent: num(d.percent) ?? 0,
    bytes: num(d.bytes),
  };
}

/** An event that ends the job: its row needs what only the list says (file name, expiry, error). */
export const endsJob = (e: ExportEvent) => ENDED.includes(e.status);

/**
 * The list with the event's job updated (progress never goes back: a late "running" does not undo an end), and
 * whether the job was on it.
 */
export function applyExportEvent<P extends { list: ExportJob[] }>(
  page: P,
  e: ExportEvent,
): { page: P; found: boolean } {
  let found = false;
  const list = page.list.map((j) => {
    if (j.exportId !== e.exportId) return j;
    found = true;
    if (!isActive(j)) return j;
    return {
      ...j,
      status: e.status,
      rowsDone: Math.max(j.rowsDone, e.rowsDone),
      rowsTotal: e.rowsTotal || j.rowsTotal,
      percent: Math.max(j.percent, e.percent),
      bytes: e.bytes ?? j.bytes,
    };
  });
  return { page: found ? { ...page, list } : page, found };
}
