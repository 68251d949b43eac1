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

/** Filters of the records page without its window: what an export of several locks selects. */
export type RecordFilter = Omit<RecordQuery, 'limit' | 'offset' | 'keyId'>;

function filterWhere(lockIds: number[], q: RecordFilter) {
  return and(
    lockIds.length === 1 ? eq(lockRecords.lockId, lockIds[0]!) : inArray(lockRecords.lockId, lockIds),
    q.startDate ? gte(lockRecords.lockDate, q.startDate) : undefined,
    q.endDate ? lte(lockRecords.lockDate, q.endDate) : undefined,
    q.types ? (q.types.length ? inArray(lockRecords.recordType, q.types) : sql`false`) : undefined,
    q.search
      ? or(
          ilike(lockRecords.keyboardPwd, like(q.search)),
          ilike(users.nickname, like(q.search)),
          ilike(users.email, like(q.search)),
        )
      : undefined,
  );
}

export function createRecordsRepo(db: Db) {
  return {
    /** How many records of these locks match (an export's size, before it starts). */
    async countMatching(lockIds: number[], q: RecordFilter): Promise<number> {
      const [{ total }] = (await db
        .select({ total: sql<number>`count(*)::int` })
        .from(lockRecords)
        .leftJoin(users, eq(users.id, lockRecords.operatorUid))
        .where(filterWhere(lockIds, q))) as [{ total: number }];
      return total;
    },

    /**
     * One lock's matching records in the records page's order (newest lock time first), read from the
     * (lock, lock time) index after `after` (keyset: the previous batch's last row), for exports of any length.
     * Only the fields an export writes, the time as ms (no Date per row: this is the export's hot path).
     */
    async batchAfter(
      lockId: number,
      q: RecordFilter,
      after: { lockDateMs: number; seq: number } | null,
      limit: number,
    ) {
      const before = after
        ? sql`(${lockRecords.lockDate}, ${lockRecords.seq}) < (to_timestamp(${after.lockDateMs}::float8 / 1000), ${after.seq})`
        : undefined;
      return db
        .select({
          lockDateMs: sql<number>`(extract(epoch from ${lockRecords.lockDate}) * 1000)::float8`,
          seq: lockRecords.seq,
          recordType: lockRecords.recordType,
          success: lockRecords.success,
          keyboardPwd: lockRecords.keyboardPwd,
          electricQuantity: lockRecords.electricQuantity,
          nickname: users.nickname,
          email: users.email,
          mobile: users.mobile,
        })
        .from(lockRecords)
        .leftJoin(users, eq(users.id, lockRecords.operatorUid))
        .where(and(filterWhere([lockId], q), before))
        .orderBy(desc(lockRecords.lockDate), desc(lockRecords.seq))
        .limit(limit);
    },

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
      const where = and(filterWhere([lockId], q), q.keyId ? eq(lockRecords.keyId, q.keyId) : undefined);
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
