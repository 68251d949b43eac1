// Packages on sale and orders (issue 17). Every state change is one conditional update (the state it leaves is in
// the WHERE): an order is paid, cancelled or closed once, whichever node or notification comes first.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { ORDER_STATUS, SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import type { Db } from '../../db/client';
import { orders, paymentNotifications, servicePackages } from '../../db/schema/commerce';
import { users } from '../../db/schema/accounts';

export type OrderRow = typeof orders.$inferSelect;
export type PackageRow = typeof servicePackages.$inferSelect;

export function createOrdersRepo(db: Db) {
  return {
    async siteOf(userId: number): Promise<number> {
      const [u] = await db.select({ siteId: users.siteId }).from(users).where(eq(users.id, userId));
      return u?.siteId ?? 1;
    },

    /**
     * The packages on sale on a site in a currency — of units (SMS, e-mail, face, fingerprint), or premium's yearly
     * tiers when `vip` — ; a site with none of its own sells the default site's (1).
     */
    async packagesFor(siteId: number, currency: number, vip?: typeof SERVICE_TYPE.vip): Promise<PackageRow[]> {
      const of = (site: number) =>
        db
          .select()
          .from(servicePackages)
          .where(
            and(
              eq(servicePackages.siteId, site),
              eq(servicePackages.currency, currency),
              eq(servicePackages.onSale, true),
              vip ? eq(servicePackages.serviceType, vip) : ne(servicePackages.serviceType, SERVICE_TYPE.vip),
            ),
          )
          .orderBy(asc(servicePackages.serviceType), asc(servicePackages.count));
      const own = await of(siteId);
      if (own.length || siteId === 1) return own;
      const [any] = await db.select({ n: count() }).from(servicePackages).where(eq(servicePackages.siteId, siteId));
      return Number(any?.n ?? 0) > 0 ? own : of(1);
    },

    async insert(v: typeof orders.$inferInsert): Promise<OrderRow | undefined> {
      const [row] = await db.insert(orders).values(v).onConflictDoNothing().returning();
      return row;
    },
    async byRequest(userId: number, requestId: string) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.requestId, requestId)));
      return row;
    },
    async ofUser(userId: number, orderId: number) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.id, orderId)));
      return row;
    },
    async byNo(orderNo: string) {
      const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
      return row;
    },
    async list(userId: number, status: number | undefined, w: { limit: number; offset: number }) {
      const where = and(eq(orders.userId, userId), status ? eq(orders.status, status) : undefined);
      const [rows, [t]] = await Promise.all([
        db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(w.limit).offset(w.offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: Number(t?.n ?? 0) };
    },

    /** created → canceled, by its owner. */
    async cancel(userId: number, orderId: number, now: Date) {
      const [row] = await db
        .update(orders)
        .set({ status: ORDER_STATUS.canceled, closedAt: now })
        .where(and(eq(orders.userId, userId), eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.created)))
        .returning();
      return row;
    },

    /** created → overdue for every order unpaid past its expiry; the orders closed. */
    async closeOverdue(now: Date) {
      return db
        .update(orders)
        .set({ status: ORDER_STATUS.overdue, closedAt: now })
        .where(and(eq(orders.status, ORDER_STATUS.created), lt(orders.expiresAt, now)))
        .returning({ id: orders.id });
    },

    /**
     * created or overdue → paid with the provider's reference, and its units credited, in one transaction; undefined
     * when the order was not payable (already paid: a repeated notification; or cancelled).
     */
    async pay(
      orderNo: string,
      providerRef: string,
      now: Date,
      credit: (tx: Db, order: OrderRow) => Promise<unknown>,
    ): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ status: ORDER_STATUS.paid, providerRef, paidAt: now, closedAt: null })
          .where(and(eq(orders.orderNo, orderNo), inArray(orders.status, [ORDER_STATUS.created, ORDER_STATUS.overdue])))
          .returning();
        if (row) await credit(tx as unknown as Db, row);
        return row;
      });
    },

    /**
     * paid → payback (refunded), with `takeBack` (the units or the premium year) in the same transaction; undefined
     * when the order is not a paid one (never paid, or refunded already).
     */
    async refund(
      orderNo: string,
      now: Date,
      takeBack: (tx: Db, order: OrderRow) => Promise<unknown>,
    ): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ status: ORDER_STATUS.payback, closedAt: now })
          .where(and(eq(orders.orderNo, orderNo), eq(orders.status, ORDER_STATUS.paid)))
          .returning();
        if (row) await takeBack(tx as unknown as Db, row);
        return row;
      });
    },

    /** The order a provider's payment id (trade, transaction, capture) paid. */
    async byProviderRef(providerRef: string) {
      const [row] = await db.select().from(orders).where(eq(orders.providerRef, providerRef));
      return row;
    },

    /**
     * Claims one order for a question to its provider, at most once per `gapMs` (the pay page's "I have paid",
     * PayPal's return, a pay page whose provider did not answer): false when it was asked about too recently.
     */
    async claimCheck(orderId: number, now: Date, gapMs: number) {
      const rows = await db
        .update(orders)
        .set({ polledAt: now })
        .where(
          and(
            eq(orders.id, orderId),
            or(isNull(orders.polledAt), lt(orders.polledAt, new Date(now.getTime() - gapMs))),
          ),
        )
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    async byProviderOrder(providerOrderId: string) {
      const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
      return row;
    },

    /**
     * Records where the provider takes the payment, once: two nodes starting the same order keep the first answer
     * (the providers give the same one for the same order number). The order as stored after.
     */
    async setStarted(orderNo: string, payTarget: string, providerOrderId: string | undefined) {
      await db
        .update(orders)
        .set({ payTarget, providerOrderId: providerOrderId ?? null })
        .where(and(eq(orders.orderNo, orderNo), isNull(orders.payTarget)));
      const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
      return row;
    },

    /**
     * Claims up to `limit` started orders of the given pay methods to ask their provider about: unpaid ones (and
     * ones closed in the last `lateMs`) not asked about for
     * `everyMs` and at least `everyMs` old. One conditional update, so nodes polling at once share them out.
     */
    async claimToPoll(now: Date, payMethods: number[], o: { everyMs: number; lateMs: number; limit: number }) {
      if (!payMethods.length) return [];
      const before = new Date(now.getTime() - o.everyMs);
      const due = db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.payMethod, payMethods),
            isNotNull(orders.payTarget),
            lt(orders.createdAt, before),
            or(isNull(orders.polledAt), lt(orders.polledAt, before)),
            or(
              eq(orders.status, ORDER_STATUS.created),
              // Closed lately (overdue, or cancelled by its owner): a payment can still land — at the last second,
              // or on a QR code left open — and its notification can be lost.
              and(
                inArray(orders.status, [ORDER_STATUS.overdue, ORDER_STATUS.canceled]),
                gt(orders.closedAt, new Date(now.getTime() - o.lateMs)),
              ),
            ),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(o.limit);
      return db
        .update(orders)
        .set({ polledAt: now })
        .where(and(inArray(orders.id, due), or(isNull(orders.polledAt), lt(orders.polledAt, before))))
        .returning();
    },

    async logNotification(v: typeof paymentNotifications.$inferInsert) {
      await db.insert(paymentNotifications).values(v);
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
