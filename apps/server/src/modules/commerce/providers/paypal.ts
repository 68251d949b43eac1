// PayPal (Orders v2 and webhooks). A payment starts with `POST /v2/checkout/orders` (intent CAPTURE, our order
// number as the purchase unit's `invoice_id`), authorized with an OAuth access token (`tokenRequest`). Webhooks are
// verified offline: the signature (`paypal-transmission-sig`, SHA256withRSA) over
// "<transmission id>|<transmission time>|<webhook id>|<CRC32 of the raw body, decimal>" with PayPal's certificate —
// configured (PayPal serves it from the `paypal-cert-url`, which must be on paypal.com; fetching it needs the network,
// so the operator installs it). PAYMENT.CAPTURE.COMPLETED is paid, …REFUNDED refunded, …DENIED closed;
// CHECKOUT.ORDER.APPROVED is approved (the payer agreed: the console captures). The payer's browser comes back to
// `returnUrl` with `?token=<PayPal order id>`, where the console captures at once. Requests carry no authorization
// here: the gateway adds the bearer token it holds (`paypalTokenRequest`).
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import {
  fromDecimal,
  jsonOf,
  toDecimal,
  type Notification,
  type PaymentProvider,
  type VerifiedPayment,
} from './provider';

export type PaypalKeys = {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook registered for this console. */
  webhookId: string;
  /** PayPal's signing certificate (PEM). */
  certificate: string;
  base?: string;
};

const MAX_AGE_MS = 10 * 60_000;

export function paypalTokenRequest(k: PaypalKeys) {
  return {
    method: 'POST' as const,
    url: `${k.base ?? 'https://api-m.paypal.com'}/v1/oauth2/token`,
    headers: {
      authorization: `Basic ${Buffer.from(`${k.clientId}:${k.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  };
}

type Money = { value?: unknown; currency_code?: unknown };
type Capture = { id?: unknown; status?: unknown; amount?: Money; invoice_id?: unknown };
type PaypalOrder = {
  id?: unknown;
  status?: unknown;
  purchase_units?: { invoice_id?: unknown; amount?: Money; payments?: { captures?: Capture[] } }[];
};

/** A PayPal order (an answer, or an approval webhook's resource) as a payment of ours; undefined when not ours. */
export function readPaypalOrder(o: PaypalOrder, orderNo?: string): VerifiedPayment | undefined {
  const unit = o.purchase_units?.[0];
  const invoice = unit?.invoice_id;
  if (typeof o.id !== 'string' || typeof invoice !== 'string' || (orderNo !== undefined && invoice !== orderNo))
    return undefined;
  const capture = unit?.payments?.captures?.[0];
  const money = (capture ?? unit)?.amount;
  const amount = fromDecimal(money?.value);
  if (amount === undefined) return undefined;
  const currency = typeof money?.currency_code === 'string' ? { currency: money.currency_code } : {};
  if (capture && typeof capture.id === 'string') {
    const s = capture.status;
    const outcome =
      s === 'COMPLETED'
        ? 'paid'
        : s === 'REFUNDED'
          ? 'refunded'
          : s === 'DECLINED' || s === 'FAILED'
            ? 'closed'
            : 'pending';
    return { orderNo: invoice, outcome, amount, tradeNo: capture.id, ...currency };
  }
  const outcome = o.status === 'APPROVED' ? 'approved' : o.status === 'VOIDED' ? 'closed' : 'pending';
  return { orderNo: invoice, outcome, amount, tradeNo: o.id, ...currency };
}

export function createPaypal(k: PaypalKeys, clock: () => Date = () => new Date()): PaymentProvider {
  const base = k.base ?? 'https://api-m.paypal.com';
  const json = { 'content-type': 'application/json' };
  return {
    name: 'paypal',
    currencies: ['USD'],
    payRequest(o) {
      return {
        method: 'POST',
        url: `${base}/v2/checkout/orders`,
        // PayPal's own idempotency: the same order number never makes two PayPal orders.
        headers: { ...json, 'paypal-request-id': o.orderNo },
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              invoice_id: o.orderNo,
              description: o.subject,
              amount: { currency_code: o.currency, value: toDecimal(o.amount) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: o.returnUrl,
                cancel_url: o.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        }),
      };
    },
    payAnswer(a) {
      const r = a.status === 200 || a.status === 201 ? jsonOf(a.body) : undefined;
      const links = Array.isArray(r?.links) ? (r.links as { rel?: unknown; href?: unknown }[]) : [];
      const link = links.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      return typeof r?.id === 'string' && typeof link?.href === 'string'
        ? { payUrl: link.href, providerOrderId: r.id }
        : undefined;
    },
    queryRequest(o) {
      return {
        method: 'GET',
        url: `${base}/v2/checkout/orders/${encodeURIComponent(o.providerOrderId ?? '')}`,
        headers: {},
        body: '',
      };
    },
    queryAnswer(a, o) {
      const r = a.status === 200 || a.status === 201 ? jsonOf(a.body) : undefined;
      return r ? readPaypalOrder(r as PaypalOrder, o.orderNo) : undefined;
    },
    refundRequest(o) {
      return {
        method: 'POST',
        url: `${base}/v2/payments/captures/${encodeURIComponent(o.tradeNo)}/refund`,
        headers: { ...json, 'paypal-request-id': o.refundNo },
        // No amount: the whole capture.
        body: JSON.stringify({ invoice_id: o.refundNo, note_to_payer: o.reason.slice(0, 255) }),
      };
    },
    refundAnswer(a) {
      const r = a.status === 200 || a.status === 201 ? jsonOf(a.body) : undefined;
      return r?.status === 'COMPLETED' ? 'refunded' : r?.status === 'PENDING' ? 'pending' : undefined;
    },
    captureRequest(providerOrderId) {
      return {
        method: 'POST',
        url: `${base}/v2/checkout/orders/${encodeURIComponent(providerOrderId)}/capture`,
        // The whole order in the answer (the minimal one has no invoice id to read).
        headers: { ...json, 'paypal-request-id': `capture-${providerOrderId}`, prefer: 'return=representation' },
        body: '{}',
      };
    },
    verify(n: Notification) {
      const id = n.headers['paypal-transmission-id'];
      const time = n.headers['paypal-transmission-time'];
      const sig = n.headers['paypal-transmission-sig'];
      const algo = n.headers['paypal-auth-algo'];
      const certUrl = n.headers['paypal-cert-url'] ?? '';
      if (!id || !time || !sig || algo !== 'SHA256withRSA') return undefined;
      let host = '';
      try {
        host = new URL(certUrl).hostname;
      } catch {
        return undefined;
      }
      if (!(host === 'paypal.com' || host.endsWith('.paypal.com'))) return undefined;
      const at = Date.parse(time);
      if (!Number.isFinite(at) || Math.abs(clock().getTime() - at) > MAX_AGE_MS) return undefined;
      const message = `${id}|${time}|${k.webhookId}|${zlib.crc32(Buffer.from(n.rawBody, 'utf8'))}`;
      try {
        if (!crypto.createVerify('RSA-SHA256').update(message).verify(k.certificate, sig, 'base64')) return undefined;
        const e = JSON.parse(n.rawBody) as {
          event_type?: string;
          resource?: Capture & PaypalOrder & { links?: { rel?: unknown; href?: unknown }[] };
        };
        if (e.event_type === 'CHECKOUT.ORDER.APPROVED') return e.resource ? readPaypalOrder(e.resource) : undefined;
        const r = e.resource;
        const amount = fromDecimal(r?.amount?.value);
        if (typeof r?.id !== 'string' || amount === undefined) return undefined;
        const currency = typeof r.amount?.currency_code === 'string' ? { currency: r.amount.currency_code } : {};
        if (e.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
          // The resource is the refund: its invoice id, when it has one, is the refund's own (ours: R<orderNo>); the
          // payment is the capture named in its "up" link (the order is found by it).
          const up = r.links?.find((l) => l.rel === 'up')?.href;
          const captureId = typeof up === 'string' ? /\/captures\/([^/?#]+)$/.exec(up)?.[1] : undefined;
          const orderNo = typeof r.invoice_id === 'string' ? (/^R(LC[A-Z0-9]+)$/.exec(r.invoice_id)?.[1] ?? '') : '';
          return captureId ? { orderNo, outcome: 'refunded', amount, tradeNo: captureId, ...currency } : undefined;
        }
        if (typeof r.invoice_id !== 'string') return undefined;
        const outcome =
          e.event_type === 'PAYMENT.CAPTURE.COMPLETED'
            ? 'paid'
            : e.event_type === 'PAYMENT.CAPTURE.REFUNDED'
              ? 'refunded'
              : e.event_type === 'PAYMENT.CAPTURE.DENIED'
                ? 'closed'
                : 'pending';
        return { orderNo: r.invoice_id, outcome, amount, tradeNo: r.id, ...currency };
      } catch {
        return undefined;
      }
    },
  };
}
