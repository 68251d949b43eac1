// SQL for lock groups: the caller's groups with lock counts, create/rename/delete, moving locks. No rules here.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ekeys, locks } from '../../db/schema/devices';
import { lockGroups } from '../../db/schema/groups';
import type { ScopeParts } from '../permissions/lock-scope';

export type GroupRow = typeof lockGroups.$inferSelect;

export function createGroupsRepo(db: Db) {
  return {
    async find(userId: number, groupId: number): Promise<GroupRow | undefined> {
      const [g] = await db
        .select()
        .from(lockGroups)
        .where(and(eq(lockGroups.id, groupId), eq(lockGroups.userId, userId)));
      return g;
    },

    async findByName(userId: number, name: string): Promise<GroupRow | undefined> {
      const [g] = await db
        .select()
        .from(lockGroups)
        .where(and(eq(lockGroups.userId, userId), sql`lower(${lockGroups.name}) = lower(${name})`));
      return g;
    },

    /** The caller's groups, oldest first, with the number of their locks in each. */
    async listWithCounts(userId: number) {
      return db
        .select({
          id: lockGroups.id,
          name: lockGroups.name,
          // Qualified by hand: inside the subquery a bare "id" would be the lock's.
          lockCount: sql<number>`(select count(*)::int from locks l where l.group_id = lock_groups.id and l.deleted_at is null)`,
        })
        .from(lockGroups)
        .where(eq(lockGroups.userId, userId))
        .orderBy(asc(lockGroups.id));
    },

    /**
     * Locks in scope that are "not grouped" for the caller (see the lock list, groupId 0): owned locks outside any
     * group, plus keys held on other owners' locks. Two indexed counts (locks_owner_order_idx, ekeys_holder_idx),
     * the same two paths as the lock list, instead of one OR over every lock joined with keys.
     */
    async countNotGrouped(userId: number, scope: ScopeParts): Promise<number> {
      const [owned] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(locks)
        .where(and(scope.live, scope.owner, isNull(locks.groupId)));
      if (!scope.key) return owned!.n;
      const [held] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ekeys)
        .innerJoin(locks, eq(locks.id, ekeys.lockId))
        .where(
          and(
            eq(ekeys.userId, userId),
            isNull(ekeys.deletedAt),
            // A literal, not a parameter: a generic plan may then use the partial index ekeys_holder_idx.
            sql`${ekeys.isOwner} = false`,
            ne(locks.userId, userId),
            scope.live,
            scope.key,
          ),
        );
      return owned!.n + held!.n;
    },

    async insert(userId: number, name: string, now: Date): Promise<GroupRow> {
      const [row] = await db.insert(lockGroups).values({ userId, name, createdAt: now }).returning();
      return row!;
    },

    async rename(groupId: number, name: string) {
      await db.update(lockGroups).set({ name }).where(eq(lockGroups.id, groupId));
    },

    /** Deletes the group; its locks fall back to "not grouped" (foreign key on delete set null). */
    async delete(groupId: number) {
      await db.delete(lockGroups).where(eq(lockGroups.id, groupId));
    },

    async setLocks(groupId: number | null, lockIds: number[], now: Date) {
      await db.update(locks).set({ groupId, updatedAt: now }).where(inArray(locks.id, lockIds));
    },
  };
}

export type GroupsRepo = ReturnType<typeof createGroupsRepo>;
