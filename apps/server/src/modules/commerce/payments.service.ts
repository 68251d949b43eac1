// Payments (issue 17): notifications verified, logged whatever their outcome, applied once. A payment pays the order
// (also one already overdue: the money is real) and credits its units in the same transaction; a repeated one changes
// nothing; one for a cancelled order is logged for the operator (a refund is due). The sandbox and the real providers
// (Alipay, WeChat Pay, PayPal: ./providers, sent through ./payment-gateway) end in the same `apply`. The real ones
// are also started here (the pay page asks the provider where the payer pays) and polled for notifications that
// never came; PayPal's approved payments are captured.
import { ORDER_STATUS, SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { LedgerRepo } from './ledger.repo';
import type { OrderRow, OrdersRepo } from './orders.repo';
import { currencyCode, PROVIDER_OF_METHOD, ProviderUnavailable, type PaymentGateway } from './payment-gateway';
import type { Notification, ProviderName, RefundOrder, VerifiedPayment } from './providers/provider';
import { verifySandbox } from './sandbox-pay';
import type { PremiumService } from './premium.service';

const SANDBOX_FIELDS = ['orderNo', 'outcome', 'amount', 'tradeNo', 'ts', 'sign'] as const;

export type NotifyOutcome =
  | 'applied'
  | 'duplicate'
  | 'badSignature'
  | 'mismatch'
  | 'unknownOrder'
  | 'afterCancel'
  | 'cancelled'
  | 'refunded'
  | 'pending'
  | 'approved'
  | 'refundSent'
  | 'refundFailed';

export type Applied = { outcome: NotifyOutcome; orderId?: number; premium?: boolean };

/** How late a payment may land after its order closed (overdue, cancelled) and still be found by the poller. */
const LATE_MS = 30 * 60_000;
/** A public page asks a provider about one order at most this often ("I have paid", PayPal's return, a retry). */
const CHECK_GAP_MS = 5_000;

const currencyOf = (o: Pick<OrderRow, 'currency'>) => currencyCode(o.currency);

export function createPaymentsService(d: {
  orders: OrdersRepo;
  ledger: LedgerRepo;
  clock: Clock;
  sandboxKey: string;
  log: FastifyBaseLogger;
  premium: Pick<PremiumService, 'addYear' | 'takeYear'>;
  gateway: PaymentGateway;
  /** Where providers post notifications and PayPal returns the payer (PUBLIC_URL); unset, no real provider runs. */
  publicUrl?: string;
  pollEveryMs: number;
}) {
  const log = async (
    provider: string,
    orderNo: string | null,
    body: Record<string, unknown>,
    outcome: NotifyOutcome,
  ) => {
    await d.orders.logNotification({ provider, orderNo, body, outcome, receivedAt: d.clock.now() });
    d.log.info({ provider, orderNo, outcome }, 'payment notification');
  };

  const refund = async (orderNo: string) => {
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
  };

  const refundOf = (order: OrderRow, tradeNo: string, reason: string): RefundOrder => ({
    orderNo: order.orderNo,
    tradeNo,
    amount: order.amount,
    currency: currencyOf(order),
    refundNo: `R${order.orderNo}`.slice(0, 64),
    reason,
  });

  /** A payment sent back through its provider; the outcome logged beside the notifications. */
  const giveBack = async (order: OrderRow, tradeNo: string, why: string) => {
    const name = d.gateway.providerOf(order.payMethod)?.name ?? 'sandbox';
    const r = await d.gateway
      .refund(order.payMethod, refundOf(order, tradeNo, 'Order cancelled before the payment arrived'))
      .catch((err: unknown) => {
        d.log.error({ err, orderNo: order.orderNo }, 'automatic refund failed: refund it by hand');
        return 'failed' as const;
      });
    await log(name, order.orderNo, { refund: r, why, tradeNo }, r === 'failed' ? 'refundFailed' : 'refundSent');
    return r;
  };

  /** What a verified payment does to its order. `from` is who vouched for it: the sandbox or a real provider. */
  async function apply(from: 'sandbox' | ProviderName, v: VerifiedPayment, order: OrderRow): Promise<NotifyOutcome> {
    const now = d.clock.now();
    // A provider speaks only for the orders it serves; the sandbox only for methods no real provider serves.
    const serving = d.gateway.providerOf(order.payMethod)?.name ?? 'sandbox';
    if (serving !== from) return 'mismatch';
    const amountMatters = v.outcome === 'paid' || v.outcome === 'refunded' || v.outcome === 'approved';
    if (amountMatters && v.amount !== order.amount) return 'mismatch';
    if (v.currency !== undefined && v.currency !== currencyOf(order)) return 'mismatch';
    switch (v.outcome) {
      case 'paid': {
        // Units to the balance; a premium order adds a year instead.
        const paid = await d.orders.pay(order.orderNo, v.tradeNo, now, (tx, o) =>
          o.serviceType === SERVICE_TYPE.vip
            ? d.premium.addYear(tx, o.userId, now)
            : d.ledger.credit(tx, { userId: o.userId, serviceType: o.serviceType, units: o.count, orderId: o.id, now }),
        );
        if (paid) return 'applied';
        const after = await d.orders.byNo(order.orderNo);
        if (after?.status !== ORDER_STATUS.canceled) return 'duplicate';
        // Money taken for an order its owner cancelled: given back at once (the provider dedupes by refund number,
        // so a repeated notification refunds nothing more); the sandbox moved no money.
        if (from !== 'sandbox') await giveBack(order, v.tradeNo, 'afterCancel');
        return 'afterCancel';
      }
      case 'closed':
        return closeOutcome(order);
      case 'refunded':
        return (await refund(order.orderNo)) ? 'refunded' : 'duplicate';
      case 'approved': {
        // PayPal: the payer agreed; take the money now, unless the order is closed for good (then nothing is taken:
        // an approval left uncaptured expires at PayPal). Unreachable, the poller captures later.
        if (order.status !== ORDER_STATUS.created && order.status !== ORDER_STATUS.overdue) return 'cancelled';
        const captured = await d.gateway
          .capture(order.payMethod, { orderNo: order.orderNo, providerOrderId: order.providerOrderId })
          .catch((err: unknown) => {
            d.log.warn({ err, orderNo: order.orderNo }, 'payment capture failed');
            return undefined;
          });
        return captured && captured.outcome !== 'approved' ? apply(from, captured, order) : 'approved';
      }
      default:
        return 'pending';
    }
  }

  /**
   * The order will not be paid (the provider closed it, the payer gave up): an unpaid one is cancelled; what the
   * payer is told is its real state — paid if it was paid after all.
   */
  async function closeOutcome(order: OrderRow): Promise<NotifyOutcome> {
    if (await d.orders.cancel(order.userId, order.id, d.clock.now())) return 'cancelled';
    const now = await d.orders.byNo(order.orderNo);
    return now?.status === ORDER_STATUS.paid ? 'duplicate' : 'cancelled';
  }

  /** Asks the provider about one order now and applies what it says (no claim: the caller holds one). */
  async function ask(order: OrderRow): Promise<Applied> {
    const provider = d.gateway.providerOf(order.payMethod);
    if (!provider || !order.payTarget) return result('pending', order);
    const v = await d.gateway
      .query(order.payMethod, { orderNo: order.orderNo, providerOrderId: order.providerOrderId })
      .catch((err: unknown) => {
        d.log.warn({ err, orderNo: order.orderNo }, 'payment query failed');
        return undefined;
      });
    if (!v || v.outcome === 'pending') return result('pending', order);
    // Closed at the provider and closed here already (a cancelled order the poller watches): nothing to do or log.
    if (v.outcome === 'closed' && order.status !== ORDER_STATUS.created) return result('cancelled', order);
    const outcome = await apply(provider.name, v, order);
    if (outcome !== 'duplicate') await log(provider.name, order.orderNo, { query: v }, outcome);
    return result(outcome, order);
  }

  const result = (outcome: NotifyOutcome, order?: OrderRow): Applied => ({
    outcome,
    orderId: order?.id,
    premium: order ? order.serviceType === SERVICE_TYPE.vip : undefined,
  });

  return {
    /**
     * The operator records a refund (the money went back through the provider): paid → refunded (payback 5), in one
     * transaction with the units taken back — as many as are left, the used ones stay used — or the premium year.
     * Undefined when the order is not a paid one.
     */
    refund,

    /**
     * The operator refunds a paid order through its provider (what `npm run catalogue -- refund` does when the
     * order's provider is configured): the provider gives the money back, then the order reads refunded as with
     * `refund`. Throws ProviderUnavailable when the provider refuses or does not answer (nothing changes here).
     */
    async refundThroughProvider(orderNo: string, reason: string) {
      const order = await d.orders.byNo(orderNo);
      if (!order || order.status !== ORDER_STATUS.paid || !order.providerRef) return undefined;
      if (!d.gateway.providerOf(order.payMethod)) return undefined;
      const sent = await d.gateway.refund(order.payMethod, refundOf(order, order.providerRef, reason));
      await log(d.gateway.providerOf(order.payMethod)!.name, orderNo, { refund: sent, by: 'operator' }, 'refundSent');
      const r = await refund(orderNo);
      return r ? { ...r, provider: sent } : undefined;
    },

    /** A sandbox notification (the pay page's form): what became of it, and the order it named when known. */
    async sandboxNotify(body: Record<string, unknown>): Promise<Applied> {
      const n = verifySandbox(d.sandboxKey, body, d.clock.now().getTime());
      const orderNo = typeof body.orderNo === 'string' ? body.orderNo.slice(0, 64) : null;
      // Only the notification's own fields, each cut short: a stranger posting megabytes fills no table.
      const kept = Object.fromEntries(
        SANDBOX_FIELDS.filter((k) => typeof body[k] === 'string').map((k) => [k, (body[k] as string).slice(0, 128)]),
      );
      const done = async (outcome: NotifyOutcome, order?: OrderRow) => {
        await log('sandbox', orderNo, kept, outcome);
        return result(outcome, order);
      };
      if (!n) return done('badSignature');
      const order = await d.orders.byNo(n.orderNo);
      if (!order) return done('unknownOrder');
      const v: VerifiedPayment = {
        orderNo: n.orderNo,
        outcome: n.outcome === 'CANCELLED' ? 'closed' : 'paid',
        amount: Number(n.amount),
        tradeNo: n.tradeNo,
      };
      // The cancel button names the amount too: a changed one is not the page's.
      if (Number(n.amount) !== order.amount) return done('mismatch', order);
      return done(await apply('sandbox', v, order), order);
    },

    /** A real provider's notification, as received (the raw body: the signatures cover its bytes). */
    async providerNotify(name: string, n: Notification): Promise<Applied> {
      const provider = d.gateway.provider(name);
      if (!provider) return { outcome: 'badSignature' };
      const v = provider.verify(n);
      if (!v) {
        // Anyone can post here: a forgery leaves its size and digest, not its bytes.
        const digest = crypto.createHash('sha256').update(n.rawBody).digest('hex');
        await log(name, null, { bytes: Buffer.byteLength(n.rawBody), sha256: digest }, 'badSignature');
        return { outcome: 'badSignature' };
      }
      // A genuine one is kept as received (cut short), its reading beside it.
      const kept = { body: n.rawBody.slice(0, 4096), read: v };
      // A refund names the payment it gave back (PayPal's, made in its dashboard, names no order of ours).
      const order =
        (v.orderNo ? await d.orders.byNo(v.orderNo) : undefined) ??
        (v.outcome === 'refunded' && v.tradeNo ? await d.orders.byProviderRef(v.tradeNo) : undefined);
      const outcome = order ? await apply(provider.name, v, order) : 'unknownOrder';
      await log(name, (order?.orderNo ?? v.orderNo).slice(0, 64) || null, kept, outcome);
      return result(outcome, order);
    },

    /**
     * Where the payer of an unpaid order pays at its real provider: asked once, kept. Undefined when the order is
     * not served by a real provider; throws ProviderUnavailable when the provider does not answer.
     */
    async start(order: OrderRow, subject: string): Promise<OrderRow> {
      if (order.payTarget) return order;
      const name = PROVIDER_OF_METHOD[order.payMethod];
      if (!d.publicUrl || !name) throw new ProviderUnavailable('no public URL');
      // A provider that did not answer is asked again at most every few seconds, however often the page reloads.
      if (!(await d.orders.claimCheck(order.id, d.clock.now(), CHECK_GAP_MS)))
        throw new ProviderUnavailable('asked a moment ago');
      const base = d.publicUrl.replace(/\/+$/, '');
      const started = await d.gateway.start(order.payMethod, {
        orderNo: order.orderNo,
        amount: order.amount,
        currency: currencyOf(order),
        subject,
        notifyUrl: `${base}/api/pay/notify/${name}`,
        returnUrl: `${base}/pay/paypal/return`,
        cancelUrl: `${base}/pay/paypal/cancel`,
        expiresAt: order.expiresAt,
      });
      return (await d.orders.setStarted(order.orderNo, started.payUrl, started.providerOrderId)) ?? order;
    },

    /**
     * The pay page's "I have paid" and PayPal's return: the provider is asked about an order that can still be
     * paid (or closed lately), at most once per CHECK_GAP_MS; otherwise the answer is what is stored.
     */
    async check(order: OrderRow): Promise<Applied> {
      const now = d.clock.now();
      if (order.status === ORDER_STATUS.paid) return result('duplicate', order);
      const open =
        order.status === ORDER_STATUS.created ||
        ((order.status === ORDER_STATUS.overdue || order.status === ORDER_STATUS.canceled) &&
          (order.closedAt?.getTime() ?? 0) > now.getTime() - LATE_MS);
      if (!open) return result(order.status === ORDER_STATUS.payback ? 'refunded' : 'cancelled', order);
      if (!(await d.orders.claimCheck(order.id, now, CHECK_GAP_MS))) return result('pending', order);
      return ask(order);
    },

    /**
     * An order its owner cancelled: its payment closed at the provider, so the QR code left open can no longer be
     * paid (a payment that still comes is refunded). Best effort: a provider that does not answer is logged.
     */
    async closeAtProvider(order: OrderRow): Promise<void> {
      if (!order.payTarget || !d.gateway.providerOf(order.payMethod)) return;
      const closed = await d.gateway.close(order.payMethod, order.orderNo).catch((err: unknown) => {
        d.log.warn({ err, orderNo: order.orderNo }, 'payment close failed');
        return false;
      });
      if (!closed) d.log.warn({ orderNo: order.orderNo }, 'the provider did not close the payment');
    },

    /** PayPal sent the payer back: take the money (or, from its cancel link, close the order). */
    async paypalBack(token: string, cancelled: boolean): Promise<Applied | undefined> {
      const order = /^[A-Z0-9]{6,64}$/.test(token) ? await d.orders.byProviderOrder(token) : undefined;
      if (!order) return undefined;
      if (cancelled) return result(await closeOutcome(order), order);
      return this.check(order);
    },

    /** The poller's round: started orders whose notification has not come, asked about; how many changed. */
    async poll(): Promise<number> {
      const methods = Object.entries(PROVIDER_OF_METHOD)
        .filter(([m]) => d.gateway.providerOf(Number(m)))
        .map(([m]) => Number(m));
      const due = await d.orders.claimToPoll(d.clock.now(), methods, {
        everyMs: d.pollEveryMs,
        lateMs: LATE_MS,
        limit: 50,
      });
      let changed = 0;
      for (const order of due) {
        const r = await ask(order);
        if (r.outcome !== 'pending' && r.outcome !== 'duplicate') changed++;
      }
      return changed;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
