// SQL for unlock records: idempotent insert by (lock, seq) and the list query.
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lockRecords } from '../db/schema/devices';

export type LockRecordRow = typeof lockRecords.$inferSelect;

export function createRecordsRepo(db: Db) {
  return {
    /** Inserts what is new; a re-delivered (lock, seq) is ignored. Returns the rows actually inserted. */
    async insertNew(rows: (typeof lockRecords.$inferInsert)[]) {
      if (rows.length === 0) return [];
      return db
        .insert(lockRecords)
        .values(rows)
        .onConflictDoNothing({ target: [lockRecords.lockId, lockRecords.seq] })
        .returning();
    },

    async list(
      lockId: number,
      o: { startDate?: Date; endDate?: Date; recordType?: number; limit: number; offset: number },
    ) {
      const where = and(
        eq(lockRecords.lockId, lockId),
        o.startDate ? gte(lockRecords.lockDate, o.startDate) : undefined,
        o.endDate ? lte(lockRecords.lockDate, o.endDate) : undefined,
        o.recordType !== undefined ? eq(lockRecords.recordType, o.recordType) : undefined,
      );
      const rows = await db
        .select()
        .from(lockRecords)
        .where(where)
        .orderBy(desc(lockRecords.lockDate), desc(lockRecords.seq))
        .limit(o.limit)
        .offset(o.offset);
      const [{ total }] = (await db
        .select({ total: sql<number>`count(*)::int` })
        .from(lockRecords)
        .where(where)) as [{ total: number }];
      return { rows, total };
    },
  };
}

export type RecordsRepo = ReturnType<typeof createRecordsRepo>;
