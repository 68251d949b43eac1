// Alipay (open platform, RSA2). Requests: the common parameters and `biz_content`, signed with the app's private key
// over the parameters sorted by name, `k=v` joined by `&` (empty values and `sign` left out). Notifications
// (`notify_url`, form-encoded): the same string over every parameter but `sign` and `sign_type`, verified with
// Alipay's public key. Only TRADE_SUCCESS and TRADE_FINISHED are paid; TRADE_CLOSED is closed (timeout or refund).
// Answers (`alipay.trade.precreate`, `alipay.trade.query`) are JSON `{"<method>_response": {...}, "sign": "…"}`, the
// sign RSA2 over the exact text of the response object, verified with Alipay's public key before anything is read.
import crypto from 'node:crypto';
import {
  fromDecimal,
  jsonOf,
  toDecimal,
  type Notification,
  type PaymentProvider,
  type ProviderAnswer,
  type VerifiedPayment,
} from './provider';

export type AlipayKeys = { appId: string; privateKey: string; alipayPublicKey: string; gateway?: string };

const signingString = (params: Record<string, string>, leaveOut: string[]) =>
  Object.keys(params)
    .filter((k) => !leaveOut.includes(k) && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');

/** Beijing time, as Alipay wants its timestamp: "2026-11-28 12:30:00". */
const beijing = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

export function alipaySign(privateKey: string, params: Record<string, string>) {
  return crypto
    .createSign('RSA-SHA256')
    .update(signingString(params, ['sign']), 'utf8')
    .sign(privateKey, 'base64');
}

/**
 * The exact text of `{"<name>": {…}}`'s object in Alipay's answer (what its sign covers), found by scanning the raw
 * body — re-serialising the parsed object could change escapes and break the signature.
 */
export function rawMember(body: string, name: string): string | undefined {
  const at = body.indexOf(`"${name}"`);
  if (at < 0) return undefined;
  let i = body.indexOf('{', at + name.length + 2);
  if (i < 0 || body.slice(at + name.length + 2, i).trim() !== ':') return undefined;
  const start = i;
  let depth = 0;
  let inString = false;
  for (; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return body.slice(start, i + 1);
  }
  return undefined;
}

const verifies = (publicKey: string, text: string, sign: unknown) => {
  try {
    return (
      typeof sign === 'string' &&
      crypto.createVerify('RSA-SHA256').update(text, 'utf8').verify(publicKey, sign, 'base64')
    );
  } catch {
    return false;
  }
};

export function createAlipay(k: AlipayKeys): PaymentProvider {
  const request = (method: string, biz: Record<string, string>, now: Date, notifyUrl?: string) => {
    const params: Record<string, string> = {
      app_id: k.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: beijing(now),
      version: '1.0',
      ...(notifyUrl ? { notify_url: notifyUrl } : {}),
      biz_content: JSON.stringify(biz),
    };
    params.sign = alipaySign(k.privateKey, params);
    return {
      method: 'POST' as const,
      url: k.gateway ?? 'https://openapi.alipay.com/gateway.do',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    };
  };
  /** The response object of `method`'s answer when Alipay signed it; undefined otherwise. */
  const answerOf = (a: ProviderAnswer, method: string) => {
    const name = `${method.replaceAll('.', '_')}_response`;
    const raw = rawMember(a.body, name);
    const sign = jsonOf(a.body)?.sign;
    if (a.status !== 200 || !raw || !verifies(k.alipayPublicKey, raw, sign)) return undefined;
    return jsonOf(raw);
  };
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

  return {
    name: 'alipay',
    currencies: ['CNY'],
    payRequest(o, now) {
      return request(
        'alipay.trade.precreate',
        {
          out_trade_no: o.orderNo,
          total_amount: toDecimal(o.amount),
          subject: o.subject,
          time_expire: beijing(o.expiresAt),
        },
        now,
        o.notifyUrl,
      );
    },
    payAnswer(a) {
      const r = answerOf(a, 'alipay.trade.precreate');
      const qr = str(r?.qr_code);
      return r?.code === '10000' && qr ? { payUrl: qr } : undefined;
    },
    queryRequest(o, now) {
      return request('alipay.trade.query', { out_trade_no: o.orderNo }, now);
    },
    closeRequest(orderNo, now) {
      return request('alipay.trade.close', { out_trade_no: orderNo }, now);
    },
    closeAnswer(a) {
      const r = answerOf(a, 'alipay.trade.close');
      return r?.code === '10000' || (r?.code === '40004' && r.sub_code === 'ACQ.TRADE_NOT_EXIST');
    },
    refundRequest(o, now) {
      return request(
        'alipay.trade.refund',
        {
          out_trade_no: o.orderNo,
          refund_amount: toDecimal(o.amount),
          out_request_no: o.refundNo,
          refund_reason: o.reason,
        },
        now,
      );
    },
    refundAnswer(a) {
      const r = answerOf(a, 'alipay.trade.refund');
      // 10000: the refund is done (fund_change N on a repeat of a refund already made: done as well).
      return r?.code === '10000' ? 'refunded' : undefined;
    },
    queryAnswer(a, o): VerifiedPayment | undefined {
      const r = answerOf(a, 'alipay.trade.query');
      if (!r) return undefined;
      // A precreated trade exists at Alipay only once the payer scanned it.
      if (r.code === '40004' && r.sub_code === 'ACQ.TRADE_NOT_EXIST')
        return { orderNo: o.orderNo, outcome: 'pending', amount: 0, tradeNo: '' };
      const amount = fromDecimal(r.total_amount);
      if (r.code !== '10000' || r.out_trade_no !== o.orderNo || amount === undefined) return undefined;
      const status = r.trade_status;
      return {
        orderNo: o.orderNo,
        outcome:
          status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED'
            ? 'paid'
            : status === 'TRADE_CLOSED'
              ? 'closed'
              : 'pending',
        amount,
        tradeNo: str(r.trade_no) ?? '',
      };
    },
    verify(n: Notification) {
      const params = Object.fromEntries(new URLSearchParams(n.rawBody));
      if (!params.sign || params.sign_type !== 'RSA2' || params.app_id !== k.appId) return undefined;
      let ok = false;
      try {
        ok = crypto
          .createVerify('RSA-SHA256')
          .update(signingString(params, ['sign', 'sign_type']), 'utf8')
          .verify(k.alipayPublicKey, params.sign, 'base64');
      } catch {
        return undefined;
      }
      const amount = fromDecimal(params.total_amount);
      if (!ok || !params.out_trade_no || !params.trade_no || amount === undefined) return undefined;
      const status = params.trade_status;
      const outcome =
        status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED'
          ? 'paid'
          : status === 'TRADE_CLOSED'
            ? (fromDecimal(params.refund_fee) ?? 0) > 0
              ? 'refunded'
              : 'closed'
            : 'pending';
      return { orderNo: params.out_trade_no, outcome, amount, tradeNo: params.trade_no };
    },
  };
}
