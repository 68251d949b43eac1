// WeChat Pay API v3. Requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,
// timestamp=…,serial_no=…`, the signature RSA-SHA256 (merchant key) over "METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n".
// Notifications: headers Wechatpay-Timestamp, -Nonce, -Signature, -Serial; the signature over
// "TIMESTAMP\nNONCE\nBODY\n" verified with the platform certificate whose serial the header names; the body's
// `resource` is AEAD_AES_256_GCM with the API v3 key (the last 16 bytes of the ciphertext are the tag). Only
// trade_state SUCCESS is paid; CLOSED and REVOKED are closed; REFUND is refunded. A timestamp older than 5 minutes
// is refused (a replayed notification).
import crypto from 'node:crypto';
import type { Notification, PaymentProvider } from './provider';

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

export function createWechatPay(k: WechatKeys, clock: () => Date = () => new Date()): PaymentProvider {
  return {
    name: 'wechat',
    payRequest(o, now) {
      const path = '/v3/pay/transactions/native';
      const body = JSON.stringify({
        appid: k.appId,
        mchid: k.mchId,
        description: o.subject,
        out_trade_no: o.orderNo,
        notify_url: o.notifyUrl,
        amount: { total: o.amount, currency: o.currency },
      });
      const ts = String(Math.floor(now.getTime() / 1000));
      const nonce = crypto.randomBytes(16).toString('hex');
      const signature = crypto
        .createSign('RSA-SHA256')
        .update(`POST\n${path}\n${ts}\n${nonce}\n${body}\n`)
        .sign(k.privateKey, 'base64');
      return {
        method: 'POST',
        url: `${k.base ?? 'https://api.mch.weixin.qq.com'}${path}`,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${k.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${ts}",serial_no="${k.serialNo}"`,
        },
        body,
      };
    },
    verify(n: Notification) {
      const ts = n.headers['wechatpay-timestamp'];
      const nonce = n.headers['wechatpay-nonce'];
      const sig = n.headers['wechatpay-signature'];
      const key = k.platformKeys[n.headers['wechatpay-serial'] ?? ''];
      if (!ts || !nonce || !sig || !key || !/^\d+$/.test(ts)) return undefined;
      if (Math.abs(clock().getTime() / 1000 - Number(ts)) > MAX_AGE_S) return undefined;
      try {
        const ok = crypto
          .createVerify('RSA-SHA256')
          .update(`${ts}\n${nonce}\n${n.rawBody}\n`)
          .verify(key, sig, 'base64');
        if (!ok) return undefined;
        const body = JSON.parse(n.rawBody) as {
          resource?: { ciphertext: string; nonce: string; associated_data?: string };
        };
        if (!body.resource) return undefined;
        const t = JSON.parse(wechatDecrypt(k.apiV3Key, body.resource)) as {
          mchid?: string;
          out_trade_no?: string;
          transaction_id?: string;
          trade_state?: string;
          amount?: { total?: number };
        };
        if (t.mchid !== k.mchId || !t.out_trade_no || !t.transaction_id || typeof t.amount?.total !== 'number')
          return undefined;
        const s = t.trade_state;
        const outcome =
          s === 'SUCCESS'
            ? 'paid'
            : s === 'REFUND'
              ? 'refunded'
              : s === 'CLOSED' || s === 'REVOKED'
                ? 'closed'
                : 'pending';
        return { orderNo: t.out_trade_no, outcome, amount: t.amount.total, tradeNo: t.transaction_id };
      } catch {
        return undefined;
      }
    },
  };
}
