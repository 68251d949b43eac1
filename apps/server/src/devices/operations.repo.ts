// SQL of the operation tracker. Every state change is a conditional UPDATE … RETURNING, so exactly one node
// wins a transition (result vs timeout vs gateway offline) and only the winner reports it.
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  lt,
  notExists,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { byShape, rowPlaceholders, rowShape, rowValues, type RowShape } from '../db/shaped';
import { operations } from '../db/schema/devices';
import { OP_STATE } from '@lockconsole/shared/devices/enums';
import type { EventBus } from '../realtime/event-bus';

export type OperationRow = typeof operations.$inferSelect;
/** An operation as the statement that ended it reads it: with whether a command to its lock waits behind it. */
export type EndedRow = OperationRow & { waiting: boolean };
export type FinalFields = {
  state: number;
  errorCode: number;
  reasonKey?: string | null;
  reasonParams?: Record<string, unknown> | null;
  result?: Record<string, unknown> | null;
  lockId?: number | null;
};

const PENDING = [OP_STATE.operating, OP_STATE.wait];

type EndingUpdate = ReturnType<ReturnType<ReturnType<ReturnType<Db['update']>['set']>['where']>['returning']>;

// What must not outlive the command, dropped by the update that ends it, however it ends: the lock's secret of a
// `lock.init` (it lives only in locks.lock_secret), a face photo or a reader's template of an enrolment (issue 15:
// not kept on the server; the template is kept sealed elsewhere). Handlers of `operation.succeeded` read the row
// before it ends; those of `operation.failed` never read these.
const withoutSecrets = sql`case ${operations.type}
  when 'lock.init' then ${operations.args} - 'secret'
  when 'credential.enroll' then ${operations.args} - 'photo' - 'template'
  else ${operations.args} end`;

/** Epoch milliseconds of a timestamp column, as `Date.getTime()` gives them. */
const epochMs = (c: SQLWrapper) => sql`floor(extract(epoch from ${c}) * 1000)::bigint`;

/** `toOperationEvent` in SQL over operations rows (`t`: a CTE of them): the live event a statement stores with the
 * change that ends an operation (`ending` below). Compared with operation-events.ts's toOperationEvent in event-bus.pg.test.ts. */
const operationEventSql = (t: Record<keyof OperationRow, SQLWrapper>) =>
  sql`jsonb_build_object('operationId', ${t.id}, 'userId', ${t.userId}, 'type', ${t.type}, 'operateType', ${t.operateType},
    'state', ${t.state}, 'lockId', ${t.lockId}, 'gatewayId', ${t.gatewayId}, 'errorCode', ${t.errorCode},
    'reasonKey', ${t.reasonKey}, 'reasonParams', ${t.reasonParams}, 'createdAt', ${epochMs(t.createdAt)},
    'finishedAt', ${epochMs(t.finishedAt)})`;

export type OperationsRepoOptions = {
  /** The bus's way to store a live event in the statement that makes its change (PostgreSQL, event-bus.ts): the
   * insert of a command and every update that ends operations then store and announce their live events themselves. */
  storeEvents?: EventBus['storeWith'];
};

export function createOperationsRepo(db: Db, o: OperationsRepoOptions = {}) {
  /** The columns of a CTE of operations rows (an insert's or update's `returning()`), which drizzle types loosely. */
  const columnsOf = (cte: object) => {
    const cols = cte as Record<keyof OperationRow, SQLWrapper>;
    const fields = Object.fromEntries(
      Object.keys(getTableColumns(operations)).map((k) => [k, cols[k as keyof OperationRow]]),
    ) as unknown as typeof operations._.columns;
    return { cols, fields };
  };
  /** A CTE storing and announcing the live event of each row of `rows` (a CTE of operations rows) to its account. */
  const told = (rows: SQLWrapper, cols: Record<keyof OperationRow, SQLWrapper>) =>
    db
      .$with('told', {})
      .as(
        o.storeEvents!(sql`${rows}`, { userId: sql`${cols.userId}`, type: 'operation', data: operationEventSql(cols) }),
      );
  /**
   * The update that ends operations, read back with whether a command to the same lock waits behind each (`waiting`:
   * the tracker claims the next one only then — most ends have none, and the read it did after every end is gone).
   * Where the bus stores events, each ended row's live event is stored and announced by the same statement: a node
   * killed right after it cannot leave an end unheard.
   */
  const ending = (update: EndingUpdate) => {
    const done = db.$with('done').as(update);
    const { cols, fields } = columnsOf(done);
    const waiting = sql<boolean>`exists (select 1 from ${operations} w where w.lock_mac = done.lock_mac and w.state = ${OP_STATE.wait} and w.id <> done.id)`;
    const ctes = o.storeEvents ? [done, told(done, cols)] : [done];
    return db
      .with(...ctes)
      .select({ ...fields, waiting })
      .from(done);
  };

  const oneBy = (where: SQL, name: string) => db.select().from(operations).where(where).limit(1).prepare(name);
  // Read where an operation's end was not heard here (another node's answer, a lost notice) and by /operation/get.
  const byId = oneBy(eq(operations.id, sql.placeholder('id')), 'operation_by_id');
  // Read for every answer a gateway sends.
  const byReq = oneBy(eq(operations.reqId, sql.placeholder('reqId')), 'operation_by_req');
  // Read after an operation that ends with a command waiting behind it (that one goes next).
  const nextWaiting = db
    .select({ id: operations.id, type: operations.type })
    .from(operations)
    .where(and(eq(operations.lockMac, sql.placeholder('mac')), eq(operations.state, OP_STATE.wait)))
    .orderBy(asc(operations.id))
    .limit(1)
    .prepare('operation_next_waiting');
  // Every command's row is written three times (made, sent, ended): statements built once per shape (db/shaped.ts).
  const insertStatement = byShape('operation_insert', (row: RowShape, name) => {
    const busy = sql`exists (select 1 from ${operations} where ${operations.lockMac} = ${sql.placeholder('v_lockMac')} and ${operations.state} = ${OP_STATE.operating})`;
    const insert = db
      .insert(operations)
      .values({
        ...(rowPlaceholders(row) as unknown as typeof operations.$inferInsert),
        state: sql`case when ${busy} then ${OP_STATE.wait}::smallint else ${OP_STATE.operating}::smallint end`,
        deadlineAt: sql`case when ${busy} then ${sql.placeholder('behind')}::timestamptz else ${sql.placeholder('alone')}::timestamptz end`,
      })
      .returning();
    if (!o.storeEvents) return insert.prepare(name);
    // Its "started" (or "waiting") live event stored and announced by the insert itself: stored before the command
    // is sent, so its end — whichever node hears the answer — is stored after it; and one round trip fewer between
    // the request and the gateway.
    const made = db.$with('made').as(insert);
    const { cols, fields } = columnsOf(made);
    return db.with(made, told(made, cols)).select(fields).from(made).prepare(name);
  });
  const markSentStatement = db
    .update(operations)
    .set({ sentAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(operations.id, sql.placeholder('id')))
    .returning()
    .prepare('operation_mark_sent');
  const finishStatement = byShape('operation_finish', (s: { by: 'id' | 'req'; row: RowShape }, name) =>
    ending(
      db
        .update(operations)
        .set({
          ...(rowPlaceholders(s.row) as unknown as Partial<OperationRow>),
          finishedAt: sql`${sql.placeholder('now')}::timestamptz`,
          args: withoutSecrets,
        })
        .where(
          and(
            s.by === 'id'
              ? eq(operations.id, sql.placeholder('id'))
              : and(
                  eq(operations.reqId, sql.placeholder('reqId')),
                  eq(operations.gatewayId, sql.placeholder('gatewayId')),
                ),
            inArray(operations.state, PENDING),
          ),
        )
        .returning(),
    ).prepare(name),
  );
  const finishOne = (by: { id: number } | { reqId: string; gatewayId: number }, f: FinalFields, now: Date) =>
    finishStatement({ by: 'id' in by ? 'id' : 'req', row: rowShape(f) }).execute({
      ...rowValues(f),
      ...by,
      now: now.toISOString(),
    });

  async function finishWhere(where: SQL | undefined, f: FinalFields, now: Date) {
    return ending(
      db
        .update(operations)
        .set({ ...f, finishedAt: now, args: withoutSecrets })
        .where(and(where, inArray(operations.state, PENDING)))
        .returning(),
    );
  }

  /** A waiting command, now operating, unless another node claimed it first. */
  async function claim(next: { id: number; type: string }, now: Date, deadlineOf: (type: string) => Date) {
    const [row] = await db
      .update(operations)
      .set({ state: OP_STATE.operating, sentAt: now, deadlineAt: deadlineOf(next.type) })
      .where(and(eq(operations.id, next.id), eq(operations.state, OP_STATE.wait)))
      .returning();
    return row;
  }

  return {
    /** Whether the insert of a command and the updates that end operations store and announce their live events
     * themselves (`storeEvents`). */
    eventsStored: Boolean(o.storeEvents),

    /**
     * A new command, operating — or waiting when a command to the same lock is operating already, with the longer
     * deadline — decided by the insert itself (one round trip on every command; it was a read, then the insert).
     */
    async insertBehindOperating(
      v: Omit<typeof operations.$inferInsert, 'state' | 'deadlineAt'>,
      deadline: { alone: Date; behind: Date },
    ) {
      const [row] = await insertStatement(rowShape(v)).execute({
        ...rowValues(v),
        alone: deadline.alone.toISOString(),
        behind: deadline.behind.toISOString(),
      });
      return row!;
    },

    /** The operation as it is once sent (it may have ended already: a lock that answers at once). */
    async markSent(id: number, now: Date) {
      const [row] = await markSentStatement.execute({ id, now: now.toISOString() });
      return row;
    },

    finish: (id: number, f: FinalFields, now: Date) => finishOne({ id }, f, now),

    finishByReq: (reqId: string, gatewayId: number, f: FinalFields, now: Date) =>
      finishOne({ reqId, gatewayId }, f, now),

    findByReq: async (reqId: string) => {
      const [row] = await byReq.execute({ reqId });
      return row;
    },

    expire: (now: Date, f: FinalFields) => finishWhere(lt(operations.deadlineAt, now), f, now),

    failOfGateway: (gatewayId: number, f: FinalFields, now: Date) =>
      finishWhere(eq(operations.gatewayId, gatewayId), f, now),

    failOfNode: (nodeId: string, f: FinalFields, now: Date) => finishWhere(eq(operations.nodeId, nodeId), f, now),

    /** The oldest waiting command of the lock, now operating (wait → operating), with the deadline its type gets. */
    async claimNextWaiting(lockMac: string, now: Date, deadlineOf: (type: string) => Date) {
      const [next] = await nextWaiting.execute({ mac: lockMac });
      return next ? claim(next, now, deadlineOf) : undefined;
    },

    /**
     * Waiting commands with nothing operating on their lock — the one ahead ended while this one was being inserted
     * (another node's statements overlapping), so no end claimed it: the oldest of each such lock, now operating.
     * The sweeper's; without it such a command would wait out its deadline and fail.
     */
    async claimStranded(now: Date, deadlineOf: (type: string) => Date) {
      const ahead = alias(operations, 'ahead');
      const stranded = await db
        .selectDistinctOn([operations.lockMac], { id: operations.id, type: operations.type })
        .from(operations)
        .where(
          and(
            eq(operations.state, OP_STATE.wait),
            notExists(
              db
                .select({ one: sql`1` })
                .from(ahead)
                .where(and(eq(ahead.lockMac, operations.lockMac), eq(ahead.state, OP_STATE.operating))),
            ),
          ),
        )
        .orderBy(operations.lockMac, asc(operations.id))
        .limit(100);
      const claimed: OperationRow[] = [];
      for (const s of stranded) {
        const row = await claim(s, now, deadlineOf);
        if (row) claimed.push(row);
      }
      return claimed;
    },

    async get(id: number) {
      const [row] = await byId.execute({ id });
      return row;
    },

    async listByUser(userId: number, o: { lockId?: number; pendingOnly?: boolean; limit: number; offset: number }) {
      const where = and(
        eq(operations.userId, userId),
        o.lockId ? eq(operations.lockId, o.lockId) : undefined,
        o.pendingOnly ? inArray(operations.state, PENDING) : undefined,
      );
      const rows = await db
        .select()
        .from(operations)
        .where(where)
        .orderBy(desc(operations.id))
        .limit(o.limit)
        .offset(o.offset);
      const [{ total }] = (await db
        .select({ total: sql<number>`count(*)::int` })
        .from(operations)
        .where(where)) as [{ total: number }];
      return { rows, total };
    },
  };
}

export type OperationsRepo = ReturnType<typeof createOperationsRepo>;
