import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { EXPORT_RECORDS_WINDOW_MS, type ExportJob } from '@lockconsole/shared/export/export';
import {
  applyExportEvent,
  defaultPeriod,
  earliestStart,
  endsJob,
  isDayOutside,
  lockNamesOf,
  parseExportEvent,
  periodOf,
} from './exportView';

const NOW = new Date(2025, 5, 15, 14, 30).getTime();

const job = (patch: Partial<ExportJob> = {}): ExportJob => ({
  exportId: 7,
  kind: 'records',
  format: 'xlsx',
  status: 'running',
  lockNames: ['Front', 'Back', 'Garage', 'Shed'],
  lockCount: 4,
  startDate: NOW - 86_400_000,
  endDate: NOW,
  recordType: 7,
  searchStr: '',
  timeZone: 'UTC',
  rowsTotal: 4000,
  rowsDone: 2000,
  percent: 50,
  bytes: 0,
  fileName: 'records-4-locks-2025-06-15.xlsx',
  error: '',
  createdAt: NOW,
  finishedAt: null,
  expiresAt: null,
  createdBy: 'Ann',
  mine: true,
  ...patch,
});

describe('export period (spec §5: the past six months)', () => {
  it('defaults to the last 30 days, today included', () => {
    const [from, to] = defaultPeriod(NOW);
    expect(to.format('YYYY-MM-DD')).toBe('2025-06-15');
    expect(from.format('YYYY-MM-DD')).toBe('2025-05-17');
    expect(periodOf([from, to], NOW)).toEqual({
      startDate: new Date(2025, 4, 17).getTime(),
      endDate: new Date(2025, 5, 15, 23, 59, 59, 999).getTime(),
    });
  });

  it('refuses days after today and before the six-month bound', () => {
    expect(isDayOutside(dayjs(NOW).add(1, 'day'), NOW)).toBe(true);
    expect(isDayOutside(dayjs(NOW), NOW)).toBe(false);
    expect(isDayOutside(dayjs(NOW - EXPORT_RECORDS_WINDOW_MS - 86_400_000), NOW)).toBe(true);
    expect(isDayOutside(dayjs(NOW - EXPORT_RECORDS_WINDOW_MS + 86_400_000), NOW)).toBe(false);
  });

  it('starts the first allowed day no earlier than the server accepts', () => {
    const first = dayjs(earliestStart(NOW)).startOf('day');
    const p = periodOf([first, dayjs(NOW)], NOW);
    expect(p.startDate).toBe(earliestStart(NOW));
    expect(p.startDate).toBeGreaterThan(NOW - EXPORT_RECORDS_WINDOW_MS);
  });
});

describe('export log rows', () => {
  it('names the first locks and counts the rest', () => {
    expect(lockNamesOf(job())).toEqual({ names: 'Front, Back, Garage', more: 1 });
    expect(lockNamesOf(job({ lockNames: ['Front'], lockCount: 1 }))).toEqual({ names: 'Front', more: 0 });
  });
});

describe('export events', () => {
  it('reads the stream event and ignores anything else', () => {
    expect(parseExportEvent({ exportId: 7, status: 'running', rowsDone: 10, rowsTotal: 20, percent: 50 })).toEqual({
      exportId: 7,
      status: 'running',
      rowsDone: 10,
      rowsTotal: 20,
      percent: 50,
      bytes: undefined,
    });
    expect(parseExportEvent({ exportId: '7', status: 'running' })).toBeUndefined();
    expect(parseExportEvent({ exportId: 7, status: 'paused' })).toBeUndefined();
  });

  it('moves the listed job forward, never back, and says when the row must be read again', () => {
    const page = { list: [job(), job({ exportId: 8, status: 'done', percent: 100 })], total: 2 };
    const running = parseExportEvent({ exportId: 7, status: 'running', rowsDone: 3000, rowsTotal: 4000, percent: 75 })!;
    const r = applyExportEvent(page, running);
    expect(r.found).toBe(true);
    expect(r.page.list[0]).toMatchObject({ status: 'running', rowsDone: 3000, percent: 75 });
    expect(r.page.total).toBe(2);
    expect(endsJob(running)).toBe(false);

    const late = parseExportEvent({ exportId: 7, status: 'running', rowsDone: 2500, rowsTotal: 4000, percent: 62 })!;
    expect(applyExportEvent(r.page, late).page.list[0]).toMatchObject({ rowsDone: 3000, percent: 75 });

    const doneLate = parseExportEvent({ exportId: 8, status: 'running', rowsDone: 1, rowsTotal: 4000, percent: 1 })!;
    expect(applyExportEvent(page, doneLate).page.list[1]).toMatchObject({ status: 'done', percent: 100 });

    const done = parseExportEvent({ exportId: 7, status: 'done', rowsDone: 4000, rowsTotal: 4000, percent: 100 })!;
    expect(endsJob(done)).toBe(true);
    expect(applyExportEvent(page, { ...done, exportId: 99 }).found).toBe(false);
  });
});
