// One page of accounts that hold ekeys matching a condition (ekeys ⋈ locks ⋈ users, grouped per account), and how
// many such accounts there are: the shape of the lock-user and authorized-admin lists, built once per shape by their
// repos (db/shaped.ts) with placeholders `limit` and `offset`. Plus the account search both use (e-mail, mobile,
// nickname) against a LIKE pattern (db/like.ts: the user's %, _ taken literally).
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ilikeOnce } from '../../db/like';
import { users } from '../../db/schema/accounts';
import { ekeys, locks } from '../../db/schema/devices';

export const accountMatches = (pattern: Placeholder): SQL =>
  or(ilikeOnce(users.email, pattern), ilikeOnce(users.mobile, pattern), ilikeOnce(users.nickname, pattern))!;

/** The page and the count as prepared statements named `name` and `name_total`. */
export function keyHolderStatements(
  db: Db,
  q: { fields: SelectedFields; where: SQL | undefined; orderBy: SQL[] },
  name: string,
) {
  return {
    rows: db
      .select(q.fields)
      .from(ekeys)
      .innerJoin(locks, eq(locks.id, ekeys.lockId))
      .innerJoin(users, eq(users.id, ekeys.userId))
      .where(q.where)
      .groupBy(users.id)
      .orderBy(...q.orderBy)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    total: db
      .select({ total: sql<number>`count(distinct ${ekeys.userId})::int` })
      .from(ekeys)
      .innerJoin(locks, eq(locks.id, ekeys.lockId))
      .innerJoin(users, eq(users.id, ekeys.userId))
      .where(q.where)
      .prepare(`${name}_total`),
  };
}

/** Runs a key-holder page with its values. */
export async function keyHolderPage<R>(
  st: ReturnType<typeof keyHolderStatements>,
  values: Record<string, unknown>,
): Promise<{ rows: R[]; total: number }> {
  const [rows, [{ total } = { total: 0 }]] = (await Promise.all([
    st.rows.execute(values),
    st.total.execute(values),
  ])) as [R[], { total: number }[]];
  return { rows, total };
}
