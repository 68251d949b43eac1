// A payment provider as the order flow sees it (issue 17): the request that starts a payment and the reading of its
// answer (where the payer pays), the request that asks about a payment and the reading of that answer (the poller,
// for notifications that never came), and the verification of the provider's signed notification. Adapters only
// build and read; ../payment-gateway.ts sends (timeouts, PayPal's access token).
// Adapters: Alipay (RSA2 over sorted parameters), WeChat Pay API v3 (RSA-SHA256 headers, AES-256-GCM resource),
// PayPal Orders v2 (webhook signature: CRC32 of the body, RSA-SHA256 with PayPal's certificate). The sandbox
// (../sandbox-pay.ts) is the embedded stand-in for all three.

export type ProviderName = 'alipay' | 'wechat' | 'paypal';

/** What a verified notification says about an order; amounts in minor units. */
export type VerifiedPayment = {
  orderNo: string;
  /**
   * paid: the money is taken; closed: no payment will come; refunded: the money went back; pending: not yet;
   * approved: the payer agreed and the merchant must now take it (PayPal's capture).
   */
  outcome: 'paid' | 'closed' | 'refunded' | 'pending' | 'approved';
  amount: number;
  tradeNo: string;
  /** The currency the provider names, when it names one (WeChat Pay, PayPal): it must be the order's. */
  currency?: string;
};

export type ProviderRequest = { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; body: string };

export type PayOrder = {
  orderNo: string;
  amount: number;
  currency: 'CNY' | 'USD';
  subject: string;
  notifyUrl: string;
  /** Where the payer's browser returns after paying or giving up at the provider's page (PayPal). */
  returnUrl: string;
  cancelUrl: string;
  /** The provider stops taking the payment at this time (our order's expiry). */
  expiresAt: Date;
};

export type Notification = { headers: Record<string, string | undefined>; rawBody: string };

/** An HTTP answer from the provider, as received. */
export type ProviderAnswer = { status: number; headers: Record<string, string | undefined>; body: string };

/** Where the payer pays: a QR code's content (the wallets) or a page (PayPal); the provider's id of the payment. */
export type Started = { payUrl: string; providerOrderId?: string };

/** A paid order to give back in full: our number, the provider's id of the payment (trade, transaction, capture). */
export type RefundOrder = {
  orderNo: string;
  tradeNo: string;
  amount: number;
  currency: 'CNY' | 'USD';
  /** Our id of the refund: the same one again never refunds twice. */
  refundNo: string;
  reason: string;
};

/** An order as the provider is asked about it: our number, and the provider's id when it gave one. */
export type QueriedOrder = { orderNo: string; providerOrderId?: string | null };

export type PaymentProvider = {
  name: ProviderName;
  /** The currencies it is set up to take here: Alipay and WeChat Pay RMB, PayPal dollars. */
  currencies: readonly ('CNY' | 'USD')[];
  payRequest: (o: PayOrder, now: Date) => ProviderRequest;
  /** The answer to `payRequest`: where the payer pays, or undefined when the provider refused or is not genuine. */
  payAnswer: (a: ProviderAnswer) => Started | undefined;
  queryRequest: (o: QueriedOrder, now: Date) => ProviderRequest;
  /** The answer to `queryRequest`: `pending` while the payer has not paid, undefined when it cannot be read. */
  queryAnswer: (a: ProviderAnswer, o: QueriedOrder) => VerifiedPayment | undefined;
  /** Gives the whole payment back (idempotent at the provider by `refundNo`); its answer read by `refundAnswer`. */
  refundRequest: (o: RefundOrder, now: Date) => ProviderRequest;
  /** refunded: done; pending: accepted, the money is on its way back; undefined: refused or unreadable. */
  refundAnswer: (a: ProviderAnswer) => 'refunded' | 'pending' | undefined;
  /** Closes an unpaid payment so it can no longer be paid (the wallets; PayPal's unapproved orders lapse). */
  closeRequest?: (orderNo: string, now: Date) => ProviderRequest;
  /** Whether the payment is closed (or never existed: a QR code never scanned). */
  closeAnswer?: (a: ProviderAnswer) => boolean;
  /** PayPal: the request that takes an approved payment (its answer reads like a query's). */
  captureRequest?: (providerOrderId: string) => ProviderRequest;
  /** The notification's meaning when its signature is the provider's; undefined for anything forged or malformed. */
  verify: (n: Notification) => VerifiedPayment | undefined;
};

/** A JSON answer's parsed body, or undefined. */
export const jsonOf = (body: string): Record<string, unknown> | undefined => {
  try {
    const v: unknown = JSON.parse(body);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** "12.50" ⇄ 1250: the providers' decimal strings and our minor units. */
export const toDecimal = (minor: number) => (minor / 100).toFixed(2);
export const fromDecimal = (s: unknown): number | undefined =>
  typeof s === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(s) ? Math.round(Number(s) * 100) : undefined;
