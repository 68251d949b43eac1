// SQL for message templates (issue 19): one account's templates, paged newest first. No rules here.
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageTemplates } from '../../db/schema/templates';
import { windowOf, type Paging } from '../../http/paging';

export type TemplateRow = typeof messageTemplates.$inferSelect;
export type TemplateFields = Pick<
  TemplateRow,
  'name' | 'templateType' | 'openMethod' | 'startText' | 'content' | 'endText' | 'external'
>;

export function createTemplatesRepo(db: Db) {
  const own = (userId: number, id: number) => and(eq(messageTemplates.id, id), eq(messageTemplates.userId, userId));
  return {
    async find(userId: number, id: number): Promise<TemplateRow | undefined> {
      const [row] = await db.select().from(messageTemplates).where(own(userId, id));
      return row;
    },

    /** Another template of the account with this name and type (names compared without case). */
    async nameTaken(userId: number, templateType: number, name: string, exceptId = 0): Promise<boolean> {
      const [row] = await db
        .select({ id: messageTemplates.id })
        .from(messageTemplates)
        .where(
          and(
            eq(messageTemplates.userId, userId),
            eq(messageTemplates.templateType, templateType),
            sql`lower(${messageTemplates.name}) = lower(${name})`,
            ne(messageTemplates.id, exceptId),
          ),
        );
      return !!row;
    },

    async countOf(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(messageTemplates).where(eq(messageTemplates.userId, userId));
      return row?.n ?? 0;
    },

    async insert(userId: number, f: TemplateFields, now: Date): Promise<number> {
      const [row] = await db
        .insert(messageTemplates)
        .values({ userId, ...f, createdAt: now, updatedAt: now })
        .returning({ id: messageTemplates.id });
      return row!.id;
    },

    async update(userId: number, id: number, f: TemplateFields, now: Date): Promise<boolean> {
      const rows = await db
        .update(messageTemplates)
        .set({ ...f, updatedAt: now })
        .where(own(userId, id))
        .returning({ id: messageTemplates.id });
      return rows.length > 0;
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(messageTemplates).where(own(userId, id)).returning({ id: messageTemplates.id });
      return rows.length > 0;
    },

    /** One page of the account's templates of a type (and open method), newest first, with the total. */
    async page(userId: number, templateType: number, openMethod: number | undefined, p: Paging) {
      const where = and(
        eq(messageTemplates.userId, userId),
        eq(messageTemplates.templateType, templateType),
        openMethod ? eq(messageTemplates.openMethod, openMethod) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(messageTemplates)
          .where(where)
          .orderBy(desc(messageTemplates.id))
          .limit(windowOf(p).limit)
          .offset(windowOf(p).offset),
        db.select({ n: count() }).from(messageTemplates).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type TemplatesRepo = ReturnType<typeof createTemplatesRepo>;
