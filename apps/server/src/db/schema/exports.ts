// Exports (issue 18). A row of `export_jobs` is one export an account asked for: what (kind, locks, filters), in
// which format, language and time zone, its progress, and its file — kept in `export_chunks` for a day, so any API
// node can serve the download and a node's disk holds nothing. The rows stay after the file is gone: they are the
// account's export audit log (who exported what, with which filters, how many rows, when).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea, ts } from '../columns';

export type StoredExportStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export const exportJobs = pgTable(
  'export_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The account whose export it is (who started it). */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'records' | 'lockUsers'>().notNull(),
    format: text('format').$type<'xlsx' | 'csv'>().notNull(),
    lockIds: jsonb('lock_ids').$type<number[]>().notNull(),
    /** The locks' owners when the export was made: each sees it in their export log. */
    ownerIds: jsonb('owner_ids').$type<number[]>().notNull(),
    /** The locks' names when the export was made (the audit log keeps them after a lock is deleted). */
    lockNames: jsonb('lock_names').$type<string[]>().notNull(),
    startDate: ts('start_date'),
    endDate: ts('end_date'),
    recordType: smallint('record_type'),
    searchStr: text('search_str').notNull().default(''),
    lang: text('lang').notNull(),
    timeZone: text('time_zone').notNull(),
    status: text('status').$type<StoredExportStatus>().notNull().default('queued'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    fileName: text('file_name').notNull(),
    /** i18n key of why it failed. */
    errorKey: text('error_key'),
    /** The node running it and when it last moved: a job whose node went silent is taken over. */
    nodeId: text('node_id'),
    heartbeatAt: ts('heartbeat_at'),
    /** Per-job secret of its download links. */
    linkSecret: text('link_secret').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    /** When the file was dropped (a day after it was made, or at once when cancelled or failed). */
    fileDroppedAt: ts('file_dropped_at'),
  },
  (t) => [
    index('export_jobs_user_idx').on(t.userId, t.id),
    index('export_jobs_active_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** The file of an export, in order: ~256 KB pieces written as the export streams. */
export const exportChunks = pgTable(
  'export_chunks',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => exportJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
