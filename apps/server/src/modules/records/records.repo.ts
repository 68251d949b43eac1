// SQL of unlock records: the idempotent insert of what gateways deliver (by lock and sequence number) and the records
// page — a lock's records filtered by record types and a search term, newest lock time first, with the operator's
// display name.
import { and, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { lockRecords } from '../../db/schema/devices';

export type RecordQuery = {
  startDate?: Date;
  endDate?: Date;
  /** Event types to include; undefined = all. */
  types?: number[];
  search?: string;
  /** Only the records of this ekey. */
  keyId?: number;
  limit: number;
  offset: number;
};

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

    async list(lockId: number, q: RecordQuery) {
      const where = and(
        eq(lockRecords.lockId, lockId),
        q.startDate ? gte(lockRecords.lockDate, q.startDate) : undefined,
        q.endDate ? lte(lockRecords.lockDate, q.endDate) : undefined,
        q.keyId ? eq(lockRecords.keyId, q.keyId) : undefined,
        q.types ? (q.types.length ? inArray(lockRecords.recordType, q.types) : sql`false`) : undefined,
        q.search
          ? or(
              ilike(lockRecords.keyboardPwd, like(q.search)),
              ilike(users.nickname, like(q.search)),
              ilike(users.email, like(q.search)),
            )
          : undefined,
      );
      const rows = await db
        .select({ r: lockRecords, nickname: users.nickname, email: users.email, mobile: users.mobile })
        .from(lockRecords)
        .leftJoin(users, eq(users.id, lockRecords.operatorUid))
        .where(where)
        .orderBy(desc(lockRecords.lockDate), desc(lockRecords.seq))
        .limit(q.limit)
        .offset(q.offset);
      const [{ total }] = (await db
        .select({ total: sql<number>`count(*)::int` })
        .from(lockRecords)
        .leftJoin(users, eq(users.id, lockRecords.operatorUid))
        .where(where)) as [{ total: number }];
      return { rows, total };
    },
  };
}

export type RecordsRepo = ReturnType<typeof createRecordsRepo>;
