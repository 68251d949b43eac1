// Paid services (issue 17; spec §1, §3): prepaid packages of SMS, e-mail, face recognition and fingerprint issuance,
// orders paid through a payment provider, and each account's balance per service kept as a ledger of purchases and
// uses. Amounts are integer minor units (fen, cents) of the order's currency.
import { z } from 'zod';
import { oneOfInt } from '../user/account-fields';
import { paging, positiveInt } from '../schemas/common';
import { pageSchema } from '../http/envelope';

/** Spec §3 service type (e-contract 2 is not sold here). */
export const SERVICE_TYPE = { sms: 1, faceIdentify: 3, email: 4, fingerprint: 5, vip: 99 } as const;
/** The services counted in units (a balance each). */
export const UNIT_SERVICES = [
  SERVICE_TYPE.sms,
  SERVICE_TYPE.email,
  SERVICE_TYPE.faceIdentify,
  SERVICE_TYPE.fingerprint,
] as const;
export type UnitService = (typeof UNIT_SERVICES)[number];
export const PAY_METHOD = { alipay: 1, wechat: 2, paypal: 3 } as const;
export const ORDER_STATUS = { created: 1, paid: 2, overdue: 3, canceled: 4, payback: 5 } as const;
export const CURRENCY = { rmb: 1, dollar: 2 } as const;
/** Ledger entry kinds: a purchase (units in) or a use (units out). */
export const LEDGER_KIND = { purchase: 1, use: 2 } as const;
/** An unpaid order closes (overdue) after this long. */
export const ORDER_PAYABLE_MS = 2 * 60 * 60_000;

export const servicePackageSchema = z.object({
  packageId: z.number().int(),
  serviceType: z.number().int(),
  /** Units the package adds. */
  count: z.number().int(),
  /** Price in minor units of `currency`. */
  amount: z.number().int(),
  currency: z.number().int(),
});
export type ServicePackage = z.infer<typeof servicePackageSchema>;

/** GET /service/listPackage — the packages on sale on the caller's site, in one currency (default: the site's). */
export const listPackageRequestSchema = z.object({ currency: oneOfInt([1, 2]).optional() });
export const listPackageResponseSchema = z.object({ currency: z.number().int(), list: z.array(servicePackageSchema) });

/** GET /service/getBalance — units left per service. */
export const getBalanceRequestSchema = z.object({});
export const getBalanceResponseSchema = z.object({
  list: z.array(z.object({ serviceType: z.number().int(), balance: z.number().int() })),
});

export const ledgerEntrySchema = z.object({
  recordId: z.number().int(),
  serviceType: z.number().int(),
  /** 1 purchase, 2 use. */
  kind: z.number().int(),
  /** Units: positive for a purchase, negative for a use. */
  count: z.number().int(),
  /** The balance right after it. */
  balance: z.number().int(),
  orderId: z.number().int().nullable(),
  /** What used it (an i18n key of `service.use`), when a use. */
  reason: z.string().nullable(),
  /** The use in the caller's language ("Face added on Front door"); null for a purchase. */
  description: z.string().nullable(),
  createdAt: z.number().int(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /service/listRecord — purchases and uses, newest first (spec: purchase and use records). */
export const listRecordRequestSchema = z.object({
  ...paging,
  serviceType: oneOfInt([1, 3, 4, 5]).optional(),
  kind: oneOfInt([1, 2]).optional(),
});
export const listRecordResponseSchema = pageSchema(ledgerEntrySchema);

export const orderSchema = z.object({
  orderId: z.number().int(),
  /** The number the payment provider knows it by. */
  orderNo: z.string(),
  packageId: z.number().int(),
  serviceType: z.number().int(),
  count: z.number().int(),
  amount: z.number().int(),
  currency: z.number().int(),
  payMethod: z.number().int(),
  /** created 1, paid 2, overdue 3, canceled 4, payback 5. */
  status: z.number().int(),
  createdAt: z.number().int(),
  /** Unpaid after this, it is overdue. */
  expiresAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  /** Where the payer pays, while it can be paid. */
  payUrl: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /order/create — `requestId` makes a retried request return the same order. */
export const createOrderRequestSchema = z.object({
  packageId: positiveInt(),
  payMethod: oneOfInt([1, 2, 3]),
  requestId: z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid'),
});
export const createOrderResponseSchema = orderSchema;

export const orderIdRequestSchema = z.object({ orderId: positiveInt() });
/** POST /order/cancel — only an unpaid order. */
export const cancelOrderRequestSchema = orderIdRequestSchema;
export const cancelOrderResponseSchema = orderSchema;
/** GET /order/detail */
export const orderDetailRequestSchema = orderIdRequestSchema;
export const orderDetailResponseSchema = orderSchema;
/** GET /order/list — the caller's orders, newest first. */
export const listOrderRequestSchema = z.object({ ...paging, status: oneOfInt([1, 2, 3, 4, 5]).optional() });
export const listOrderResponseSchema = pageSchema(orderSchema);
