// SQL of the passcodes module: issued rows per lock, slots taken per period, live codes, the clear watermark,
// the paged list with the sender, rename and delete. No rules here.
import { and, count, desc, eq, gt, inArray, isNull, max, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, ilikeOnce } from '../../db/like';
import { byShape } from '../../db/shaped';
import { users } from '../../db/schema/accounts';
import { passcodes } from '../../db/schema/passcodes';

export type PasscodeRow = typeof passcodes.$inferSelect;
export type NewPasscode = typeof passcodes.$inferInsert;
export type ListedPasscode = PasscodeRow & { senderUsername: string };

const live = (lockId: number | Placeholder) => and(eq(passcodes.lockId, lockId), isNull(passcodes.deletedAt));

export function createPasscodesRepo(db: Db) {
  // The lock's page of codes and its count, built once per shape (db/shaped.ts), run with each request's values.
  const P = {
    lockId: sql.placeholder('lockId'),
    pattern: sql.placeholder('pattern'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  };
  const pageStatement = byShape('passcodes_page', (s: { search: boolean }, name) => {
    const where = and(
      live(P.lockId),
      s.search
        ? or(ilikeOnce(passcodes.keyboardPwdName, P.pattern), sql`${passcodes.keyboardPwd} like ${P.pattern}`)
        : undefined,
    );
    return {
      rows: db
        .select({
          row: passcodes,
          senderUsername: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.email}, ${users.mobile}, '')`,
        })
        .from(passcodes)
        .leftJoin(users, eq(users.id, passcodes.senderUserId))
        .where(where)
        .orderBy(desc(passcodes.id))
        .offset(P.offset)
        .limit(P.limit)
        .prepare(name),
      total: db.select({ total: count() }).from(passcodes).where(where).prepare(`${name}_total`),
    };
  });

  return {
    /** Slots already issued for (lock, period key), deleted codes included. */
    async takenSlots(lockId: number, periodKey: string): Promise<Set<number>> {
      const rows = await db
        .select({ slot: passcodes.slot })
        .from(passcodes)
        .where(and(eq(passcodes.lockId, lockId), eq(passcodes.periodKey, periodKey)));
      return new Set(rows.map((r) => r.slot));
    },

    /** Codes of the lock not deleted and not ended at `now`. */
    async liveCodes(lockId: number, now: Date): Promise<Set<string>> {
      const rows = await db
        .select({ code: passcodes.keyboardPwd })
        .from(passcodes)
        .where(and(live(lockId), or(isNull(passcodes.endDate), gt(passcodes.endDate, now))));
      return new Set(rows.map((r) => r.code));
    },

    /** Latest start of any clear code ever issued for the lock (deleted too: it may have been used). */
    async clearWatermark(lockId: number): Promise<Date | null> {
      const [r] = await db
        .select({ at: max(passcodes.startDate) })
        .from(passcodes)
        .where(and(eq(passcodes.lockId, lockId), eq(passcodes.keyboardPwdType, 4)));
      return r?.at ? new Date(r.at) : null;
    },

    /** Inserts unless the (lock, period, slot) is taken meanwhile; null then. */
    async insert(row: NewPasscode): Promise<PasscodeRow | null> {
      const [r] = await db.insert(passcodes).values(row).onConflictDoNothing().returning();
      return r ?? null;
    },

    async find(lockId: number, id: number): Promise<PasscodeRow | undefined> {
      const [r] = await db
        .select()
        .from(passcodes)
        .where(and(live(lockId), eq(passcodes.id, id)));
      return r;
    },

    async page(q: { lockId: number; search?: string; offset: number; limit: number }) {
      const st = pageStatement({ search: Boolean(q.search) });
      const values = { ...q, pattern: q.search ? containsPattern(q.search) : '' };
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([st.rows.execute(values), st.total.execute(values)]);
      return { total, list: rows.map((r) => ({ ...r.row, senderUsername: r.senderUsername ?? '' })) };
    },

    /** The names of these codes on the lock (deleted codes too: their records keep a name), newest row first. */
    async namesOf(lockId: number, codes: string[]): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: passcodes.keyboardPwd, name: passcodes.keyboardPwdName })
        .from(passcodes)
        .where(and(eq(passcodes.lockId, lockId), inArray(passcodes.keyboardPwd, codes)))
        .orderBy(passcodes.id);
      return new Map(rows.filter((r) => r.name).map((r) => [r.code, r.name]));
    },

    async senderName(userId: number): Promise<string> {
      const [r] = await db
        .select({ name: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.email}, ${users.mobile}, '')` })
        .from(users)
        .where(eq(users.id, userId));
      return r?.name ?? '';
    },

    async rename(lockId: number, id: number, name: string, now: Date): Promise<boolean> {
      const r = await db
        .update(passcodes)
        .set({ keyboardPwdName: name, updatedAt: now })
        .where(and(live(lockId), eq(passcodes.id, id)))
        .returning({ id: passcodes.id });
      return r.length > 0;
    },

    async markDeleted(lockId: number, id: number, o: { now: Date; status: string; revokePending: boolean }) {
      const r = await db
        .update(passcodes)
        .set({ deletedAt: o.now, updatedAt: o.now, status: o.status, revokePending: o.revokePending })
        .where(and(live(lockId), eq(passcodes.id, id)))
        .returning({ id: passcodes.id });
      return r.length > 0;
    },
  };
}

export type PasscodesRepo = ReturnType<typeof createPasscodesRepo>;
