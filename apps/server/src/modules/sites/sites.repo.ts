// SQL for brands.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema/sites';

export type BrandRow = typeof brands.$inferSelect;
export type NewBrand = typeof brands.$inferInsert;

export function createSitesRepo(db: Db) {
  return {
    async findByDomain(host: string): Promise<BrandRow | undefined> {
      const [row] = await db
        .select()
        .from(brands)
        .where(sql`${host} = any(${brands.domains})`)
        .limit(1);
      return row;
    },
    async findDefault(): Promise<BrandRow | undefined> {
      const [row] = await db.select().from(brands).where(eq(brands.isDefault, true)).limit(1);
      return row;
    },
    async findBySiteId(siteId: number): Promise<BrandRow | undefined> {
      const [row] = await db.select().from(brands).where(eq(brands.siteId, siteId)).limit(1);
      return row;
    },
    async list(): Promise<BrandRow[]> {
      return db.select().from(brands).orderBy(brands.siteId);
    },
    async insertIfAbsent(brand: NewBrand): Promise<void> {
      await db.insert(brands).values(brand).onConflictDoNothing({ target: brands.siteId });
    },
    async upsert(brand: NewBrand): Promise<BrandRow> {
      const [row] = await db
        .insert(brands)
        .values(brand)
        .onConflictDoUpdate({ target: brands.siteId, set: { ...brand, updatedAt: new Date() } })
        .returning();
      return row!;
    },
    async remove(siteId: number): Promise<boolean> {
      const rows = await db.delete(brands).where(eq(brands.siteId, siteId)).returning({ id: brands.id });
      return rows.length > 0;
    },
  };
}
export type SitesRepo = ReturnType<typeof createSitesRepo>;
