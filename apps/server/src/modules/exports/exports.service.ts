// Exports (issue 18, spec §5/§6): the rules before a job starts and the caller's view of their exports.
// - Who: the route let through owners and authorized admins of every named lock ({lock: 'records'}). Several
//   locks at once (batch export) and lock-user exports are premium functions of spec §6, which apply only to the
//   caller's own locks: refused (10864) unless the caller owns every lock. Key holders export nothing.
// - What: unlock records only of the past six months (10861); at most `maxRows` rows, announced before starting
//   (/export/estimate) and refused over it (10862); at most `maxActive` queued or running per account (10863).
// - Then a job (export-runner.ts) makes the file; /export/list is the account's log, an owner seeing every
//   export of their locks; only who made an export downloads it, through a short-lived link (export-link.ts).
import crypto from 'node:crypto';
import { EXPORT_RECORDS_WINDOW_MS, type CreateExportInput, type ExportKind } from '@lockconsole/shared/export/export';
import type { PremiumGate } from '../commerce/premium-gate';
import { fail, fieldError } from '../../http/errors';
import type { LockContext, UserContext } from '../../http/context';
import { pageOf, windowOf, type Paging } from '../../http/paging';
import type { Clock } from '../../platform/clock';
import type { ExportReaders } from './export-sources';
import type { ExportRunner } from './export-runner';
import type { ExportJobRow, ExportsRepo } from './exports.repo';
import { presentExport } from './export.presenter';
import { makeLink } from './export-link';

type Selection = {
  kind: ExportKind;
  lockIdList: number[];
  startDate?: number;
  endDate?: number;
  recordType?: number;
  searchStr?: string;
};

const accountName = (u: { email: string | null; mobile: string | null; nickname: string }) =>
  u.nickname || u.email || u.mobile || '';

export function createExportsService(d: {
  repo: ExportsRepo;
  readers: ExportReaders;
  runner: ExportRunner;
  clock: Clock;
  /** The caller's display name (for their own exports in the log). */
  nameOf: (userId: number) => Promise<string>;
  limits: { maxRows: number; maxActive: number; keepMs: number };
  premium: PremiumGate;
}) {
  const nowMs = () => d.clock.now().getTime();

  /** Batch and user exports: the caller's own locks only, and premium functions (issue 17). */
  async function check(ctx: LockContext, s: Selection) {
    const batch = s.kind === 'lockUsers' || ctx.locks.length > 1;
    if (batch && ctx.locks.some((l) => l.role !== 'owner')) throw fail('exportOwnLocksOnly');
    if (s.kind === 'records' && s.startDate! < nowMs() - EXPORT_RECORDS_WINDOW_MS) throw fail('exportTooOld');
    if (batch) await d.premium.requireOwn(ctx, s.kind === 'lockUsers' ? 'userExport' : 'batchExport');
  }

  /**
   * A record export's period: without an end, now; without a start, the six months before the end (never before
   * the six-month bound). A period that ends up empty is a field error, not a silent empty file.
   */
  const withPeriod = <T extends Selection>(s: T): T => {
    if (s.kind !== 'records') return s;
    const endDate = s.endDate ?? nowMs();
    const startDate =
      s.startDate ?? Math.max(0, endDate - EXPORT_RECORDS_WINDOW_MS, nowMs() - EXPORT_RECORDS_WINDOW_MS + 60_000);
    if (startDate >= endDate) throw fieldError('endDate', 'validation.export.period');
    return { ...s, endDate, startDate };
  };

  const filterOf = (s: Selection) => ({
    startDate: s.startDate!,
    endDate: s.endDate!,
    recordType: s.recordType || undefined,
    searchStr: s.searchStr ?? '',
  });

  async function countRows(ctx: LockContext, s: Selection) {
    const ids = ctx.locks.map((l) => l.lockId);
    if (s.kind === 'records') return d.readers.countRecords(ids, filterOf(s));
    return (await d.readers.userKeys(ids, { limit: 1, offset: 0 }, ctx.t)).total;
  }

  const present = (r: ExportJobRow, createdBy: string, ctx: UserContext) =>
    presentExport(r, { createdBy, callerId: ctx.session.userId }, ctx.t, d.limits.keepMs);

  async function own(ctx: UserContext, exportId: number) {
    const job = await d.repo.find(exportId);
    if (!job || job.userId !== ctx.session.userId) throw fail('exportNotFound');
    return job;
  }

  async function create(ctx: LockContext, input: CreateExportInput) {
    const s = withPeriod(input);
    await check(ctx, s);
    const userId = ctx.session.userId;
    const busy = await d.repo.activeCount(userId);
    if (busy >= d.limits.maxActive) throw fail('exportBusy', { count: busy });
    const rows = await countRows(ctx, s);
    if (rows > d.limits.maxRows) throw fail('exportTooMany', { rows, max: d.limits.maxRows });
    const locks = [...ctx.locks].sort(
      (a, b) => a.lock.lockAlias.localeCompare(b.lock.lockAlias) || a.lockId - b.lockId,
    );
    const stamp = new Date(nowMs()).toISOString().slice(0, 10);
    const what = s.kind === 'records' ? 'records' : 'lock-users';
    const who = locks.length === 1 ? locks[0]!.lock.lockAlias : `${locks.length}-locks`;
    const fileName = `${what}-${who}-${stamp}.${input.format}`.replace(/[\\/:*?"<>|\s]+/g, '_');
    const job = await d.repo.insert({
      userId,
      kind: s.kind,
      format: input.format,
      lockIds: locks.map((l) => l.lockId),
      ownerIds: [...new Set(locks.map((l) => l.lock.userId))],
      lockNames: locks.map((l) => l.lock.lockAlias),
      startDate: s.kind === 'records' ? new Date(s.startDate!) : null,
      endDate: s.kind === 'records' ? new Date(s.endDate!) : null,
      recordType: s.kind === 'records' ? s.recordType || null : null,
      searchStr: s.kind === 'records' ? (s.searchStr ?? '') : '',
      lang: ctx.lang,
      timeZone: input.timeZone || 'UTC',
      rowsTotal: rows,
      fileName,
      linkSecret: crypto.randomBytes(32).toString('base64url'),
      createdAt: new Date(nowMs()),
    });
    d.runner.kick();
    return present(job, await d.nameOf(userId), ctx);
  }

  return {
    create,

    async estimate(ctx: LockContext, selection: Selection) {
      const s = withPeriod(selection);
      await check(ctx, s);
      const rows = await countRows(ctx, s);
      return { rows, maxRows: d.limits.maxRows, tooMany: rows > d.limits.maxRows };
    },

    /** Spec §7 /lock/export: records of the past six months unless a period is given; xlsx unless CSV. */
    createLockExport: (
      ctx: LockContext,
      i: { lockIdList: number[]; startDate?: number; endDate?: number; format?: 'xlsx' | 'csv'; timeZone?: string },
    ) => create(ctx, { ...i, kind: 'records', format: i.format ?? 'xlsx' }),

    /** Spec §7 /lock/exportUser. */
    createUserExport(ctx: LockContext, i: { lockIdList: number[]; format?: 'xlsx' | 'csv'; timeZone?: string }) {
      return create(ctx, {
        kind: 'lockUsers',
        lockIdList: i.lockIdList,
        format: i.format ?? 'xlsx',
        timeZone: i.timeZone,
      });
    },

    async list(ctx: UserContext, p: Paging) {
      const { rows, total } = await d.repo.listVisible(ctx.session.userId, windowOf(p));
      return pageOf(
        rows.map((r) => present(r.job, accountName(r), ctx)),
        total,
        p,
      );
    },

    async cancel(ctx: UserContext, { exportId }: { exportId: number }) {
      await own(ctx, exportId);
      const row = await d.repo.cancel(exportId, ctx.session.userId, new Date(nowMs()));
      if (!row) throw fail('exportEnded');
      await d.runner.cancelled(row);
      return present(row, await d.nameOf(ctx.session.userId), ctx);
    },

    async downloadLink(ctx: UserContext, { exportId }: { exportId: number }) {
      const job = await own(ctx, exportId);
      if (job.status !== 'done' || job.fileDroppedAt) throw fail('exportNoFile');
      return makeLink(job, nowMs());
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
