// WeChat Pay API v3. Requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,
// timestamp=…,serial_no=…`, the signature RSA-SHA256 (merchant key) over "METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n".
// Notifications: headers Wechatpay-Timestamp, -Nonce, -Signature, -Serial; the signature over
// "TIMESTAMP\nNONCE\nBODY\n" verified with the platform certificate whose serial the header names; the body's
// `resource` is AEAD_AES_256_GCM with the API v3 key (the last 16 bytes of the ciphertext are the tag). Only
// trade_state SUCCESS is paid; CLOSED and REVOKED are closed; REFUND is refunded. A timestamp older than 5 minutes
// is refused (a replayed notification).
import crypto from 'node:crypto';
import { jsonOf, type Notification, type PaymentProvider, type ProviderAnswer, type VerifiedPayment } from './provider';

export type WechatKeys = {
  mchId: string;
  appId: string;
  /** The merchant certificate's serial number and private key (requests). */
  serialNo: string;
  privateKey: string;
  /** Platform certificates (public keys, PEM) by serial number (notifications). */
  platformKeys: Record<string, string>;
  /** The API v3 key: 32 characters. */
  apiV3Key: string;
  base?: string;
};

const MAX_AGE_S = 300;

export function wechatDecrypt(apiV3Key: string, r: { ciphertext: string; nonce: string; associated_data?: string }) {
  const data = Buffer.from(r.ciphertext, 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  if (r.associated_data) decipher.setAAD(Buffer.from(r.associated_data, 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** A transaction (a notification's decrypted resource, or a query's answer) as a payment of ours; undefined when foreign. */
function readTransaction(mchId: string, t: Record<string, unknown>, orderNo?: string): VerifiedPayment | undefined {
  const money = t.amount as { total?: unknown; currency?: unknown } | undefined;
  const amount = money?.total;
  if (t.mchid !== mchId || typeof t.out_trade_no !== 'string' || typeof amount !== 'number') return undefined;
  if (orderNo !== undefined && t.out_trade_no !== orderNo) return undefined;
  const s = t.trade_state;
  const outcome =
    s === 'SUCCESS' ? 'paid' : s === 'REFUND' ? 'refunded' : s === 'CLOSED' || s === 'REVOKED' ? 'closed' : 'pending';
  // A paid or refunded transaction has WeChat's id; one not yet paid may not.
  const tradeNo = typeof t.transaction_id === 'string' ? t.transaction_id : '';
  if ((outcome === 'paid' || outcome === 'refunded') && !tradeNo) return undefined;
  return {
    orderNo: t.out_trade_no,
    outcome,
    amount,
    tradeNo,
    ...(typeof money?.currency === 'string' ? { currency: money.currency } : {}),
  };
}

export function createWechatPay(k: WechatKeys, clock: () => Date = () => new Date()): PaymentProvider {
  const base = k.base ?? 'https://api.mch.weixin.qq.com';
  const signed = (method: 'GET' | 'POST', path: string, body: string, now: Date) => {
    const ts = String(Math.floor(now.getTime() / 1000));
    const nonce = crypto.randomBytes(16).toString('hex');
    const signature = crypto
      .createSign('RSA-SHA256')
      .update(`${method}\n${path}\n${ts}\n${nonce}\n${body}\n`)
      .sign(k.privateKey, 'base64');
    return {
      method,
      url: `${base}${path}`,
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        accept: 'application/json',
        authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${k.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${ts}",serial_no="${k.serialNo}"`,
      },
      body,
    };
  };
  /** WeChat Pay signs its answers and notifications alike: the platform key over "TS\nNONCE\nBODY\n", 5 minutes. */
  const genuine = (n: Notification) => {
    const ts = n.headers['wechatpay-timestamp'];
    const nonce = n.headers['wechatpay-nonce'];
    const sig = n.headers['wechatpay-signature'];
    const key = k.platformKeys[n.headers['wechatpay-serial'] ?? ''];
    if (!ts || !nonce || !sig || !key || !/^\d+$/.test(ts)) return false;
    if (Math.abs(clock().getTime() / 1000 - Number(ts)) > MAX_AGE_S) return false;
    try {
      return crypto.createVerify('RSA-SHA256').update(`${ts}\n${nonce}\n${n.rawBody}\n`).verify(key, sig, 'base64');
    } catch {
      return false;
    }
  };
  const answerOf = (a: ProviderAnswer) =>
    genuine({ headers: a.headers, rawBody: a.body }) ? jsonOf(a.body) : undefined;
  const queryPath = (orderNo: string) =>
    `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(k.mchId)}`;

  const read = (t: Record<string, unknown>, orderNo?: string) => readTransaction(k.mchId, t, orderNo);

  return {
    name: 'wechat',
    currencies: ['CNY'],
    payRequest(o, now) {
      const body = JSON.stringify({
        appid: k.appId,
        mchid: k.mchId,
        description: o.subject,
        out_trade_no: o.orderNo,
        time_expire: o.expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        notify_url: o.notifyUrl,
        amount: { total: o.amount, currency: o.currency },
      });
      return signed('POST', '/v3/pay/transactions/native', body, now);
    },
    payAnswer(a) {
      const r = a.status === 200 ? answerOf(a) : undefined;
      return typeof r?.code_url === 'string' ? { payUrl: r.code_url } : undefined;
    },
    queryRequest(o, now) {
      return signed('GET', queryPath(o.orderNo), '', now);
    },
    closeRequest(orderNo, now) {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`;
      return signed('POST', path, JSON.stringify({ mchid: k.mchId }), now);
    },
    closeAnswer(a) {
      // 204 with no body: closed (a repeat of a close is answered the same).
      return a.status === 204;
    },
    refundRequest(o, now) {
      const body = JSON.stringify({
        out_trade_no: o.orderNo,
        out_refund_no: o.refundNo,
        reason: o.reason,
        amount: { refund: o.amount, total: o.amount, currency: o.currency },
      });
      return signed('POST', '/v3/refund/domestic/refunds', body, now);
    },
    refundAnswer(a) {
      const r = a.status === 200 ? answerOf(a) : undefined;
      return r?.status === 'SUCCESS' ? 'refunded' : r?.status === 'PROCESSING' ? 'pending' : undefined;
    },
    queryAnswer(a, o): VerifiedPayment | undefined {
      const r = answerOf(a);
      if (!r) return undefined;
      if (a.status === 404 && r.code === 'ORDER_NOT_EXIST')
        return { orderNo: o.orderNo, outcome: 'pending', amount: 0, tradeNo: '' };
      return a.status === 200 ? read(r, o.orderNo) : undefined;
    },
    verify(n: Notification) {
      if (!genuine(n)) return undefined;
      try {
        const body = JSON.parse(n.rawBody) as {
          resource?: { ciphertext: string; nonce: string; associated_data?: string };
        };
        if (!body.resource) return undefined;
        return read(JSON.parse(wechatDecrypt(k.apiV3Key, body.resource)) as Record<string, unknown>);
      } catch {
        return undefined;
      }
    },
  };
}
