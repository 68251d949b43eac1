// Whether an account's brand sells paid services and premium (site `hasPaidFeature`, by the site the account
// belongs to, not the host it calls from): on a brand that does not, nothing is metered and nothing is premium-gated.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { brands } from '../../db/schema/sites';

/** Per account: true when its brand sells paid features (a site without a brand row does). */
export async function paidSitesOf(db: Db, userIds: number[]): Promise<Map<number, boolean>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: users.id, paid: brands.hasPaidFeature })
    .from(users)
    .leftJoin(brands, eq(brands.siteId, users.siteId))
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.userId, r.paid ?? true]));
}
