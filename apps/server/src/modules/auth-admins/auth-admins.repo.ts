// SQL of authorized administrators: who administers the caller's own locks (aggregated per account, then their
// locks), an account by identifier, an account's live key on a lock, and the keyRight changes. No rules here.
import { and, asc, desc, eq, inArray, isNotNull, isNull, max, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { byShape } from '../../db/shaped';
import { users } from '../../db/schema/accounts';
import { ekeys, locks } from '../../db/schema/devices';
import { grantsAdmin, type Given } from '../permissions/lock-scope';
import { GONE_KEY_STATUSES } from '../lock-users/managed-keys';
import { accountMatches, keyHolderPage, keyHolderStatements } from '../lock-users/key-holders.query';

/** Authorized-admin keys on locks `ownerId` owns. */
const adminKeysOf = (ownerId: Given) =>
  and(eq(locks.userId, ownerId), isNull(locks.deletedAt), grantsAdmin(ekeys), isNotNull(ekeys.userId));

export type AuthAdminRow = { uid: number; email: string | null; mobile: string | null; nickname: string };
export type AdminLockRow = { uid: number; lockId: number; lockAlias: string; keyId: number };

export function createAuthAdminsRepo(db: Db) {
  // The page of the owner's authorized administrators, latest grant first (db/shaped.ts).
  const adminsStatement = byShape('auth_admins_page', (s: { search: boolean }, name) =>
    keyHolderStatements(
      db,
      {
        fields: { uid: users.id, email: users.email, mobile: users.mobile, nickname: users.nickname },
        where: and(
          adminKeysOf(sql.placeholder('ownerId')),
          s.search ? accountMatches(sql.placeholder('pattern')) : undefined,
        ),
        orderBy: [desc(max(ekeys.createdAt)), desc(users.id)],
      },
      name,
    ),
  );

  return {
    admins: (q: { ownerId: number; search?: string; limit: number; offset: number }) =>
      keyHolderPage<AuthAdminRow>(adminsStatement({ search: Boolean(q.search) }), {
        ownerId: q.ownerId,
        pattern: q.search ? containsPattern(q.search) : '',
        limit: q.limit,
        offset: q.offset,
      }),

    /** The owner's locks each of `uids` administers, by lock name. */
    async locksOf(ownerId: number, uids: number[]): Promise<AdminLockRow[]> {
      if (uids.length === 0) return [];
      const rows = await db
        .select({ uid: ekeys.userId, lockId: locks.id, lockAlias: locks.lockAlias, keyId: ekeys.id })
        .from(ekeys)
        .innerJoin(locks, eq(locks.id, ekeys.lockId))
        .where(and(adminKeysOf(ownerId), inArray(ekeys.userId, uids)))
        .orderBy(asc(sql`lower(${locks.lockAlias})`), asc(locks.id));
      return rows as AdminLockRow[];
    },

    async findAccount(kind: 'email' | 'mobile', normalized: string): Promise<{ id: number } | undefined> {
      const col = kind === 'email' ? users.email : users.mobile;
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(col, normalized), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    /** The account's key on the lock that is not gone (any validity or freeze state). */
    async liveKey(lockId: number, userId: number) {
      const [row] = await db
        .select({ id: ekeys.id, isOwner: ekeys.isOwner, keyRight: ekeys.keyRight })
        .from(ekeys)
        .where(
          and(
            eq(ekeys.lockId, lockId),
            eq(ekeys.userId, userId),
            isNull(ekeys.deletedAt),
            notInArray(ekeys.keyStatus, GONE_KEY_STATUSES),
          ),
        )
        .limit(1);
      return row;
    },

    async grant(keyId: number, now: Date): Promise<void> {
      await db.update(ekeys).set({ keyRight: 1, updatedAt: now }).where(eq(ekeys.id, keyId));
    },

    /** keyRight back to 0 on `uid`'s admin keys of the owner's locks (all, or those of `lockIds`). */
    async revoke(ownerId: number, uid: number, lockIds: number[] | undefined, now: Date): Promise<number> {
      const owned = db
        .select({ id: locks.id })
        .from(locks)
        .where(
          and(eq(locks.userId, ownerId), isNull(locks.deletedAt), lockIds ? inArray(locks.id, lockIds) : undefined),
        );
      const rows = await db
        .update(ekeys)
        .set({ keyRight: 0, updatedAt: now })
        .where(and(eq(ekeys.userId, uid), inArray(ekeys.lockId, owned), grantsAdmin(ekeys)))
        .returning({ id: ekeys.id });
      return rows.length;
    },
  };
}

export type AuthAdminsRepo = ReturnType<typeof createAuthAdminsRepo>;
