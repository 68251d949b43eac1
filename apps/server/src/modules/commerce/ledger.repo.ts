// Units per service (issue 17): the balance row changes only by one conditional statement inside the transaction
// that writes its ledger entry, so a balance is never negative and two uses of the last unit give one success — on
// PostgreSQL and PGlite alike. A purchase is credited once per order (a unique index on the ledger).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { LEDGER_KIND } from '@lockconsole/shared/commerce/commerce';
import type { Db } from '../../db/client';
import { serviceBalances, serviceLedger } from '../../db/schema/commerce';

export type LedgerRow = typeof serviceLedger.$inferSelect;

/** Adds units to a balance (made if absent) in `tx`: the new balance. */
async function addUnits(tx: Db, userId: number, serviceType: number, units: number): Promise<number> {
  const [row] = await tx
    .insert(serviceBalances)
    .values({ userId, serviceType, balance: units })
    .onConflictDoUpdate({
      target: [serviceBalances.userId, serviceBalances.serviceType],
      set: { balance: sql`${serviceBalances.balance} + ${units}` },
    })
    .returning({ balance: serviceBalances.balance });
  return row!.balance;
}

export function createLedgerRepo(db: Db) {
  return {
    async balances(userId: number) {
      return db
        .select({ serviceType: serviceBalances.serviceType, balance: serviceBalances.balance })
        .from(serviceBalances)
        .where(eq(serviceBalances.userId, userId));
    },

    async balanceOf(userId: number, serviceType: number): Promise<number> {
      const [row] = await db
        .select({ balance: serviceBalances.balance })
        .from(serviceBalances)
        .where(and(eq(serviceBalances.userId, userId), eq(serviceBalances.serviceType, serviceType)));
      return row?.balance ?? 0;
    },

    /** Takes `units` if that many are left: the new balance, or undefined (nothing changed). */
    async consume(
      userId: number,
      serviceType: number,
      units: number,
      reason: string,
      detail: Record<string, unknown>,
      now: Date,
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(serviceBalances)
          .set({ balance: sql`${serviceBalances.balance} - ${units}` })
          .where(
            and(
              eq(serviceBalances.userId, userId),
              eq(serviceBalances.serviceType, serviceType),
              sql`${serviceBalances.balance} >= ${units}`,
            ),
          )
          .returning({ balance: serviceBalances.balance });
        if (!row) return undefined;
        await tx.insert(serviceLedger).values({
          userId,
          serviceType,
          kind: LEDGER_KIND.use,
          delta: -units,
          balanceAfter: row.balance,
          reason,
          detail,
          createdAt: now,
        });
        return row.balance;
      });
    },

    /**
     * Returns units a use took when the work they paid for did not happen (a message not delivered, a lock that
     * refused the command): a use entry with a positive delta, so the record shows both.
     */
    async giveBack(
      userId: number,
      serviceType: number,
      units: number,
      entry: { reason: string; detail: Record<string, unknown>; now: Date },
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const balance = await addUnits(tx, userId, serviceType, units);
        await tx.insert(serviceLedger).values({
          userId,
          serviceType,
          kind: LEDGER_KIND.use,
          delta: units,
          balanceAfter: balance,
          reason: entry.reason,
          detail: entry.detail,
          createdAt: entry.now,
        });
        return balance;
      });
    },

    /**
     * A refunded purchase, in `tx`: its units leave the balance — as many as are left (units already used stay used:
     * the balance never goes negative). The number taken back.
     */
    async takeBackPurchase(
      tx: Db,
      o: { userId: number; serviceType: number; units: number; orderId: number; orderNo: string; now: Date },
    ): Promise<number> {
      const [held] = await tx
        .select({ balance: serviceBalances.balance })
        .from(serviceBalances)
        .where(and(eq(serviceBalances.userId, o.userId), eq(serviceBalances.serviceType, o.serviceType)))
        .for('update');
      const taken = Math.min(held?.balance ?? 0, o.units);
      if (taken <= 0) return 0;
      const [row] = await tx
        .update(serviceBalances)
        .set({ balance: sql`${serviceBalances.balance} - ${taken}` })
        .where(and(eq(serviceBalances.userId, o.userId), eq(serviceBalances.serviceType, o.serviceType)))
        .returning({ balance: serviceBalances.balance });
      await tx.insert(serviceLedger).values({
        userId: o.userId,
        serviceType: o.serviceType,
        kind: LEDGER_KIND.use,
        delta: -taken,
        balanceAfter: row!.balance,
        orderId: o.orderId,
        reason: 'service.use.refunded',
        detail: { order: o.orderNo },
        createdAt: o.now,
      });
      return taken;
    },

    /**
     * Credits a paid order's units, once: false when this order was already credited. Runs in the caller's
     * transaction (the order's state change and its credit commit together).
     */
    async credit(
      tx: Db,
      o: { userId: number; serviceType: number; units: number; orderId: number; now: Date },
    ): Promise<boolean> {
      const [done] = await tx
        .select({ id: serviceLedger.id })
        .from(serviceLedger)
        .where(and(eq(serviceLedger.orderId, o.orderId), eq(serviceLedger.kind, LEDGER_KIND.purchase)));
      if (done) return false;
      const balance = await addUnits(tx, o.userId, o.serviceType, o.units);
      await tx.insert(serviceLedger).values({
        userId: o.userId,
        serviceType: o.serviceType,
        kind: LEDGER_KIND.purchase,
        delta: o.units,
        balanceAfter: balance,
        orderId: o.orderId,
        createdAt: o.now,
      });
      return true;
    },

    async list(
      userId: number,
      f: { serviceType?: number; kind?: number },
      w: { limit: number; offset: number },
    ): Promise<{ rows: LedgerRow[]; total: number }> {
      const where = and(
        eq(serviceLedger.userId, userId),
        f.serviceType ? eq(serviceLedger.serviceType, f.serviceType) : undefined,
        f.kind ? eq(serviceLedger.kind, f.kind) : undefined,
      );
      const [rows, [t]] = await Promise.all([
        db.select().from(serviceLedger).where(where).orderBy(desc(serviceLedger.id)).limit(w.limit).offset(w.offset),
        db.select({ n: count() }).from(serviceLedger).where(where),
      ]);
      return { rows, total: Number(t?.n ?? 0) };
    },
  };
}

export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
