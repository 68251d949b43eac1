// One page of accounts that hold ekeys matching a condition (ekeys ⋈ locks ⋈ users, grouped per account), and how
// many such accounts there are: the shape of the lock-user and authorized-admin lists. Plus the account search
// both use (e-mail, mobile, nickname; the user's %, _ taken literally).
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { users } from '../../db/schema/accounts';
import { ekeys, locks } from '../../db/schema/devices';

export const accountSearch = (text?: string): SQL | undefined => {
  if (!text) return undefined;
  const like = containsPattern(text);
  return or(
    sql`${users.email} ilike ${like}`,
    sql`${users.mobile} ilike ${like}`,
    sql`${users.nickname} ilike ${like}`,
  );
};

export async function keyHolderPage<R>(
  db: Db,
  q: { fields: SelectedFields; where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
): Promise<{ rows: R[]; total: number }> {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(q.fields)
      .from(ekeys)
      .innerJoin(locks, eq(locks.id, ekeys.lockId))
      .innerJoin(users, eq(users.id, ekeys.userId))
      .where(q.where)
      .groupBy(users.id)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: sql<number>`count(distinct ${ekeys.userId})::int` })
      .from(ekeys)
      .innerJoin(locks, eq(locks.id, ekeys.lockId))
      .innerJoin(users, eq(users.id, ekeys.userId))
      .where(q.where),
  ]);
  return { rows: rows as R[], total };
}
