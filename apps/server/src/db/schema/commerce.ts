// Paid services (issue 17): the packages on sale per site, orders, the payment providers' notifications as received,
// and each account's units per service — a balance row (checked ≥ 0, changed by one conditional update, so two
// simultaneous uses of the last unit give one success) beside the append-only ledger that explains it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from '../columns';
import { users } from './accounts';

const userRef = (name: string) => bigint(name, { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' });

export const servicePackages = pgTable(
  'service_packages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    serviceType: smallint('service_type').notNull(),
    count: integer('count').notNull(),
    /** Minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: smallint('currency').notNull(),
    onSale: boolean('on_sale').notNull().default(true),
  },
  (t) => [
    index('service_packages_site_idx').on(t.siteId, t.currency),
    check('service_packages_positive', sql`${t.count} > 0 and ${t.amount} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id').notNull(),
    /** What the provider knows it by: unguessable, unique. */
    orderNo: text('order_no').notNull().unique(),
    /** The client's id for the request that made it: the same request again returns this order. */
    requestId: text('request_id').notNull(),
    packageId: integer('package_id').notNull(),
    serviceType: smallint('service_type').notNull(),
    count: integer('count').notNull(),
    amount: integer('amount').notNull(),
    currency: smallint('currency').notNull(),
    payMethod: smallint('pay_method').notNull(),
    /** created 1, paid 2, overdue 3, canceled 4, payback 5. */
    status: smallint('status').notNull(),
    /** The provider's own id of the payment, once paid. */
    providerRef: text('provider_ref'),
    /** A real provider's: where the payer pays (a wallet's QR code content, PayPal's approval page), once started. */
    payTarget: text('pay_target'),
    /** PayPal's id of its order (the return page and the poller find ours by it). */
    providerOrderId: text('provider_order_id'),
    /** When a node last asked the provider about it (the poller's claim). */
    polledAt: ts('polled_at'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    closedAt: ts('closed_at'),
  },
  (t) => [
    uniqueIndex('orders_request_idx').on(t.userId, t.requestId),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_provider_order_idx')
      .on(t.providerOrderId)
      .where(sql`${t.providerOrderId} is not null`),
    index('orders_unpaid_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 1`),
  ],
);

/** Every notification a provider sent, valid or not, as received (the log an operator reads when a payment is disputed). */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    orderNo: text('order_no'),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** verified and applied | duplicate | bad signature | mismatch | unknown order | late */
    outcome: text('outcome').notNull(),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.orderNo)],
);

export const serviceBalances = pgTable(
  'service_balances',
  {
    userId: userRef('user_id').notNull(),
    serviceType: smallint('service_type').notNull(),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.serviceType] }),
    check('service_balances_not_negative', sql`${t.balance} >= 0`),
  ],
);

export const serviceLedger = pgTable(
  'service_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id').notNull(),
    serviceType: smallint('service_type').notNull(),
    /** 1 purchase, 2 use. */
    kind: smallint('kind').notNull(),
    /** Units in (positive) or out (negative). */
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    /** What used it (`service.use.*` key), and its details (lock, credential). */
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('service_ledger_user_idx').on(t.userId, t.id),
    // A purchase is credited once per order, whatever the notifications.
    uniqueIndex('service_ledger_order_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 1`),
  ],
);
