// Runs export jobs on this API node: at most `concurrency` at once, the oldest queued first (any node's — a job is
// claimed with a conditional update, so one node runs it). A job streams its source's batches through the file
// writer into ~256 KB pieces stored in the database, reports progress after each batch (SSE `export` to the
// account, and the row), stops when cancelled, and ends done (a mail when it took long enough that the person
// may have left the page) or failed. Every node also puts back jobs whose node fell silent, and drops files a day
// after they were made.
import type { FastifyBaseLogger } from 'fastify';
import { normalizeLanguage } from '@lockconsole/shared/i18n/languages';
import { exportPercent } from '@lockconsole/shared/export/export';
import { translatorFor } from '../../http/i18n';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../realtime/event-bus';
import type { ExportJobRow, ExportsRepo } from './exports.repo';
import { sourceOf, type ExportReaders } from './export-sources';
import { createTableWriter } from './table-writer';

const PIECE_BYTES = 256 * 1024;
const HEARTBEAT_MS = 15_000;

/** The job stopped being this node's (cancelled, or taken over) while it was writing. */
class Stopped extends Error {}

export type ExportRunnerOptions = {
  nodeId: string;
  /** Jobs running at once on this node. */
  concurrency: number;
  /** A running job whose heartbeat is older than this was left by a dead node. */
  staleMs: number;
  /** How long a file is kept. */
  keepMs: number;
  /** Most rows one export writes. */
  maxRows: number;
  /** An export that took at least this long is announced by mail when done. */
  mailAfterMs: number;
  /** How often a node looks for queued jobs of other nodes, stale jobs and old files. */
  sweepEveryMs: number;
};

export function createExportRunner(d: {
  repo: ExportsRepo;
  readers: ExportReaders;
  bus: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Tells the account its export is ready (e-mail, else SMS; nothing without either). */
  announce: (job: ExportJobRow) => Promise<void>;
  options: ExportRunnerOptions;
}) {
  const o = d.options;
  const now = () => d.clock.now();
  let active = 0;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const runs = new Set<Promise<void>>();
  /** Claims in flight (a job may be about to start). */
  const kicks = new Set<Promise<void>>();

  const publish = (job: ExportJobRow, status: string, rowsDone: number, extra: Record<string, unknown> = {}) =>
    d.bus.publish({
      userId: job.userId,
      type: 'export',
      data: {
        exportId: job.id,
        status,
        rowsDone,
        rowsTotal: job.rowsTotal,
        percent: status === 'done' ? 100 : exportPercent(rowsDone, job.rowsTotal),
        ...extra,
      },
    });

  async function run(job: ExportJobRow): Promise<void> {
    const t = translatorFor(normalizeLanguage(job.lang) ?? 'en');
    const source = sourceOf(
      {
        kind: job.kind,
        locks: job.lockIds.map((id, i) => ({ id, name: job.lockNames[i] ?? String(id) })),
        filter:
          job.kind === 'records'
            ? {
                startDate: job.startDate!.getTime(),
                endDate: job.endDate!.getTime(),
                recordType: job.recordType ?? undefined,
                searchStr: job.searchStr,
              }
            : null,
      },
      d.readers,
      t,
    );
    let seq = 0;
    let bytes = 0;
    let held: Buffer[] = [];
    let heldBytes = 0;
    const flush = async () => {
      if (!heldBytes) return;
      const piece = Buffer.concat(held);
      held = [];
      heldBytes = 0;
      // Stored only while this node still runs the job (not after a cancel or a take-over).
      if (!(await d.repo.addPiece(job.id, o.nodeId, seq++, piece))) throw new Stopped();
    };
    const sink = async (b: Buffer) => {
      held.push(b);
      heldBytes += b.length;
      bytes += b.length;
      if (heldBytes >= PIECE_BYTES) await flush();
    };
    const sheetName = t(job.kind === 'records' ? 'records.title' : 'lockUsers.title');
    const writer = await createTableWriter(job.format, sink, {
      sheetName,
      columns: source.columns,
      timeZone: job.timeZone,
    });
    let rowsDone = 0;
    // The row's heartbeat moves on a timer too: a batch export searching big locks may find nothing for a while.
    let stopped = false;
    const beat = setInterval(() => {
      void d.repo
        .progress(job.id, o.nodeId, { rowsDone, bytes, now: now() })
        .then((mine) => (stopped ||= !mine))
        .catch(() => {});
    }, HEARTBEAT_MS);
    beat.unref();
    try {
      for await (const batch of source.batches()) {
        const rows = batch.slice(0, Math.max(0, o.maxRows - rowsDone));
        await writer.rows(rows);
        rowsDone += rows.length;
        if (stopped || !(await d.repo.progress(job.id, o.nodeId, { rowsDone, bytes, now: now() }))) return; // cancelled
        if (closed) return void (await d.repo.handBack(job.id, o.nodeId)); // another node (or the restart) redoes it
        await publish(job, 'running', rowsDone);
        if (rowsDone >= o.maxRows) break;
      }
      await writer.end();
      await flush();
    } catch (err) {
      if (err instanceof Stopped) return; // cancelled or taken over while writing
      throw err;
    } finally {
      clearInterval(beat);
    }
    const done = await d.repo.finish(job.id, o.nodeId, { rowsDone, bytes, now: now() });
    if (!done) return; // cancelled at the last moment: the cancel dropped the pieces
    await publish(done, 'done', rowsDone, { bytes });
    // From the request: a job that waited in the queue was waited for as long.
    if (now().getTime() - job.createdAt.getTime() >= o.mailAfterMs) {
      await d.announce(done).catch((err: unknown) => d.log.warn({ err, exportId: job.id }, 'export mail failed'));
    }
  }

  async function runGuarded(job: ExportJobRow) {
    try {
      await run(job);
    } catch (err) {
      d.log.error({ err, exportId: job.id }, 'export failed');
      const failed = await d.repo.fail(job.id, o.nodeId, 'errors.exportFailed', now()).catch(() => undefined);
      if (failed) await publish(failed, 'failed', failed.rowsDone).catch(() => {});
    }
  }

  /** Starts queued jobs while this node has room. */
  async function kick(): Promise<void> {
    while (!closed && active < o.concurrency) {
      active++; // the slot is this loop's before it claims: overlapping kicks never run more than `concurrency`
      const job = await d.repo.claimNext(o.nodeId, now()).catch((err: unknown) => {
        active--;
        throw err;
      });
      if (!job) {
        active--;
        return;
      }
      const p = runGuarded(job).finally(() => {
        active--;
        runs.delete(p);
        startKick();
      });
      runs.add(p);
    }
  }

  /** A claim round whose promise `idle` can wait for. */
  function startKick() {
    const p: Promise<void> = kick()
      .catch((err: unknown) => d.log.warn({ err }, 'export queue'))
      .finally(() => kicks.delete(p));
    kicks.add(p);
  }

  async function sweep() {
    await d.repo.requeueStale(new Date(now().getTime() - o.staleMs));
    await d.repo.expire(new Date(now().getTime() - o.keepMs), now());
    await d.repo.dropLeftPieces();
    startKick();
  }

  return {
    /** Tells the account's browsers a cancel took (the running batch stops at its next progress). */
    cancelled: (job: ExportJobRow) => publish(job, 'cancelled', job.rowsDone),
    kick: startKick,
    sweep,
    start() {
      timer = setInterval(
        () => void sweep().catch((err: unknown) => d.log.warn({ err }, 'export sweep')),
        o.sweepEveryMs,
      );
      timer.unref();
      void sweep().catch((err: unknown) => d.log.warn({ err }, 'export sweep'));
    },
    /** Stops taking jobs; running ones go back to the queue after their current batch. */
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      while (runs.size || kicks.size) await Promise.allSettled([...runs, ...kicks]);
    },
    /** Waits until this node runs nothing (tests). */
    async idle() {
      while (runs.size || kicks.size) await Promise.allSettled([...runs, ...kicks]);
    },
  };
}

export type ExportRunner = ReturnType<typeof createExportRunner>;
