// SQL of lock users: accounts holding keys on the caller's managed locks, aggregated per account; the ekey-item
// queries of its lists; the key ids the caller may change; bulk status changes. Scope: managed-keys.ts. No rules.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, max, ne, notInArray, sql } from 'drizzle-orm';
import { KEY_STATUS } from '@lockconsole/shared/ekey/ekey';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { byShape } from '../../db/shaped';
import { users } from '../../db/schema/accounts';
import { ekeys, locks } from '../../db/schema/devices';
import { GONE_KEY_STATUSES, lockUserKeys } from './managed-keys';
import { accountMatches, keyHolderPage, keyHolderStatements } from './key-holders.query';

export type KeyUserRow = {
  uid: number;
  email: string | null;
  mobile: string | null;
  nickname: string;
  keyCount: number;
  lockCount: number;
  frozenCount: number;
  lastSend: Date | string | null;
};

export function createLockUsersRepo(db: Db) {
  // The lock users page: accounts with keys on the caller's managed locks, latest key sent first (db/shaped.ts).
  const keyUsersStatement = byShape('lock_users_page', (s: { search: boolean }, name) => {
    const lastSend = max(ekeys.createdAt);
    return keyHolderStatements(
      db,
      {
        fields: {
          uid: users.id,
          email: users.email,
          mobile: users.mobile,
          nickname: users.nickname,
          keyCount: sql<number>`count(*)::int`,
          lockCount: sql<number>`count(distinct ${ekeys.lockId})::int`,
          frozenCount: sql<number>`(count(*) filter (where ${ekeys.keyStatus} in ('110404', '110405')))::int`,
          lastSend,
        },
        where: and(
          lockUserKeys(db, sql.placeholder('callerId'), sql.placeholder('now')),
          s.search ? accountMatches(sql.placeholder('pattern')) : undefined,
        ),
        orderBy: [desc(lastSend), desc(users.id)],
      },
      name,
    );
  });

  return {
    keyUsers(q: { callerId: number; nowMs: number; search?: string; limit: number; offset: number }) {
      return keyHolderPage<KeyUserRow>(keyUsersStatement({ search: Boolean(q.search) }), {
        callerId: q.callerId,
        now: q.nowMs,
        pattern: q.search ? containsPattern(q.search) : '',
        limit: q.limit,
        offset: q.offset,
      });
    },

    /** Ekey-item query (for the ekeys module's listItems): keys ending in (now, until], soonest first. */
    expiringKeys: (callerId: number, nowMs: number, untilMs: number) => ({
      where: and(
        lockUserKeys(db, callerId, nowMs),
        gt(ekeys.endDate, nowMs),
        lte(ekeys.endDate, untilMs),
        ne(ekeys.keyStatus, KEY_STATUS.waitingAccept),
      )!,
      orderBy: [asc(ekeys.endDate), asc(ekeys.id)],
    }),

    /**
     * Ekey-item query of a lock-user export: every live key of another account on these locks (the owner's
     * admin key and waiting keys of unregistered accounts aside), by lock then send order. Access is the caller's.
     */
    keysOnLocks: (lockIds: number[]) => ({
      where: and(
        inArray(ekeys.lockId, lockIds),
        eq(ekeys.isOwner, false),
        isNull(ekeys.deletedAt),
        isNotNull(ekeys.userId),
        ne(ekeys.userId, locks.userId),
        notInArray(ekeys.keyStatus, GONE_KEY_STATUSES),
      )!,
      orderBy: [asc(ekeys.lockId), asc(ekeys.id)],
    }),

    /** Ekey-item query: one account's keys on the caller's managed locks, newest first. */
    keysOfUser: (callerId: number, nowMs: number, uid: number) => ({
      where: lockUserKeys(db, callerId, nowMs, { uid }),
      orderBy: [desc(ekeys.createdAt), desc(ekeys.id)],
    }),

    /** Ids of `uid`'s keys the caller may change. */
    async writableKeyIds(callerId: number, nowMs: number, uid: number): Promise<number[]> {
      const rows = await db
        .select({ id: ekeys.id })
        .from(ekeys)
        .innerJoin(locks, eq(locks.id, ekeys.lockId))
        .where(lockUserKeys(db, callerId, nowMs, { uid, writable: true }));
      return rows.map((r) => r.id);
    },

    /** Moves those of `ids` whose status is in `from` to `to`; the keys moved. `dropLinks`: unlock links die. */
    async moveStatus(ids: number[], from: string[], to: string, now: Date, dropLinks = false) {
      if (ids.length === 0) return [];
      return db
        .update(ekeys)
        .set({ keyStatus: to, updatedAt: now, ...(dropLinks ? { linkSecret: null } : {}) })
        .where(and(inArray(ekeys.id, ids), inArray(ekeys.keyStatus, from)))
        .returning({
          id: ekeys.id,
          lockId: ekeys.lockId,
          userId: ekeys.userId,
          validityType: ekeys.validityType,
          startDate: ekeys.startDate,
          endDate: ekeys.endDate,
        });
    },
  };
}

export type LockUsersRepo = ReturnType<typeof createLockUsersRepo>;
