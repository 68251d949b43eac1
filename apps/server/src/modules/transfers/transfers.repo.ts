// SQL for transfers (issue 19): offers and their locks, the caller's transferable locks, and the move of a lock to
// its new owner in one transaction. No rules here.
import { and, asc, count, desc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { KEY_STATUS } from '@lockconsole/shared/ekey/ekey';
import { TRANSFER_STATUS } from '@lockconsole/shared/transfer/transfer';
import type { Db } from '../../db/client';
import { containsPattern, ilikeOnce } from '../../db/like';
import { lockSettings } from '../../db/schema/lock-settings';
import { ekeys, gateways, lockGateways, locks } from '../../db/schema/devices';
import { users } from '../../db/schema/accounts';
import { transferGateways, transferLocks, transfers } from '../../db/schema/transfers';
import { windowOf, type Paging } from '../../http/paging';

export type TransferRow = typeof transfers.$inferSelect;
type KeyRow = typeof ekeys.$inferSelect;

/** A unique violation of the "one waiting offer per lock" index (the only unique index an offer can break). */
export { isUniqueViolation as isLockAlreadyOffered } from '../accounts/accounts.repo';

export function createTransfersRepo(db: Db) {
  const waitingLockIds = db
    .select({ id: transferLocks.lockId })
    .from(transferLocks)
    .where(eq(transferLocks.waiting, true));

  return {
    /** The owner's locks no waiting offer holds, by name, with the names of the gateways that reach each. */
    async transferable(ownerId: number, q: Paging & { lockAlias?: string }) {
      const where = and(
        eq(locks.userId, ownerId),
        isNull(locks.deletedAt),
        notInArray(locks.id, waitingLockIds),
        q.lockAlias ? ilikeOnce(locks.lockAlias, containsPattern(q.lockAlias)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            lockId: locks.id,
            lockAlias: locks.lockAlias,
            gateways: sql<
              string[]
            >`coalesce((select array_agg(g.gateway_name order by g.gateway_name) from lock_gateways lg join gateways g on g.id = lg.gateway_id where lg.lock_id = locks.id and g.deleted_at is null), '{}')`,
          })
          .from(locks)
          .where(where)
          .orderBy(sql`lower(${locks.lockAlias})`, asc(locks.id))
          .limit(windowOf(q).limit)
          .offset(windowOf(q).offset),
        db.select({ n: count() }).from(locks).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The owner's gateways no waiting offer holds, with how many of the owner's locks each reaches. */
    async transferableGateways(ownerId: number, q: Paging) {
      const waitingGateways = db
        .select({ id: transferGateways.gatewayId })
        .from(transferGateways)
        .where(eq(transferGateways.waiting, true));
      const where = and(
        eq(gateways.userId, ownerId),
        isNull(gateways.deletedAt),
        notInArray(gateways.id, waitingGateways),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            gatewayId: gateways.id,
            gatewayName: gateways.gatewayName,
            lockCount: sql<number>`(select count(*)::int from lock_gateways lg join locks l on l.id = lg.lock_id where lg.gateway_id = gateways.id and l.user_id = ${ownerId} and l.deleted_at is null)`,
          })
          .from(gateways)
          .where(where)
          .orderBy(asc(gateways.gatewayName), asc(gateways.id))
          .limit(windowOf(q).limit)
          .offset(windowOf(q).offset),
        db.select({ n: count() }).from(gateways).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The caller's own live gateways among `ids`, with their names. */
    async ownGateways(ownerId: number, ids: number[]) {
      return db
        .select({ id: gateways.id, gatewayName: gateways.gatewayName })
        .from(gateways)
        .where(and(inArray(gateways.id, ids), eq(gateways.userId, ownerId), isNull(gateways.deletedAt)));
    },

    /** The owner's live locks reached through any of `gatewayIds`, not in a waiting offer. */
    async locksBehind(ownerId: number, gatewayIds: number[]) {
      return db
        .selectDistinct({ id: locks.id, lockAlias: locks.lockAlias })
        .from(locks)
        .innerJoin(lockGateways, eq(lockGateways.lockId, locks.id))
        .where(
          and(
            inArray(lockGateways.gatewayId, gatewayIds),
            eq(locks.userId, ownerId),
            isNull(locks.deletedAt),
            notInArray(locks.id, waitingLockIds),
          ),
        );
    },

    /** Whether any of these locks or gateways is in a waiting offer (checked before a code is used up). */
    async anyWaiting(lockIds: number[], gatewayIds: number[]): Promise<boolean> {
      const [l] = lockIds.length
        ? await db
            .select({ id: transferLocks.lockId })
            .from(transferLocks)
            .where(and(eq(transferLocks.waiting, true), inArray(transferLocks.lockId, lockIds)))
            .limit(1)
        : [];
      const [g] = gatewayIds.length
        ? await db
            .select({ id: transferGateways.gatewayId })
            .from(transferGateways)
            .where(and(eq(transferGateways.waiting, true), inArray(transferGateways.gatewayId, gatewayIds)))
            .limit(1)
        : [];
      return !!(l || g);
    },

    /** The caller's own live locks among `lockIds`, with their names. */
    async ownLocks(ownerId: number, lockIds: number[]) {
      return db
        .select({ id: locks.id, lockAlias: locks.lockAlias })
        .from(locks)
        .where(and(inArray(locks.id, lockIds), eq(locks.userId, ownerId), isNull(locks.deletedAt)));
    },

    /** A new waiting offer and its locks; throws a unique violation when one of the locks is already offered. */
    async offer(
      t: Omit<TransferRow, 'id' | 'status' | 'decidedAt'>,
      lockList: { id: number; lockAlias: string }[],
      gatewayList: { id: number; gatewayName: string }[] = [],
      /** Types 5 and 6: what the offer holds (credential-transfers.repo.ts). */
      more?: (tx: Db, transferId: number) => Promise<void>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(transfers)
          .values({ ...t, status: TRANSFER_STATUS.waiting })
          .returning({ id: transfers.id });
        if (lockList.length)
          await tx
            .insert(transferLocks)
            .values(lockList.map((l) => ({ transferId: row!.id, lockId: l.id, lockAlias: l.lockAlias })));
        if (gatewayList.length)
          await tx
            .insert(transferGateways)
            .values(gatewayList.map((g) => ({ transferId: row!.id, gatewayId: g.id, gatewayName: g.gatewayName })));
        if (more) await more(tx as unknown as Db, row!.id);
        return row!.id;
      });
    },

    async find(id: number): Promise<TransferRow | undefined> {
      const [row] = await db.select().from(transfers).where(eq(transfers.id, id));
      return row;
    },

    /**
     * Ends a waiting offer with `status` (accepted, declined, withdrawn, expired) unless it has ended already; with
     * `work`, inside the same transaction (the move of the locks). Undefined when it was no longer waiting.
     */
    async decide<T>(id: number, status: number, now: Date, work?: (tx: Db, t: TransferRow) => Promise<T>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(transfers)
          .set({ status, decidedAt: now })
          .where(and(eq(transfers.id, id), eq(transfers.status, TRANSFER_STATUS.waiting)))
          .returning();
        if (!row) return undefined;
        await tx.update(transferLocks).set({ waiting: false }).where(eq(transferLocks.transferId, id));
        await tx.update(transferGateways).set({ waiting: false }).where(eq(transferGateways.transferId, id));
        return { row, result: work ? await work(tx, row) : undefined };
      });
    },

    /** Waiting offers whose time is up. */
    async overdue(now: Date, limit = 100): Promise<number[]> {
      const rows = await db
        .select({ id: transfers.id })
        .from(transfers)
        .where(and(eq(transfers.status, TRANSFER_STATUS.waiting), lt(transfers.expiresAt, now)))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async gatewayNames(transferIds: number[]) {
      if (!transferIds.length) return [];
      return db
        .select({
          transferId: transferGateways.transferId,
          gatewayId: transferGateways.gatewayId,
          gatewayName: transferGateways.gatewayName,
        })
        .from(transferGateways)
        .where(inArray(transferGateways.transferId, transferIds))
        .orderBy(asc(transferGateways.gatewayId));
    },

    async lockNames(transferIds: number[]) {
      if (!transferIds.length) return [];
      return db
        .select({
          transferId: transferLocks.transferId,
          lockId: transferLocks.lockId,
          lockAlias: transferLocks.lockAlias,
        })
        .from(transferLocks)
        .where(inArray(transferLocks.transferId, transferIds))
        .orderBy(asc(transferLocks.lockId));
    },

    /** The caller's transfers (received, sent or both), newest first, with each counterpart's nickname. */
    async page(userId: number, direction: 'in' | 'out' | undefined, p: Paging) {
      const mine =
        direction === 'in'
          ? eq(transfers.receiverId, userId)
          : direction === 'out'
            ? eq(transfers.senderId, userId)
            : or(eq(transfers.receiverId, userId), eq(transfers.senderId, userId));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            t: transfers,
            senderNickname: sql<string>`(select nickname from users u where u.id = ${transfers.senderId})`,
            receiverNickname: sql<string>`(select nickname from users u where u.id = ${transfers.receiverId})`,
          })
          .from(transfers)
          .where(mine)
          .orderBy(desc(transfers.id))
          .limit(windowOf(p).limit)
          .offset(windowOf(p).offset),
        db.select({ n: count() }).from(transfers).where(mine),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async accountOf(userId: number) {
      const [u] = await db
        .select({ email: users.email, mobile: users.mobile, nickname: users.nickname })
        .from(users)
        .where(eq(users.id, userId));
      return u;
    },

    /**
     * Moves the offered locks its sender still owns to the receiver, inside `tx`: the owner changes, the lock leaves
     * the sender's group and the gateways the receiver does not own; the sender's admin key, the authorized admins
     * and the receiver's own ordinary key end (the receiver gets the owner's admin key). Ekeys of other people,
     * passcodes, cards and the other credentials stay on the lock (they open it until the new owner deletes them).
     * Returns the moved locks and the keys that ended (to be taken back on the locks).
     */
    /**
     * Moves the offered gateways the sender still owns to the receiver, inside `tx` (before the locks: a moved lock
     * keeps its link to a gateway that moved with it). A moved gateway stops reaching locks the receiver does not own.
     */
    async moveGateways(tx: Db, t: TransferRow): Promise<number[]> {
      const offered = await tx
        .select({ gatewayId: transferGateways.gatewayId })
        .from(transferGateways)
        .where(eq(transferGateways.transferId, t.id));
      if (!offered.length) return [];
      const moved = await tx
        .update(gateways)
        .set({ userId: t.receiverId })
        .where(
          and(
            inArray(
              gateways.id,
              offered.map((o) => o.gatewayId),
            ),
            eq(gateways.userId, t.senderId),
            isNull(gateways.deletedAt),
          ),
        )
        .returning({ id: gateways.id });
      const ids = moved.map((m) => m.id);
      if (ids.length) {
        const offeredLocks = tx
          .select({ id: transferLocks.lockId })
          .from(transferLocks)
          .where(eq(transferLocks.transferId, t.id));
        const receivers = tx.select({ id: locks.id }).from(locks).where(eq(locks.userId, t.receiverId));
        await tx
          .delete(lockGateways)
          .where(
            and(
              inArray(lockGateways.gatewayId, ids),
              notInArray(lockGateways.lockId, offeredLocks),
              notInArray(lockGateways.lockId, receivers),
            ),
          );
      }
      return ids;
    },

    async moveLocks(tx: Db, t: TransferRow, now: Date): Promise<{ lockIds: number[]; ended: KeyRow[] }> {
      const offered = await tx
        .select({ lockId: transferLocks.lockId })
        .from(transferLocks)
        .where(eq(transferLocks.transferId, t.id));
      const moved = await tx
        .update(locks)
        .set({ userId: t.receiverId, groupId: null })
        .where(
          and(
            inArray(
              locks.id,
              offered.map((o) => o.lockId),
            ),
            eq(locks.userId, t.senderId),
            isNull(locks.deletedAt),
          ),
        )
        .returning({ id: locks.id, lockAlias: locks.lockAlias });
      const lockIds = moved.map((m) => m.id);
      if (!lockIds.length) return { lockIds, ended: [] };
      const ended = await tx
        .update(ekeys)
        .set({ keyStatus: KEY_STATUS.deleted, deletedAt: now, updatedAt: now, linkSecret: null })
        .where(
          and(
            inArray(ekeys.lockId, lockIds),
            isNull(ekeys.deletedAt),
            or(eq(ekeys.isOwner, true), eq(ekeys.keyRight, 1), eq(ekeys.userId, t.receiverId)),
          ),
        )
        .returning();
      // Unlock links made before (a manager may make one from any key): none outlives the old owner's rights.
      await tx
        .update(ekeys)
        .set({ linkSecret: null })
        .where(and(inArray(ekeys.lockId, lockIds), isNull(ekeys.deletedAt)));
      await tx.insert(ekeys).values(
        moved.map((m) => ({
          lockId: m.id,
          userId: t.receiverId,
          keyName: m.lockAlias,
          isOwner: true,
          keyRight: 1,
          senderUserId: t.senderId,
          createdAt: now,
          updatedAt: now,
        })),
      );
      // Face verification of key holders spends the owner's units: the new owner turns it on if they want it.
      await tx.update(lockSettings).set({ faceAuth: 2, updatedAt: now }).where(inArray(lockSettings.lockId, lockIds));
      const theirs = tx.select({ id: gateways.id }).from(gateways).where(eq(gateways.userId, t.receiverId));
      await tx
        .delete(lockGateways)
        .where(and(inArray(lockGateways.lockId, lockIds), notInArray(lockGateways.gatewayId, theirs)));
      return { lockIds, ended };
    },
  };
}

export type TransfersRepo = ReturnType<typeof createTransfersRepo>;
