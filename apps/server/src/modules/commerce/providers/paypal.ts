// PayPal (Orders v2 and webhooks). A payment starts with `POST /v2/checkout/orders` (intent CAPTURE, our order
// number as the purchase unit's `invoice_id`), authorized with an OAuth access token (`tokenRequest`). Webhooks are
// verified offline: the signature (`paypal-transmission-sig`, SHA256withRSA) over
// "<transmission id>|<transmission time>|<webhook id>|<CRC32 of the raw body, decimal>" with PayPal's certificate —
// configured (PayPal serves it from the `paypal-cert-url`, which must be on paypal.com; fetching it needs the network,
// so the operator installs it). PAYMENT.CAPTURE.COMPLETED is paid, …REFUNDED refunded, …DENIED closed.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { fromDecimal, toDecimal, type Notification, type PaymentProvider } from './provider';

export type PaypalKeys = {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook registered for this console. */
  webhookId: string;
  /** PayPal's signing certificate (PEM). */
  certificate: string;
  /** The current OAuth access token (from `tokenRequest`). */
  accessToken?: string;
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

export function createPaypal(k: PaypalKeys, clock: () => Date = () => new Date()): PaymentProvider {
  return {
    name: 'paypal',
    payRequest(o) {
      return {
        method: 'POST',
        url: `${k.base ?? 'https://api-m.paypal.com'}/v2/checkout/orders`,
        headers: {
          authorization: `Bearer ${k.accessToken ?? ''}`,
          'content-type': 'application/json',
          // PayPal's own idempotency: the same order number never makes two PayPal orders.
          'paypal-request-id': o.orderNo,
        },
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              invoice_id: o.orderNo,
              description: o.subject,
              amount: { currency_code: o.currency, value: toDecimal(o.amount) },
            },
          ],
        }),
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
          resource?: { id?: string; invoice_id?: string; amount?: { value?: string } };
        };
        const r = e.resource;
        const amount = fromDecimal(r?.amount?.value);
        if (!r?.id || !r.invoice_id || amount === undefined) return undefined;
        const outcome =
          e.event_type === 'PAYMENT.CAPTURE.COMPLETED'
            ? 'paid'
            : e.event_type === 'PAYMENT.CAPTURE.REFUNDED'
              ? 'refunded'
              : e.event_type === 'PAYMENT.CAPTURE.DENIED'
                ? 'closed'
                : 'pending';
        return { orderNo: r.invoice_id, outcome, amount, tradeNo: r.id };
      } catch {
        return undefined;
      }
    },
  };
}
