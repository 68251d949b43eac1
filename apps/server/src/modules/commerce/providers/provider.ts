// A payment provider as the order flow sees it (issue 17): the request that starts a payment (built here, sent by
// whoever holds network access to the provider), and the verification of the provider's signed notification.
// Adapters: Alipay (RSA2 over sorted parameters), WeChat Pay API v3 (RSA-SHA256 headers, AES-256-GCM resource),
// PayPal Orders v2 (webhook signature: CRC32 of the body, RSA-SHA256 with PayPal's certificate). The sandbox
// (../sandbox-pay.ts) is the embedded stand-in for all three.

export type ProviderName = 'alipay' | 'wechat' | 'paypal';

/** What a verified notification says about an order; amounts in minor units. */
export type VerifiedPayment = {
  orderNo: string;
  /** paid: the money is taken; closed: no payment will come; refunded: the money went back; pending: not yet. */
  outcome: 'paid' | 'closed' | 'refunded' | 'pending';
  amount: number;
  tradeNo: string;
};

export type ProviderRequest = { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; body: string };

export type PayOrder = { orderNo: string; amount: number; currency: 'CNY' | 'USD'; subject: string; notifyUrl: string };

export type Notification = { headers: Record<string, string | undefined>; rawBody: string };

export type PaymentProvider = {
  name: ProviderName;
  payRequest: (o: PayOrder, now: Date) => ProviderRequest;
  /** The notification's meaning when its signature is the provider's; undefined for anything forged or malformed. */
  verify: (n: Notification) => VerifiedPayment | undefined;
};

/** "12.50" ⇄ 1250: the providers' decimal strings and our minor units. */
export const toDecimal = (minor: number) => (minor / 100).toFixed(2);
export const fromDecimal = (s: unknown): number | undefined =>
  typeof s === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(s) ? Math.round(Number(s) * 100) : undefined;
