// SQL for lock groups (read side for /user/listKeyGroup; group management arrives with issue 5).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockGroups } from '../../db/schema/groups';

export type GroupRow = typeof lockGroups.$inferSelect;

export function createGroupsRepo(db: Db) {
  return {
    async listByUser(userId: number): Promise<GroupRow[]> {
      return db.select().from(lockGroups).where(eq(lockGroups.userId, userId)).orderBy(asc(lockGroups.id));
    },
    async insert(userId: number, name: string): Promise<GroupRow> {
      const [row] = await db.insert(lockGroups).values({ userId, name }).returning();
      return row!;
    },
  };
}

export type GroupsRepo = ReturnType<typeof createGroupsRepo>;
