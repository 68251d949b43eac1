// SQL of unlock records: the idempotent insert of what gateways deliver (by lock and sequence number) and the records
// page — a lock's records filtered by record types and a search term, newest lock time first, with the operator's
// display name.
import { and, desc, eq, gte, inArray, like, lte, or, sql, type Column } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, ilikeOnce } from '../../db/like';
import { byShape } from '../../db/shaped';
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

/**
 * `col` contains `term`, case-insensitively. Case only matters for letters: a term without any (a passcode, a card
 * number) is matched with LIKE, the same rows as ILIKE at a fraction of the cost — an account's six months (50,000
 * records) counted by a passcode in 9 ms instead of 25–45 ms (bench/records.ts, account search).
 */
const hasLetters = (term: string) => term.toLowerCase() !== term.toUpperCase();
const contains = (col: Column, term: string) =>
  hasLetters(term) ? ilikeOnce(col, containsPattern(term)) : like(col, containsPattern(term));

export type LockRecordRow = typeof lockRecords.$inferSelect;

/** A row as the driver answers a raw statement: bigint as text, times as Date (node-postgres) or text. */
type RawRecord = {
  id: string | number;
  lock_id: string | number;
  seq: string | number;
  record_type: number;
  success: boolean;
  keyboard_pwd: string;
  key_id: string | number | null;
  operator_uid: string | number | null;
  electric_quantity: number | null;
  gateway_id: string | number | null;
  lock_date: Date | string;
  server_date: Date | string;
};

const num = (v: string | number | null) => (v === null ? null : Number(v));
const fromRaw = (r: RawRecord): LockRecordRow => ({
  id: Number(r.id),
  lockId: Number(r.lock_id),
  seq: Number(r.seq),
  recordType: r.record_type,
  success: r.success,
  keyboardPwd: r.keyboard_pwd,
  keyId: num(r.key_id),
  operatorUid: num(r.operator_uid),
  electricQuantity: r.electric_quantity,
  gatewayId: num(r.gateway_id),
  lockDate: new Date(r.lock_date),
  serverDate: new Date(r.server_date),
});

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
          contains(lockRecords.keyboardPwd, q.search),
          contains(users.nickname, q.search),
          contains(users.email, q.search),
        )
      : undefined,
  );
}

export function createRecordsRepo(db: Db) {
  // The records page's placeholders; its filters are filterWhere's (records.repo.test.ts holds the two together).
  const P = {
    lockId: sql.placeholder('lockId'),
    start: sql.placeholder('start'),
    end: sql.placeholder('end'),
    types: sql.placeholder('types'),
    pattern: sql.placeholder('pattern'),
    keyId: sql.placeholder('keyId'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  };
  type PageShape = { start: boolean; end: boolean; types: boolean; search: 'like' | 'ilike' | null; key: boolean };
  const pageStatement = byShape('records_page', (s: PageShape, name) => {
    const match = s.search === 'like' ? like : ilikeOnce;
    const where = and(
      eq(lockRecords.lockId, P.lockId),
      s.start ? sql`${lockRecords.lockDate} >= ${P.start}::timestamptz` : undefined,
      s.end ? sql`${lockRecords.lockDate} <= ${P.end}::timestamptz` : undefined,
      s.types ? sql`${lockRecords.recordType} = any(${P.types}::smallint[])` : undefined,
      s.search
        ? or(match(lockRecords.keyboardPwd, P.pattern), match(users.nickname, P.pattern), match(users.email, P.pattern))
        : undefined,
      s.key ? eq(lockRecords.keyId, P.keyId) : undefined,
    );
    return {
      rows: db
        .select({ r: lockRecords, nickname: users.nickname, email: users.email, mobile: users.mobile })
        .from(lockRecords)
        .leftJoin(users, eq(users.id, lockRecords.operatorUid))
        .where(where)
        .orderBy(desc(lockRecords.lockDate), desc(lockRecords.seq))
        .limit(P.limit)
        .offset(P.offset)
        .prepare(name),
      total: db
        .select({ total: sql<number>`count(*)::int` })
        .from(lockRecords)
        .leftJoin(users, eq(users.id, lockRecords.operatorUid))
        .where(where)
        .prepare(`${name}_total`),
    };
  });

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

    /**
     * Inserts what is new; a re-delivered (lock, seq) is ignored. Returns the rows actually inserted. The unique index
     * holds (lock, seq) per month of the lock's time (the partition key must be in it), so the statement also skips a
     * (lock, seq) already stored with another time; two nodes inserting the same batch at once (a gateway's messages
     * go to one node, in order) meet at the unique index. One statement of eleven array parameters per batch (not
     * 1,100 parameters built one by one: the ingest's hot path, bench/records.ts).
     */
    async insertNew(rows: (typeof lockRecords.$inferInsert)[]): Promise<LockRecordRow[]> {
      const seen = new Set<string>();
      const batch = rows.filter((r) => {
        const k = `${r.lockId}/${r.seq}`;
        return !seen.has(k) && seen.add(k);
      });
      if (batch.length === 0) return [];
      const arr = <T>(f: (r: (typeof batch)[number]) => T) => sql.param(batch.map(f));
      const inserted = (await db.execute(sql`insert into lock_records (lock_id, seq, record_type, success, keyboard_pwd,
          key_id, operator_uid, electric_quantity, gateway_id, lock_date, server_date)
        select u.* from unnest(${arr((r) => r.lockId)}::bigint[], ${arr((r) => r.seq)}::bigint[],
          ${arr((r) => r.recordType)}::smallint[], ${arr((r) => r.success)}::boolean[],
          ${arr((r) => r.keyboardPwd ?? '')}::text[], ${arr((r) => r.keyId ?? null)}::bigint[],
          ${arr((r) => r.operatorUid ?? null)}::bigint[], ${arr((r) => r.electricQuantity ?? null)}::smallint[],
          ${arr((r) => r.gatewayId ?? null)}::bigint[], ${arr((r) => r.lockDate.toISOString())}::timestamptz[],
          ${arr((r) => r.serverDate.toISOString())}::timestamptz[])
          as u(lock_id, seq, record_type, success, keyboard_pwd, key_id, operator_uid, electric_quantity, gateway_id,
            lock_date, server_date)
        where not exists (select 1 from lock_records r where r.lock_id = u.lock_id and r.seq = u.seq)
        on conflict (lock_id, seq, lock_date) do nothing
        returning id, lock_id, seq, record_type, success, keyboard_pwd, key_id, operator_uid, electric_quantity,
          gateway_id, lock_date, server_date`)) as unknown as { rows: RawRecord[] };
      return inserted.rows.map(fromRaw);
    },

    /** The records page: the same filters as filterWhere, as statements built once per shape (db/shaped.ts). */
    async list(lockId: number, q: RecordQuery) {
      const st = pageStatement({
        start: q.startDate !== undefined,
        end: q.endDate !== undefined,
        types: q.types !== undefined,
        search: q.search ? (hasLetters(q.search) ? 'ilike' : 'like') : null,
        key: Boolean(q.keyId),
      });
      const values = {
        lockId,
        start: q.startDate?.toISOString(),
        end: q.endDate?.toISOString(),
        types: q.types ?? [],
        pattern: q.search ? containsPattern(q.search) : '',
        keyId: q.keyId ?? 0,
        limit: q.limit,
        offset: q.offset,
      };
      const [rows, [counted]] = await Promise.all([st.rows.execute(values), st.total.execute(values)]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type RecordsRepo = ReturnType<typeof createRecordsRepo>;
