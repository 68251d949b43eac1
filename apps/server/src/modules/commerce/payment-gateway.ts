// Sends the providers' requests (issue 17): the adapters in ./providers build and read them; this holds the network
// side — a timeout on every call, PayPal's OAuth access token (fetched with the client credentials, kept until a
// minute before it ends, fetched again once on a 401) — and knows which pay method each configured provider serves.
import { CURRENCY, PAY_METHOD } from '@lockconsole/shared/commerce/commerce';
import type {
  PaymentProvider,
  ProviderAnswer,
  ProviderName,
  ProviderRequest,
  QueriedOrder,
  Started,
  PayOrder,
  RefundOrder,
  VerifiedPayment,
} from './providers/provider';
import { jsonOf } from './providers/provider';

export const PROVIDER_OF_METHOD: Record<number, ProviderName> = {
  [PAY_METHOD.alipay]: 'alipay',
  [PAY_METHOD.wechat]: 'wechat',
  [PAY_METHOD.paypal]: 'paypal',
};

/** Our currency number (RMB 1, dollars 2) as the providers name it. */
export const currencyCode = (currency: number): 'CNY' | 'USD' => (currency === CURRENCY.rmb ? 'CNY' : 'USD');

export type Send = (r: ProviderRequest, timeoutMs: number) => Promise<ProviderAnswer>;

/** The provider did not answer, or answered something that is not a reading of the request. */
export class ProviderUnavailable extends Error {}

const fetchSend: Send = async (r, timeoutMs) => {
  const res = await fetch(r.url, {
    method: r.method,
    headers: r.headers,
    body: r.method === 'GET' ? undefined : r.body,
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'manual',
  });
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => (headers[k] = v));
  return { status: res.status, headers, body: await res.text() };
};

export function createPaymentGateway(d: {
  providers: Partial<Record<ProviderName, PaymentProvider>>;
  /** PayPal's token request (client credentials), when PayPal is configured. */
  paypalToken?: ProviderRequest;
  send?: Send;
  timeoutMs?: number;
  now?: () => Date;
}) {
  const send = d.send ?? fetchSend;
  const timeoutMs = d.timeoutMs ?? 10_000;
  const now = d.now ?? (() => new Date());
  let token: { value: string; until: number } | undefined;

  const bearer = async (fresh: boolean) => {
    if (!d.paypalToken) throw new ProviderUnavailable('PayPal has no client credentials');
    if (!fresh && token && token.until > now().getTime()) return token.value;
    const a = await send(d.paypalToken, timeoutMs);
    const r = a.status === 200 ? jsonOf(a.body) : undefined;
    if (typeof r?.access_token !== 'string') throw new ProviderUnavailable(`PayPal token: HTTP ${a.status}`);
    const life = typeof r.expires_in === 'number' ? r.expires_in : 3600;
    token = { value: r.access_token, until: now().getTime() + Math.max(0, life - 60) * 1000 };
    return token.value;
  };

  const call = async (p: PaymentProvider, r: ProviderRequest): Promise<ProviderAnswer> => {
    try {
      if (p.name !== 'paypal') return await send(r, timeoutMs);
      const once = async (fresh: boolean) =>
        send({ ...r, headers: { ...r.headers, authorization: `Bearer ${await bearer(fresh)}` } }, timeoutMs);
      const a = await once(false);
      return a.status === 401 ? await once(true) : a;
    } catch (err) {
      if (err instanceof ProviderUnavailable) throw err;
      throw new ProviderUnavailable(`${p.name}: ${(err as Error).message}`);
    }
  };

  const providerOf = (payMethod: number) => {
    const name = PROVIDER_OF_METHOD[payMethod];
    return name ? d.providers[name] : undefined;
  };

  return {
    /** The provider that takes this pay method here, if one is configured. */
    providerOf,
    provider: (name: string) => (Object.hasOwn(d.providers, name) ? d.providers[name as ProviderName] : undefined),
    /** Whether this pay method's provider, if a real one serves it, takes the currency. */
    takes: (payMethod: number, currency: 'CNY' | 'USD') => providerOf(payMethod)?.currencies.includes(currency) ?? true,

    /** Starts the payment at the provider: where the payer pays. Throws ProviderUnavailable. */
    async start(payMethod: number, o: PayOrder): Promise<Started> {
      const p = providerOf(payMethod);
      if (!p) throw new ProviderUnavailable(`no provider for pay method ${payMethod}`);
      if (!p.currencies.includes(o.currency)) throw new ProviderUnavailable(`${p.name} does not take ${o.currency}`);
      const a = await call(p, p.payRequest(o, now()));
      const started = p.payAnswer(a);
      if (!started) throw new ProviderUnavailable(`${p.name}: HTTP ${a.status} ${a.body.slice(0, 200)}`);
      return started;
    },

    /** What the provider says about the payment now; undefined when it cannot be asked or its answer read. */
    async query(payMethod: number, o: QueriedOrder): Promise<VerifiedPayment | undefined> {
      const p = providerOf(payMethod);
      if (!p || (p.name === 'paypal' && !o.providerOrderId)) return undefined;
      return p.queryAnswer(await call(p, p.queryRequest(o, now())), o);
    },

    /** Gives a payment back in full at its provider: done, or accepted and on its way. Throws ProviderUnavailable. */
    async refund(payMethod: number, o: RefundOrder): Promise<'refunded' | 'pending'> {
      const p = providerOf(payMethod);
      if (!p) throw new ProviderUnavailable(`no provider for pay method ${payMethod}`);
      const a = await call(p, p.refundRequest(o, now()));
      const r = p.refundAnswer(a);
      if (!r) throw new ProviderUnavailable(`${p.name} refund: HTTP ${a.status} ${a.body.slice(0, 200)}`);
      return r;
    },

    /** Closes an unpaid payment at its provider; true when closed or when the provider has nothing to close. */
    async close(payMethod: number, orderNo: string): Promise<boolean> {
      const p = providerOf(payMethod);
      if (!p?.closeRequest || !p.closeAnswer) return true;
      return p.closeAnswer(await call(p, p.closeRequest(orderNo, now())));
    },

    /** PayPal: takes an approved payment; what the payment is after. */
    async capture(payMethod: number, o: QueriedOrder): Promise<VerifiedPayment | undefined> {
      const p = providerOf(payMethod);
      if (!p?.captureRequest || !o.providerOrderId) return undefined;
      const a = await call(p, p.captureRequest(o.providerOrderId));
      // 422 ORDER_ALREADY_CAPTURED: another node or the webhook's capture came first; ask for the order as it is.
      return p.queryAnswer(a, o) ?? (await this.query(payMethod, o));
    },
  };
}

export type PaymentGateway = ReturnType<typeof createPaymentGateway>;
