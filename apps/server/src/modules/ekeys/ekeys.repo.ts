// SQL of the ekeys module: one key with its lock, the paged item lists (lock, holder and sender joined), sending
// (replace + insert in one transaction), state changes, claiming waiting keys, the unlock-link attempt window.
// No rules here (ekey-rules.ts, ekeys.service.ts).
import { and, count, desc, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { ekeys, locks } from '../../db/schema/devices';
import { createLinkAttemptsRepo } from '../link-attempts/link-attempts.repo';
import { ekeyRevocations } from '../../db/schema/ekey-revocations';
import { containsPattern, ilikeOnce } from '../../db/like';
import { byShape } from '../../db/shaped';

export type EkeyRow = typeof ekeys.$inferSelect;
export type NewEkey = typeof ekeys.$inferInsert;
export type LockRow = typeof locks.$inferSelect;

/** A key as lists show it: the row, its lock's name/MAC/offset, the holder's account and the sender's name. */
export type EkeyListRow = {
  key: EkeyRow;
  lockAlias: string;
  lockMac: string;
  lockTimezoneRawOffset: number;
  holderEmail: string | null;
  holderMobile: string | null;
  holderNickname: string | null;
  senderUsername: string;
  /** Its revocation on the lock (modules/ekey-revocations): none (null), armed, delivered at. */
  revokeId: number | null;
  revokeDeliveredAt: Date | null;
  revokeErrorCode: number | null;
};

/** The holder's account row in listItems (for `where`s of other modules: holder.email, holder.nickname …). */
export const holder = alias(users, 'holder');
const sender = alias(users, 'sender');

/**
 * Search in the key name and the holder's account/nickname (or a waiting key's receiver): the term, or a placeholder
 * for its LIKE pattern (containsPattern) in a statement built once.
 */
export const keySearch = (q: string | Placeholder): SQL => {
  const like = typeof q === 'string' ? containsPattern(q) : q;
  return or(
    ilikeOnce(ekeys.keyName, like),
    ilikeOnce(holder.email, like),
    sql`${holder.mobile} like ${like}`,
    ilikeOnce(holder.nickname, like),
    ilikeOnce(ekeys.pendingReceiver, like),
  )!;
};

const listColumns = {
  key: ekeys,
  lockAlias: locks.lockAlias,
  lockMac: locks.lockMac,
  lockTimezoneRawOffset: locks.timezoneRawOffset,
  holderEmail: holder.email,
  holderMobile: holder.mobile,
  holderNickname: holder.nickname,
  senderUsername: sql<string>`coalesce(nullif(${sender.nickname}, ''), ${sender.email}, ${sender.mobile}, '')`,
  revokeId: ekeyRevocations.id,
  revokeDeliveredAt: ekeyRevocations.deliveredAt,
  revokeErrorCode: ekeyRevocations.lastErrorCode,
};

export function createEkeysRepo(db: Db) {
  const attempts = createLinkAttemptsRepo(db);
  /** The item rows and their count, for a `where` over ekeys / locks / holder (users alias "holder"). */
  const itemsWhere = (where: SQL | undefined) =>
    db
      .select(listColumns)
      .from(ekeys)
      .innerJoin(locks, eq(locks.id, ekeys.lockId))
      .leftJoin(holder, eq(holder.id, ekeys.userId))
      .leftJoin(sender, eq(sender.id, ekeys.senderUserId))
      .leftJoin(ekeyRevocations, and(eq(ekeyRevocations.lockId, ekeys.lockId), eq(ekeyRevocations.keyId, ekeys.id)))
      .where(where);
  const countWhere = (where: SQL | undefined) =>
    db
      .select({ total: count() })
      .from(ekeys)
      .innerJoin(locks, eq(locks.id, ekeys.lockId))
      .leftJoin(holder, eq(holder.id, ekeys.userId))
      .where(where);

  /** Ekey items for any `where`, paged, with the total. */
  async function listItems(q: { where: SQL | undefined; orderBy?: SQL[]; limit: number; offset: number }) {
    const [{ total } = { total: 0 }] = await countWhere(q.where);
    const rows: EkeyListRow[] = await itemsWhere(q.where)
      .orderBy(...(q.orderBy ?? [desc(ekeys.id)]))
      .offset(q.offset)
      .limit(q.limit);
    return { rows, total };
  }

  // listItems with a `where` built once per shape: the page and its total as prepared statements (db/shaped.ts). The
  // shape's JSON is its key alone (a function has none): the first call of a key builds its `where`.
  const shapedItems = byShape('ekey_items', ({ where }: { key: string; where: () => SQL | undefined }, name) => {
    const w = where();
    return {
      rows: itemsWhere(w)
        .orderBy(desc(ekeys.id))
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit'))
        .prepare(name),
      total: countWhere(w).prepare(`${name}_total`),
    };
  });

  /**
   * listItems, newest first, for a `where` that depends only on `shape.key` (its values as placeholders, given in
   * `values`): built once per key. The key must name every way the condition can differ — never user input.
   */
  async function listItemsShaped(
    shape: { key: string; where: () => SQL | undefined },
    values: Record<string, unknown>,
    window: { limit: number; offset: number },
  ): Promise<{ rows: EkeyListRow[]; total: number }> {
    const st = shapedItems(shape);
    const all = { ...values, ...window };
    const [rows, [counted]] = await Promise.all([st.rows.execute(all), st.total.execute(all)]);
    return { rows, total: counted?.total ?? 0 };
  }

  return {
    listItems,

    listItemsShaped,

    /** The holder's own live keys on live locks (the admin keys of owned locks too), newest first: "my keys" and the
     * phone's sync ask it. */
    listMine(userId: number, window: { limit: number; offset: number }) {
      return listItemsShaped(
        {
          key: 'mine',
          where: () =>
            and(eq(ekeys.userId, sql.placeholder('userId')), isNull(ekeys.deletedAt), isNull(locks.deletedAt)),
        },
        { userId },
        window,
      );
    },

    /** One key (deleted ones too) with its lock. */
    async find(keyId: number): Promise<{ key: EkeyRow; lock: LockRow } | undefined> {
      const [r] = await db
        .select({ key: ekeys, lock: locks })
        .from(ekeys)
        .innerJoin(locks, eq(locks.id, ekeys.lockId))
        .where(and(eq(ekeys.id, keyId), isNull(locks.deletedAt)));
      return r;
    },

    /** One key as the lists show it. */
    async item(keyId: number): Promise<EkeyListRow | undefined> {
      const { rows } = await listItems({ where: eq(ekeys.id, keyId), limit: 1, offset: 0 });
      return rows[0];
    },

    /** The account registered under a normalized e-mail or mobile. */
    /** How a sender is named in the receiver's notice: nickname, else e-mail, else mobile. */
    async senderName(userId: number): Promise<string> {
      const [r] = await db
        .select({ name: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.email}, ${users.mobile}, '')` })
        .from(users)
        .where(eq(users.id, userId));
      return r?.name ?? '';
    },

    async accountId(normalized: string): Promise<number | undefined> {
      const [r] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(or(eq(users.email, normalized), eq(users.mobile, normalized)), isNull(users.deletedAt)));
      return r?.id;
    },

    /** The live key (not deleted) of an account, or a waiting key for a receiver, on a lock. */
    async liveKeyOf(lockId: number, who: { userId: number } | { pending: string }): Promise<EkeyRow | undefined> {
      const whose = 'userId' in who ? eq(ekeys.userId, who.userId) : eq(ekeys.pendingReceiver, who.pending);
      const [r] = await db
        .select()
        .from(ekeys)
        .where(and(eq(ekeys.lockId, lockId), whose, isNull(ekeys.deletedAt)));
      return r;
    },

    /** Replaces `oldId` (if any: deleted at once) with `row`, in one transaction. */
    async replace(oldId: number | undefined, row: NewEkey, now: Date): Promise<EkeyRow> {
      return db.transaction(async (tx) => {
        if (oldId !== undefined)
          await tx
            .update(ekeys)
            .set({ keyStatus: '110408', deletedAt: now, updatedAt: now, linkSecret: null })
            .where(and(eq(ekeys.id, oldId), isNull(ekeys.deletedAt)));
        const [r] = await tx.insert(ekeys).values(row).returning();
        return r!;
      });
    },

    async update(keyId: number, set: Partial<NewEkey>): Promise<EkeyRow | undefined> {
      const [r] = await db.update(ekeys).set(set).where(eq(ekeys.id, keyId)).returning();
      return r;
    },

    /** Live keys of `lockId` a holder sent (for delete with issued keys). */
    async issuedBy(lockId: number, senderUserId: number): Promise<EkeyRow[]> {
      return db
        .select()
        .from(ekeys)
        .where(
          and(
            eq(ekeys.lockId, lockId),
            eq(ekeys.senderUserId, senderUserId),
            isNull(ekeys.deletedAt),
            eq(ekeys.isOwner, false),
          ),
        );
    },

    /** Every key a holder still sees at sync (not deleted, or deleting until now). */
    async keysOfHolder(userId: number): Promise<{ key: EkeyRow; lock: LockRow }[]> {
      return db
        .select({ key: ekeys, lock: locks })
        .from(ekeys)
        .innerJoin(locks, eq(locks.id, ekeys.lockId))
        .where(and(eq(ekeys.userId, userId), isNull(ekeys.deletedAt), isNull(locks.deletedAt)))
        .orderBy(desc(ekeys.id));
    },

    /** A deleted account's keys (not an owner's: an owner cannot leave) → deleted at once. Returns them. */
    dropHolder: (userId: number, now: Date): Promise<EkeyRow[]> =>
      db
        .update(ekeys)
        .set({ keyStatus: '110408', deletedAt: now, updatedAt: now, linkSecret: null })
        .where(and(eq(ekeys.userId, userId), isNull(ekeys.deletedAt), eq(ekeys.isOwner, false)))
        .returning(),

    /** The holder's phone synced: pending states settle (spec §4). Returns how many changed. */
    async settlePending(userId: number, now: Date): Promise<void> {
      const mine = and(eq(ekeys.userId, userId), isNull(ekeys.deletedAt));
      await db
        .update(ekeys)
        .set({ keyStatus: '110405', updatedAt: now })
        .where(and(mine, eq(ekeys.keyStatus, '110404')));
      await db
        .update(ekeys)
        .set({ keyStatus: '110401', updatedAt: now })
        .where(and(mine, eq(ekeys.keyStatus, '110406')));
      await db
        .update(ekeys)
        .set({ keyStatus: '110408', deletedAt: now, updatedAt: now, linkSecret: null })
        .where(and(mine, eq(ekeys.keyStatus, '110407')));
    },

    /**
     * A new account claims the keys waiting for its identifier. Where the account already holds a key on that
     * lock (impossible today: it did not exist) the waiting key is dropped. Returns the claimed key ids.
     */
    async claimPending(userId: number, normalized: string, now: Date): Promise<number[]> {
      // An account that binds the identifier later may already hold a key on that lock (one key per user per
      // lock): its own key stays — it may be the owner's or an admin's — and the waiting duplicate is deleted.
      await db
        .update(ekeys)
        .set({ pendingReceiver: null, keyStatus: '110408', deletedAt: now, updatedAt: now })
        .where(
          and(
            eq(ekeys.pendingReceiver, normalized),
            isNull(ekeys.deletedAt),
            sql`exists (select 1 from ekeys held where held.lock_id = ekeys.lock_id and held.user_id = ${userId} and held.deleted_at is null)`,
          ),
        );
      const rows = await db
        .update(ekeys)
        .set({ userId, pendingReceiver: null, keyStatus: '110401', updatedAt: now })
        .where(and(eq(ekeys.pendingReceiver, normalized), isNull(ekeys.deletedAt), eq(ekeys.keyStatus, '110402')))
        .returning({ id: ekeys.id });
      // Frozen (etc.) waiting keys keep their status but get their holder.
      const rest = await db
        .update(ekeys)
        .set({ userId, pendingReceiver: null, updatedAt: now })
        .where(and(eq(ekeys.pendingReceiver, normalized), isNull(ekeys.deletedAt)))
        .returning({ id: ekeys.id });
      return [...rows, ...rest].map((r) => r.id);
    },

    /** Unlock-link attempts in the window: by this token and by this IP. Records this attempt first. */
    countAttempts: (tokenHash: string, ip: string, since: Date, now: Date) =>
      attempts.count('unlockLink', tokenHash, ip, since, now),
    pruneAttempts: (before: Date) => attempts.prune(before),

    /** A once key's use, taken atomically (false: already used). */
    async claimOnceUse(keyId: number, now: Date): Promise<boolean> {
      const r = await db
        .update(ekeys)
        .set({ usedAt: now })
        .where(and(eq(ekeys.id, keyId), isNull(ekeys.usedAt)))
        .returning({ id: ekeys.id });
      return r.length > 0;
    },
  };
}

export type EkeysRepo = ReturnType<typeof createEkeysRepo>;
