// SQL for users and trusted devices. Every lookup ignores soft-deleted users (their identifiers are free again).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trustedDevices, users } from '../../db/schema/accounts';
import { sha256Hex } from '../../platform/clock';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<
  Pick<UserRow, 'email' | 'mobile' | 'countryCode' | 'region' | 'nickname' | 'passwordHash' | 'language' | 'deletedAt'>
>;

/** Postgres unique violation (the partial unique indexes on e-mail and mobile). */
export const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

export function createAccountsRepo(db: Db) {
  const live = isNull(users.deletedAt);
  // Every TTLock-compatible call (its token's account) and many services ask it: built once.
  const byId = db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), live))
    .limit(1)
    .prepare('account_by_id');
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },
    async findByIdentifier(kind: 'email' | 'mobile', normalized: string): Promise<UserRow | undefined> {
      const col = kind === 'email' ? users.email : users.mobile;
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(col, normalized), live))
        .limit(1);
      return row;
    },
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },
    async update(id: number, patch: UserPatch, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(users.id, id), live));
    },

    /** The password hash replaced only while it is still `was` (a change or reset meanwhile wins). */
    async replacePasswordHash(id: number, was: string, hash: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash: hash, updatedAt: now })
        .where(and(eq(users.id, id), eq(users.passwordHash, was), live));
    },

    async isTrustedDevice(userId: number, deviceId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: trustedDevices.userId })
        .from(trustedDevices)
        .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceHash, sha256Hex(deviceId))))
        .limit(1);
      return !!row;
    },
    async trustDevice(userId: number, deviceId: string, now: Date): Promise<void> {
      await db
        .insert(trustedDevices)
        .values({ userId, deviceHash: sha256Hex(deviceId), createdAt: now, lastSeenAt: now })
        .onConflictDoUpdate({ target: [trustedDevices.userId, trustedDevices.deviceHash], set: { lastSeenAt: now } });
    },
    async forgetDevices(userId: number): Promise<void> {
      await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
