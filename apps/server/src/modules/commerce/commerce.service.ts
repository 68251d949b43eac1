// Paid services (issue 17): the catalogue of the caller's site, orders (create once per request id, cancel, list),
// balances and the purchase and use records. Units are used through the meter (meter.ts); payment notifications
// arrive in payments.service.ts.
import crypto from 'node:crypto';
import {
  CURRENCY,
  ORDER_PAYABLE_MS,
  ORDER_STATUS,
  SERVICE_TYPE,
  UNIT_SERVICES,
  type Order,
} from '@lockconsole/shared/commerce/commerce';
import { fail } from '../../http/errors';
import type { PublicContext, UserContext } from '../../http/context';
import { pageOf, windowOf, type Paging } from '../../http/paging';
import type { Clock } from '../../platform/clock';
import type { LedgerRepo } from './ledger.repo';
import type { OrderRow, OrdersRepo } from './orders.repo';
import { currencyCode, type PaymentGateway } from './payment-gateway';
import type { PremiumService } from './premium.service';

export type CommerceDeps = {
  orders: OrdersRepo;
  ledger: LedgerRepo;
  clock: Clock;
  sandbox: boolean;
  gateway: Pick<PaymentGateway, 'providerOf' | 'takes'>;
  /** A cancelled order that was started at a real provider: closed there too. */
  onCancelled?: (order: OrderRow) => Promise<void>;
  premium: Pick<PremiumService, 'assertTierCovers'>;
};

/** Chinese-language callers see prices in RMB first; everyone else in dollars. */
const currencyOf = (ctx: PublicContext) => (ctx.lang.startsWith('zh') ? CURRENCY.rmb : CURRENCY.dollar);

export function createCommerceService(d: CommerceDeps) {
  /** Where the payer goes: the real provider's page when one serves the method, else the sandbox's, if it runs. */
  const payPage = (payMethod: number, orderNo: string) =>
    d.gateway.providerOf(payMethod) ? `/pay/order/${orderNo}` : d.sandbox ? `/pay/sandbox/${orderNo}` : null;

  const present = (o: OrderRow): Order => ({
    orderId: o.id,
    orderNo: o.orderNo,
    packageId: o.packageId,
    serviceType: o.serviceType,
    count: o.count,
    amount: o.amount,
    currency: o.currency,
    payMethod: o.payMethod,
    status: o.status,
    createdAt: o.createdAt.getTime(),
    expiresAt: o.expiresAt.getTime(),
    paidAt: o.paidAt?.getTime() ?? null,
    payUrl: o.status === ORDER_STATUS.created ? payPage(o.payMethod, o.orderNo) : null,
  });

  /** Unpaid orders past their time read as overdue at once, before the sweep closes them. */
  const current = async (o: OrderRow): Promise<OrderRow> => {
    if (o.status !== ORDER_STATUS.created || o.expiresAt > d.clock.now()) return o;
    await d.orders.closeOverdue(d.clock.now());
    return { ...o, status: ORDER_STATUS.overdue };
  };

  return {
    present,

    async listPackages(ctx: UserContext, input: { currency?: number }) {
      const currency = input.currency ?? currencyOf(ctx);
      const siteId = await d.orders.siteOf(ctx.session.userId);
      const rows = await d.orders.packagesFor(siteId, currency);
      return {
        currency,
        list: rows.map((p) => ({
          packageId: p.id,
          serviceType: p.serviceType,
          count: p.count,
          amount: p.amount,
          currency: p.currency,
        })),
      };
    },

    async balance(ctx: UserContext, _input: Record<string, never>) {
      const rows = await d.ledger.balances(ctx.session.userId);
      const of = new Map(rows.map((r) => [r.serviceType, r.balance]));
      return { list: UNIT_SERVICES.map((serviceType) => ({ serviceType, balance: of.get(serviceType) ?? 0 })) };
    },

    async listRecords(ctx: UserContext, input: Paging & { serviceType?: number; kind?: number }) {
      const { rows, total } = await d.ledger.list(ctx.session.userId, input, windowOf(input));
      return pageOf(
        rows.map((r) => ({
          recordId: r.id,
          serviceType: r.serviceType,
          kind: r.kind,
          count: r.delta,
          balance: r.balanceAfter,
          orderId: r.orderId,
          reason: r.reason,
          description: r.reason ? ctx.t(r.reason, r.detail ?? {}) : null,
          createdAt: r.createdAt.getTime(),
        })),
        total,
        input,
      );
    },

    /** One order per (caller, requestId): a retried request answers the order it made. */
    async createOrder(ctx: UserContext, input: { packageId: number; payMethod: number; requestId: string }) {
      const userId = ctx.session.userId;
      const again = await d.orders.byRequest(userId, input.requestId);
      if (again) return present(await current(again));
      const siteId = await d.orders.siteOf(userId);
      const onSale = [
        ...(await d.orders.packagesFor(siteId, CURRENCY.rmb)),
        ...(await d.orders.packagesFor(siteId, CURRENCY.dollar)),
        ...(await d.orders.packagesFor(siteId, CURRENCY.rmb, SERVICE_TYPE.vip)),
        ...(await d.orders.packagesFor(siteId, CURRENCY.dollar, SERVICE_TYPE.vip)),
      ];
      const p = onSale.find((x) => x.id === input.packageId);
      if (!p) throw fail('packageNotFound');
      if (!payPage(input.payMethod, '')) throw fail('payMethodUnavailable');
      // A real provider takes its own currency (the wallets RMB, PayPal dollars): never a dollar amount in RMB.
      if (!d.gateway.takes(input.payMethod, currencyCode(p.currency))) throw fail('payMethodCurrency');
      if (p.serviceType === SERVICE_TYPE.vip) await d.premium.assertTierCovers(userId, p.count);
      const now = d.clock.now();
      const made = await d.orders.insert({
        userId,
        orderNo: `LC${now.getTime().toString(36).toUpperCase()}${crypto.randomBytes(9).toString('hex').toUpperCase()}`,
        requestId: input.requestId,
        packageId: p.id,
        serviceType: p.serviceType,
        count: p.count,
        amount: p.amount,
        currency: p.currency,
        payMethod: input.payMethod,
        status: ORDER_STATUS.created,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ORDER_PAYABLE_MS),
      });
      // Two copies of the same request at once: the second finds the first's order.
      return present(made ?? (await d.orders.byRequest(userId, input.requestId))!);
    },

    async cancelOrder(ctx: UserContext, input: { orderId: number }) {
      const o = await d.orders.ofUser(ctx.session.userId, input.orderId);
      if (!o) throw fail('orderNotFound');
      const done = await d.orders.cancel(ctx.session.userId, input.orderId, d.clock.now());
      if (!done) throw fail('orderClosed');
      await d.onCancelled?.(done);
      return present(done);
    },

    async orderDetail(ctx: UserContext, input: { orderId: number }) {
      const o = await d.orders.ofUser(ctx.session.userId, input.orderId);
      if (!o) throw fail('orderNotFound');
      return present(await current(o));
    },

    async listOrders(ctx: UserContext, input: Paging & { status?: number }) {
      await d.orders.closeOverdue(d.clock.now());
      const { rows, total } = await d.orders.list(ctx.session.userId, input.status, windowOf(input));
      return pageOf(rows.map(present), total, input);
    },

    /** The sweep: unpaid orders past their time become overdue. */
    closeOverdue: () => d.orders.closeOverdue(d.clock.now()),
  };
}

export type CommerceService = ReturnType<typeof createCommerceService>;
