// Alipay (open platform, RSA2). Requests: the common parameters and `biz_content`, signed with the app's private key
// over the parameters sorted by name, `k=v` joined by `&` (empty values and `sign` left out). Notifications
// (`notify_url`, form-encoded): the same string over every parameter but `sign` and `sign_type`, verified with
// Alipay's public key. Only TRADE_SUCCESS and TRADE_FINISHED are paid; TRADE_CLOSED is closed (timeout or refund).
import crypto from 'node:crypto';
import { fromDecimal, toDecimal, type Notification, type PaymentProvider } from './provider';

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

export function createAlipay(k: AlipayKeys): PaymentProvider {
  return {
    name: 'alipay',
    payRequest(o, now) {
      const params: Record<string, string> = {
        app_id: k.appId,
        method: 'alipay.trade.precreate',
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: beijing(now),
        version: '1.0',
        notify_url: o.notifyUrl,
        biz_content: JSON.stringify({ out_trade_no: o.orderNo, total_amount: toDecimal(o.amount), subject: o.subject }),
      };
      params.sign = alipaySign(k.privateKey, params);
      return {
        method: 'POST',
        url: k.gateway ?? 'https://openapi.alipay.com/gateway.do',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(params).toString(),
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
