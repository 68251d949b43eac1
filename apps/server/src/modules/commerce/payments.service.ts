// Payment notifications (issue 17): verified, logged whatever their outcome, applied once. A success pays the order
// (also one already overdue: the money is real) and credits its units in the same transaction; a repeated
// notification changes nothing; one for a cancelled order is logged for the operator (a refund is due). The sandbox
// is the one provider today; the wallets' and PayPal's adapters plug in here with their own verification.
import { ORDER_STATUS, SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { LedgerRepo } from './ledger.repo';
import type { OrdersRepo } from './orders.repo';
import { verifySandbox } from './sandbox-pay';
import type { PremiumService } from './premium.service';

const SANDBOX_FIELDS = ['orderNo', 'outcome', 'amount', 'tradeNo', 'ts', 'sign'] as const;

export type NotifyOutcome =
  'applied' | 'duplicate' | 'badSignature' | 'mismatch' | 'unknownOrder' | 'afterCancel' | 'cancelled';

export function createPaymentsService(d: {
  orders: OrdersRepo;
  ledger: LedgerRepo;
  clock: Clock;
  sandboxKey: string;
  log: FastifyBaseLogger;
  premium: Pick<PremiumService, 'addYear' | 'takeYear'>;
}) {
  return {
    /**
     * The operator records a refund (the money went back through the provider): paid → refunded (payback 5), in one
     * transaction with the units taken back — as many as are left, the used ones stay used — or the premium year.
     * Undefined when the order is not a paid one.
     */
    async refund(orderNo: string): Promise<{ serviceType: number; count: number; takenBack: number } | undefined> {
      const now = d.clock.now();
      let takenBack = 0;
      const row = await d.orders.refund(orderNo, now, async (tx, o) => {
        if (o.serviceType === SERVICE_TYPE.vip) {
          await d.premium.takeYear(tx, o.userId);
          takenBack = 1;
        } else {
          takenBack = await d.ledger.takeBackPurchase(tx, {
            userId: o.userId,
            serviceType: o.serviceType,
            units: o.count,
            orderId: o.id,
            orderNo: o.orderNo,
            now,
          });
        }
      });
      if (!row) return undefined;
      d.log.info({ orderNo, takenBack }, 'order refunded');
      return { serviceType: row.serviceType, count: row.count, takenBack };
    },

    /** A sandbox notification (the pay page's form): what became of it, and the order it named when known. */
    async sandboxNotify(
      body: Record<string, unknown>,
    ): Promise<{ outcome: NotifyOutcome; orderId?: number; premium?: boolean }> {
      const now = d.clock.now();
      const n = verifySandbox(d.sandboxKey, body, now.getTime());
      const orderNo = typeof body.orderNo === 'string' ? body.orderNo.slice(0, 64) : null;
      let premium = false;
      // Only the notification's own fields, each cut short: a stranger posting megabytes fills no table.
      const kept = Object.fromEntries(
        SANDBOX_FIELDS.filter((k) => typeof body[k] === 'string').map((k) => [k, (body[k] as string).slice(0, 128)]),
      );
      const done = async (outcome: NotifyOutcome, orderId?: number) => {
        await d.orders.logNotification({ provider: 'sandbox', orderNo, body: kept, outcome, receivedAt: now });
        d.log.info({ provider: 'sandbox', orderNo, outcome }, 'payment notification');
        return { outcome, orderId, premium };
      };
      if (!n) return done('badSignature');
      const order = await d.orders.byNo(n.orderNo);
      if (!order) return done('unknownOrder');
      premium = order.serviceType === SERVICE_TYPE.vip;
      if (Number(n.amount) !== order.amount) return done('mismatch', order.id);
      if (n.outcome === 'CANCELLED') {
        const c = await d.orders.cancel(order.userId, order.id, now);
        return done(c ? 'cancelled' : 'duplicate', order.id);
      }
      // Units to the balance; a premium order adds a year instead.
      const paid = await d.orders.pay(n.orderNo, n.tradeNo, now, (tx, o) =>
        o.serviceType === SERVICE_TYPE.vip
          ? d.premium.addYear(tx, o.userId, now)
          : d.ledger.credit(tx, { userId: o.userId, serviceType: o.serviceType, units: o.count, orderId: o.id, now }),
      );
      if (paid) return done('applied', order.id);
      return done(order.status === ORDER_STATUS.canceled ? 'afterCancel' : 'duplicate', order.id);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
