// The operator's side of the catalogue (issue 17; `npm run catalogue`): every package of a site, on sale or not,
// added, repriced and withdrawn. A withdrawn package stays (orders name it); it is only no longer sold.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { servicePackages } from '../../db/schema/commerce';

export type PackageInput = { siteId: number; serviceType: number; count: number; amount: number; currency: number };

export function createCatalogueRepo(db: Db) {
  return {
    list: (siteId?: number) =>
      db
        .select()
        .from(servicePackages)
        .where(siteId === undefined ? undefined : eq(servicePackages.siteId, siteId))
        .orderBy(
          asc(servicePackages.siteId),
          asc(servicePackages.currency),
          asc(servicePackages.serviceType),
          asc(servicePackages.count),
        ),
    async add(p: PackageInput) {
      const [row] = await db.insert(servicePackages).values(p).returning();
      return row!;
    },
    /** A new price or count for a package on sale; undefined when there is no such package. */
    async update(id: number, p: Partial<Pick<PackageInput, 'count' | 'amount'>>) {
      const [row] = await db.update(servicePackages).set(p).where(eq(servicePackages.id, id)).returning();
      return row;
    },
    async withdraw(id: number) {
      const [row] = await db
        .update(servicePackages)
        .set({ onSale: false })
        .where(and(eq(servicePackages.id, id), eq(servicePackages.onSale, true)))
        .returning();
      return row;
    },
  };
}
