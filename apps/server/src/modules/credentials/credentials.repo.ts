// SQL of the credential engine (issue 14): the rows of one lock and kind, the account-wide view by number (scoped
// with the lock rules' SQL), and the conditional sync moves of a push (pending → confirmed | failed). Every move
// names the action and state it expects, so a late or repeated report cannot move a row twice. No rules here.
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, ilikeOnce } from '../../db/like';
import { byShape } from '../../db/shaped';
import { users } from '../../db/schema/accounts';
import { ekeys, locks } from '../../db/schema/devices';
import { credentials, type CredentialSyncAction } from '../../db/schema/credentials';
import { callerKeyOn } from '../permissions/lock-access.repo';
import { lockScopeParts } from '../permissions/lock-scope';

export type CredentialRow = typeof credentials.$inferSelect;
export type CredentialInsert = typeof credentials.$inferInsert;
export type SyncFailure = { errorCode: number; reasonKey: string | null; reasonParams: Record<string, unknown> | null };
/** A row with what lists show beside it. */
export type CredentialView = { row: CredentialRow; lockAlias: string; sender: string };

const c = credentials;
const live = and(isNull(c.deletedAt));
const ofLock = (lockId: number | Placeholder, kind: string | Placeholder) =>
  and(eq(c.lockId, lockId), eq(c.kind, kind), isNull(c.deletedAt));
/** Name or number contains the term: `pattern` is a LIKE pattern (db/like.ts containsPattern). */
const matching = (pattern: string | Placeholder) => or(ilikeOnce(c.name, pattern), ilikeOnce(c.number, pattern));
const stillPending = (id: number, action: CredentialSyncAction) =>
  and(eq(c.id, id), isNull(c.deletedAt), eq(c.syncAction, action), eq(c.syncState, 'pending'));
const ORDER = [asc(c.name), desc(c.id), desc(c.name)] as const;

export function createCredentialsRepo(db: Db) {
  const viewSelect = () =>
    db
      .select({
        row: c,
        lockAlias: locks.lockAlias,
        sender: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.email}, ${users.mobile}, '')`,
      })
      .from(c)
      .innerJoin(locks, eq(locks.id, c.lockId))
      .leftJoin(users, eq(users.id, c.senderUserId));
  const views = (where: SQL | undefined, order: SQL[]) =>
    viewSelect()
      .where(where)
      .orderBy(...order);
  const search = (s?: string) => (s ? matching(containsPattern(s)) : undefined);
  // A lock's page of one kind (the card, fingerprint, face, palm vein, QR code, key fob and keypad tabs) and its count,
  // built once per shape (db/shaped.ts).
  const P = {
    lockId: sql.placeholder('lockId'),
    kind: sql.placeholder('kind'),
    pattern: sql.placeholder('pattern'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  };
  const pageStatement = byShape('credentials_page', (s: { search: boolean; orderBy: 0 | 1 | 2 }, name) => {
    const where = and(ofLock(P.lockId, P.kind), s.search ? matching(P.pattern) : undefined);
    return {
      rows: viewSelect()
        .where(where)
        .orderBy(ORDER[s.orderBy], desc(c.id))
        .limit(P.limit)
        .offset(P.offset)
        .prepare(name),
      total: db.select({ n: count() }).from(c).where(where).prepare(`${name}_total`),
    };
  });

  return {
    async get(id: number): Promise<CredentialRow | undefined> {
      const [r] = await db.select().from(c).where(eq(c.id, id));
      return r;
    },
    async find(lockId: number, kind: string, id: number): Promise<CredentialRow | undefined> {
      const [r] = await db
        .select()
        .from(c)
        .where(and(eq(c.id, id), ofLock(lockId, kind)));
      return r;
    },
    async view(id: number): Promise<CredentialView | undefined> {
      const [r] = await views(eq(c.id, id), []);
      return r;
    },
    async byNumber(lockId: number, kind: string, number: string): Promise<CredentialRow | undefined> {
      const [r] = await db
        .select()
        .from(c)
        .where(and(ofLock(lockId, kind), eq(c.number, number)));
      return r;
    },
    /** Live numbers of the lock among `numbers`. */
    async numbersOn(lockId: number, kind: string, numbers: string[]): Promise<Map<string, CredentialRow>> {
      if (numbers.length === 0) return new Map();
      const rows = await db
        .select()
        .from(c)
        .where(and(ofLock(lockId, kind), inArray(c.number, numbers)));
      return new Map(rows.map((r) => [r.number, r]));
    },
    async allOf(lockId: number, kind: string): Promise<CredentialRow[]> {
      return db.select().from(c).where(ofLock(lockId, kind));
    },
    /** Credentials the lock holds or is about to hold (lost ones are on its blacklist instead). */
    async countOn(lockId: number, kind: string): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(c)
        .where(and(ofLock(lockId, kind), eq(c.state, 'normal'), eq(c.medium, 'lock')));
      return r?.n ?? 0;
    },
    async page(
      lockId: number,
      kind: string,
      q: { searchStr?: string; orderBy: 0 | 1 | 2; limit: number; offset: number },
    ) {
      const st = pageStatement({ search: Boolean(q.searchStr), orderBy: q.orderBy });
      const values = {
        lockId,
        kind,
        pattern: q.searchStr ? containsPattern(q.searchStr) : '',
        limit: q.limit,
        offset: q.offset,
      };
      const [rows, [total]] = await Promise.all([st.rows.execute(values), st.total.execute(values)]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Numbers of the kind on locks the caller manages (owner or authorized admin), a page of numbers. */
    async numberPage(
      userId: number,
      kind: string,
      nowMs: number,
      q: { searchStr?: string; limit: number; offset: number },
    ) {
      // Owned locks and locks of the caller's admin keys: two index paths (the owner's locks, the holder's keys),
      // not one scan of every lock with "owner or key" on each row.
      const p = lockScopeParts(userId, 'manage', nowMs);
      const owned = db.select({ id: locks.id }).from(locks).where(and(p.live, p.owner));
      const held = db
        .select({ id: locks.id })
        .from(ekeys)
        .innerJoin(locks, callerKeyOn(userId))
        .where(and(p.live, p.key));
      const inScope = or(inArray(c.lockId, owned), inArray(c.lockId, held));
      const where = and(eq(c.kind, kind), live, inScope, search(q.searchStr));
      const [nums, [total]] = await Promise.all([
        db
          .selectDistinct({ number: c.number })
          .from(c)
          .where(where)
          .orderBy(asc(c.number))
          .limit(q.limit)
          .offset(q.offset),
        db
          .select({ n: sql<number>`count(distinct ${c.number})::int` })
          .from(c)
          .where(where),
      ]);
      const numbers = nums.map((n) => n.number);
      const rows = numbers.length
        ? await views(and(where, inArray(c.number, numbers)), [asc(c.number), asc(locks.lockAlias)])
        : [];
      return { numbers, rows, total: total?.n ?? 0 };
    },
    /** The names given to these numbers on the lock (deleted credentials too: their records keep a name). */
    async namesOf(lockId: number, kind: string, numbers: string[]): Promise<Map<string, string>> {
      if (numbers.length === 0) return new Map();
      const rows = await db
        .select({ number: c.number, name: c.name })
        .from(c)
        .where(and(eq(c.lockId, lockId), eq(c.kind, kind), inArray(c.number, numbers)))
        .orderBy(asc(c.id));
      // The newest row of a number wins (a card issued again keeps its latest name).
      return new Map(rows.filter((r) => r.name).map((r) => [r.number, r.name]));
    },
    /** Locks holding the number (the caller scopes them). */
    async lockIdsWith(kind: string, number: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ lockId: c.lockId })
        .from(c)
        .where(and(eq(c.kind, kind), eq(c.number, number.replace(/^0+(?=\d)/, '')), live));
      return rows.map((r) => r.lockId);
    },
    /** Live rows of the number on any lock (the caller filters by permission). */
    async everywhere(kind: string, number: string): Promise<CredentialRow[]> {
      return db
        .select()
        .from(c)
        .where(and(eq(c.kind, kind), eq(c.number, number), live));
    },

    async insert(row: CredentialInsert): Promise<CredentialRow | undefined> {
      const [r] = await db.insert(c).values(row).onConflictDoNothing().returning();
      return r;
    },
    async update(id: number, set: Partial<CredentialRow>): Promise<CredentialRow | undefined> {
      const [r] = await db
        .update(c)
        .set(set)
        .where(and(eq(c.id, id), isNull(c.deletedAt)))
        .returning();
      return r;
    },
    /** Starts a push: the row waits for `action` (only from a state that allows it). Undefined when it moved. */
    async markPending(
      id: number,
      o: {
        action: CredentialSyncAction;
        now: Date;
        resetFailures: boolean;
        set?: Partial<CredentialRow>;
        notPending?: boolean;
      },
    ): Promise<CredentialRow | undefined> {
      const [r] = await db
        .update(c)
        .set({
          ...o.set,
          syncAction: o.action,
          syncState: 'pending',
          syncOperationId: null,
          updatedAt: o.now,
          ...(o.resetFailures ? { syncFailures: 0 } : {}),
        })
        .where(and(eq(c.id, id), isNull(c.deletedAt), or(isNull(c.syncState), eq(c.syncState, 'failed'))))
        .returning();
      return r;
    },
    async attachOperation(ids: number[], operationId: number): Promise<CredentialRow[]> {
      if (ids.length === 0) return [];
      return db
        .update(c)
        .set({ syncOperationId: operationId })
        .where(and(inArray(c.id, ids), eq(c.syncState, 'pending'), isNull(c.syncOperationId)))
        .returning();
    },
    async markFailed(
      id: number,
      o: { action: CredentialSyncAction; now: Date; operationId: number | null },
      f: SyncFailure,
    ): Promise<CredentialRow | undefined> {
      const [r] = await db
        .update(c)
        .set({
          syncState: 'failed',
          syncOperationId: o.operationId,
          syncErrorCode: f.errorCode,
          syncReasonKey: f.reasonKey,
          syncReasonParams: f.reasonParams,
          syncFailures: sql`${c.syncFailures} + 1`,
          updatedAt: o.now,
        })
        .where(stillPending(id, o.action))
        .returning();
      return r;
    },
    /** The lock confirmed: the row takes `set` and is in sync. */
    async markConfirmed(
      id: number,
      o: { action: CredentialSyncAction; now: Date; operationId: number },
      set: Partial<CredentialRow>,
    ): Promise<CredentialRow | undefined> {
      const [r] = await db
        .update(c)
        .set({
          ...set,
          syncAction: null,
          syncState: null,
          syncOperationId: o.operationId,
          syncErrorCode: null,
          syncReasonKey: null,
          syncReasonParams: null,
          syncFailures: 0,
          pendingChange: null,
          updatedAt: o.now,
        })
        .where(stillPending(id, o.action))
        .returning();
      return r;
    },
    /** Deletes a row the lock never held (an add never sent). */
    async deleteNow(id: number, now: Date): Promise<CredentialRow | undefined> {
      const [r] = await db
        .update(c)
        // A deleted credential keeps no biometric data.
        .set({
          deletedAt: now,
          updatedAt: now,
          syncAction: null,
          syncState: null,
          pendingChange: null,
          sealedTemplate: null,
        })
        .where(and(eq(c.id, id), isNull(c.deletedAt)))
        .returning();
      return r;
    },
    /** Clear: every normal row of the lock and kind not already waiting becomes a pending delete. */
    async markAllDeleting(lockId: number, kind: string, now: Date): Promise<CredentialRow[]> {
      return db
        .update(c)
        .set({ syncAction: 'delete', syncState: 'pending', syncOperationId: null, updatedAt: now, syncFailures: 0 })
        .where(
          and(
            ofLock(lockId, kind),
            eq(c.state, 'normal'),
            eq(c.medium, 'lock'),
            or(isNull(c.syncState), eq(c.syncState, 'failed')),
          ),
        )
        .returning();
    },
  };
}

export type CredentialsRepo = ReturnType<typeof createCredentialsRepo>;
