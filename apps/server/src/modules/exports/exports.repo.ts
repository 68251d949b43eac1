// SQL of exports: the jobs (the audit log too) and their files' pieces. Every change of a job's state is a
// conditional update, so with several API nodes exactly one runs a job and a cancel wins over a late progress.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { exportChunks, exportJobs } from '../../db/schema/exports';

export type ExportJobRow = typeof exportJobs.$inferSelect;
export type NewExportJob = typeof exportJobs.$inferInsert;
const ACTIVE = ['queued', 'running'] as const;

export function createExportsRepo(db: Db) {
  const running = (id: number) => and(eq(exportJobs.id, id), eq(exportJobs.status, 'running'));
  return {
    async insert(job: NewExportJob): Promise<ExportJobRow> {
      const [row] = await db.insert(exportJobs).values(job).returning();
      return row!;
    },

    async find(id: number): Promise<ExportJobRow | undefined> {
      const [row] = await db.select().from(exportJobs).where(eq(exportJobs.id, id));
      return row;
    },

    async activeCount(userId: number): Promise<number> {
      const [{ n }] = (await db
        .select({ n: sql<number>`count(*)::int` })
        .from(exportJobs)
        .where(and(eq(exportJobs.userId, userId), inArray(exportJobs.status, [...ACTIVE])))) as [{ n: number }];
      return n;
    },

    /**
     * The caller's exports and, for an owner, every export anyone made of their locks (an authorized admin's
     * export of the owner's lock shows in the owner's log), newest first, with who made each.
     */
    async listVisible(userId: number, p: { limit: number; offset: number }) {
      const where = or(
        eq(exportJobs.userId, userId),
        sql`${exportJobs.ownerIds} @> ${JSON.stringify([userId])}::jsonb`,
      );
      const [rows, counted] = await Promise.all([
        db
          .select({ job: exportJobs, email: users.email, mobile: users.mobile, nickname: users.nickname })
          .from(exportJobs)
          .innerJoin(users, eq(users.id, exportJobs.userId))
          .where(where)
          .orderBy(desc(exportJobs.id))
          .limit(p.limit)
          .offset(p.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(exportJobs)
          .where(where),
      ]);
      return { rows, total: counted[0]?.total ?? 0 };
    },

    /** Takes the oldest queued job for `nodeId` (skipping one another node is taking at the same moment). */
    async claimNext(nodeId: string, now: Date): Promise<ExportJobRow | undefined> {
      const [row] = await db
        .update(exportJobs)
        .set({ status: 'running', nodeId, startedAt: now, heartbeatAt: now })
        .where(
          eq(
            exportJobs.id,
            sql`(select ${exportJobs.id} from ${exportJobs} where ${exportJobs.status} = 'queued'
              order by ${exportJobs.id} limit 1 for update skip locked)`,
          ),
        )
        .returning();
      return row;
    },

    /** Progress of a running job; false when it is no longer running (cancelled, or taken over). */
    async progress(id: number, nodeId: string, o: { rowsDone: number; bytes: number; now: Date }): Promise<boolean> {
      const moved = await db
        .update(exportJobs)
        .set({ rowsDone: o.rowsDone, bytes: o.bytes, heartbeatAt: o.now })
        .where(and(running(id), eq(exportJobs.nodeId, nodeId)))
        .returning({ id: exportJobs.id });
      return moved.length === 1;
    },

    async finish(id: number, nodeId: string, o: { rowsDone: number; bytes: number; now: Date }) {
      const [row] = await db
        .update(exportJobs)
        .set({
          status: 'done',
          rowsDone: o.rowsDone,
          rowsTotal: sql`greatest(${exportJobs.rowsTotal}, ${o.rowsDone})`,
          bytes: o.bytes,
          finishedAt: o.now,
          heartbeatAt: o.now,
        })
        .where(and(running(id), eq(exportJobs.nodeId, nodeId)))
        .returning();
      return row;
    },

    async fail(id: number, nodeId: string, errorKey: string, now: Date) {
      const [row] = await db
        .update(exportJobs)
        .set({ status: 'failed', errorKey, finishedAt: now, fileDroppedAt: now })
        .where(and(running(id), eq(exportJobs.nodeId, nodeId)))
        .returning();
      if (row) await this.dropFile(id);
      return row;
    },

    /** The owner of a queued or running job cancels it; the file so far goes. */
    async cancel(id: number, userId: number, now: Date) {
      const [row] = await db
        .update(exportJobs)
        .set({ status: 'cancelled', finishedAt: now, fileDroppedAt: now })
        .where(and(eq(exportJobs.id, id), eq(exportJobs.userId, userId), inArray(exportJobs.status, [...ACTIVE])))
        .returning();
      if (row) await this.dropFile(id);
      return row;
    },

    /** A node that stops hands its running job back to the queue. */
    async handBack(id: number, nodeId: string) {
      const [row] = await db
        .update(exportJobs)
        .set({ status: 'queued', nodeId: null, rowsDone: 0, bytes: 0 })
        .where(and(running(id), eq(exportJobs.nodeId, nodeId)))
        .returning({ id: exportJobs.id });
      if (row) await this.dropFile(id);
    },

    /** Running jobs whose node fell silent go back to the queue (their pieces so far are dropped). */
    async requeueStale(silentSince: Date): Promise<number[]> {
      const rows = await db
        .update(exportJobs)
        .set({ status: 'queued', nodeId: null, rowsDone: 0, bytes: 0 })
        .where(and(eq(exportJobs.status, 'running'), lt(exportJobs.heartbeatAt, silentSince)))
        .returning({ id: exportJobs.id });
      for (const r of rows) await this.dropFile(r.id);
      return rows.map((r) => r.id);
    },

    /** Files of done jobs finished before `before`: dropped, the audit row stays. */
    async expire(before: Date, now: Date): Promise<number> {
      const rows = await db
        .update(exportJobs)
        .set({ fileDroppedAt: now })
        .where(and(eq(exportJobs.status, 'done'), isNull(exportJobs.fileDroppedAt), lt(exportJobs.finishedAt, before)))
        .returning({ id: exportJobs.id });
      for (const r of rows) await this.dropFile(r.id);
      return rows.length;
    },

    async dropFile(id: number) {
      await db.delete(exportChunks).where(eq(exportChunks.jobId, id));
    },

    /** Stores a piece while `nodeId` runs the job; false when it no longer does (nothing stored). */
    async addPiece(jobId: number, nodeId: string, seq: number, data: Buffer): Promise<boolean> {
      const stored = await db
        .insert(exportChunks)
        .select(
          db
            .select({
              jobId: exportJobs.id,
              seq: sql<number>`${seq}::int`.as('seq'),
              data: sql<Buffer>`${data}::bytea`.as('data'),
            })
            .from(exportJobs)
            .where(and(running(jobId), eq(exportJobs.nodeId, nodeId))),
        )
        .returning({ jobId: exportChunks.jobId });
      return stored.length === 1;
    },

    /** Pieces of jobs whose file is gone (a piece that raced a cancel, a failure or the expiry). */
    async dropLeftPieces() {
      await db
        .delete(exportChunks)
        .where(
          inArray(
            exportChunks.jobId,
            db.select({ id: exportJobs.id }).from(exportJobs).where(isNotNull(exportJobs.fileDroppedAt)),
          ),
        );
    },

    /** The file's pieces from `fromSeq`, a few at a time. */
    pieces(jobId: number, fromSeq: number, limit: number) {
      return db
        .select({ seq: exportChunks.seq, data: exportChunks.data })
        .from(exportChunks)
        .where(and(eq(exportChunks.jobId, jobId), gt(exportChunks.seq, fromSeq - 1)))
        .orderBy(asc(exportChunks.seq))
        .limit(limit);
    },
  };
}

export type ExportsRepo = ReturnType<typeof createExportsRepo>;
