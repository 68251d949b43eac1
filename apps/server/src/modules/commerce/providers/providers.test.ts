// The three providers' adapters against notifications in each provider's own wire format (fields, headers, signing
// and encryption as their documentation gives them), signed here with keys made for the test: a genuine one is
// read as the provider means it; a tampered, replayed or foreign one is refused. The requests that start a payment
// carry signatures the provider can check.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { alipaySign, createAlipay } from './alipay';
import { createPaypal } from './paypal';
import { createWechatPay } from './wechat';

const pair = () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};
const order = {
  orderNo: 'LCMIJ3K9ABCDEF0123456789',
  amount: 1250,
  currency: 'CNY' as const,
  subject: '100 × SMS',
  notifyUrl: 'https://locks.example.com/api/pay/notify/alipay',
  returnUrl: 'https://locks.example.com/pay/paypal/return',
  cancelUrl: 'https://locks.example.com/pay/paypal/cancel',
  expiresAt: new Date('2026-11-28T06:30:00Z'),
};

describe('Alipay (RSA2)', () => {
  const app = pair();
  const alipay = pair();
  const provider = createAlipay({
    appId: '2021000000000001',
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
  });
  /** An asynchronous notification as Alipay posts it (form-encoded), signed with Alipay's key. */
  const notification = (over: Record<string, string> = {}) => {
    const p: Record<string, string> = {
      gmt_create: '2026-11-28 12:30:01',
      charset: 'utf-8',
      seller_email: 'shop@example.com',
      subject: '100 × SMS',
      buyer_id: '2088102177846880',
      invoice_amount: '12.50',
      notify_id: '2026112800222123001046880512345678',
      notify_type: 'trade_status_sync',
      trade_status: 'TRADE_SUCCESS',
      receipt_amount: '12.50',
      app_id: '2021000000000001',
      buyer_pay_amount: '12.50',
      gmt_payment: '2026-11-28 12:30:09',
      notify_time: '2026-11-28 12:30:10',
      version: '1.0',
      out_trade_no: order.orderNo,
      total_amount: '12.50',
      trade_no: '2026112822001446880512345678',
      auth_app_id: '2021000000000001',
      point_amount: '0.00',
      ...over,
    };
    p.sign = alipaySign(alipay.privateKey, p);
    p.sign_type = 'RSA2';
    return { headers: {}, rawBody: new URLSearchParams(p).toString() };
  };

  it('reads a genuine success as paid, in minor units', () => {
    expect(provider.verify(notification())).toEqual({
      orderNo: order.orderNo,
      outcome: 'paid',
      amount: 1250,
      tradeNo: '2026112822001446880512345678',
    });
    expect(provider.verify(notification({ trade_status: 'TRADE_CLOSED' }))?.outcome).toBe('closed');
    expect(provider.verify(notification({ trade_status: 'TRADE_CLOSED', refund_fee: '12.50' }))?.outcome).toBe(
      'refunded',
    );
  });

  it('refuses a changed amount, another app, and a signature by anyone but Alipay', () => {
    const n = notification();
    expect(
      provider.verify({ ...n, rawBody: n.rawBody.replace('total_amount=12.50', 'total_amount=0.01') }),
    ).toBeUndefined();
    expect(provider.verify(notification({ app_id: '2021000000000002' }))).toBeUndefined();
    const forged = createAlipay({
      appId: '2021000000000001',
      privateKey: app.privateKey,
      alipayPublicKey: pair().publicKey,
    });
    expect(forged.verify(notification())).toBeUndefined();
  });

  it('signs the precreate request with the app key over the sorted parameters', () => {
    const r = provider.payRequest(order, new Date('2026-11-28T04:30:00Z'));
    const p = Object.fromEntries(new URLSearchParams(r.body));
    expect(p).toMatchObject({ method: 'alipay.trade.precreate', sign_type: 'RSA2', timestamp: '2026-11-28 12:30:00' });
    expect(JSON.parse(p.biz_content!)).toEqual({
      out_trade_no: order.orderNo,
      total_amount: '12.50',
      subject: '100 × SMS',
      time_expire: '2026-11-28 14:30:00',
    });
    const { sign, ...rest } = p;
    const str = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    expect(crypto.createVerify('RSA-SHA256').update(str).verify(app.publicKey, sign!, 'base64')).toBe(true);
  });

  /** An answer as Alipay sends it: the response object's exact text signed with Alipay's key. */
  const answer = (method: string, response: string) => ({
    status: 200,
    headers: { 'content-type': 'application/json;charset=utf-8' },
    body: `{"${method}_response":${response},"sign":"${crypto.createSign('RSA-SHA256').update(response).sign(alipay.privateKey, 'base64')}"}`,
  });

  it('reads the QR code of a signed precreate answer, and nothing from a forged or failed one', () => {
    const ok = `{"code":"10000","msg":"Success","out_trade_no":"${order.orderNo}","qr_code":"https:\\/\\/qr.alipay.com\\/bax01234"}`;
    expect(provider.payAnswer(answer('alipay_trade_precreate', ok))).toEqual({
      payUrl: 'https://qr.alipay.com/bax01234',
    });
    const forged = answer('alipay_trade_precreate', ok);
    expect(provider.payAnswer({ ...forged, body: forged.body.replace('bax01234', 'evil0001') })).toBeUndefined();
    const failed = `{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TOTAL_FEE_EXCEED","sub_msg":"x"}`;
    expect(provider.payAnswer(answer('alipay_trade_precreate', failed))).toBeUndefined();
  });

  it('reads a signed query answer: paid, not yet scanned (pending), closed; another order is not ours', () => {
    const q = (over: string) => provider.queryAnswer(answer('alipay_trade_query', over), { orderNo: order.orderNo });
    expect(
      q(
        `{"code":"10000","msg":"Success","trade_no":"2026112822001","out_trade_no":"${order.orderNo}","trade_status":"TRADE_SUCCESS","total_amount":"12.50"}`,
      ),
    ).toEqual({ orderNo: order.orderNo, outcome: 'paid', amount: 1250, tradeNo: '2026112822001' });
    expect(q(`{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TRADE_NOT_EXIST","sub_msg":"x"}`)?.outcome).toBe(
      'pending',
    );
    expect(
      q(
        `{"code":"10000","msg":"Success","trade_no":"2026112822001","out_trade_no":"${order.orderNo}","trade_status":"TRADE_CLOSED","total_amount":"12.50"}`,
      )?.outcome,
    ).toBe('closed');
    expect(
      q(
        `{"code":"10000","msg":"Success","trade_no":"2026112822001","out_trade_no":"LCOTHER0000000","trade_status":"TRADE_SUCCESS","total_amount":"12.50"}`,
      ),
    ).toBeUndefined();
  });

  it('gives a payment back with a signed alipay.trade.refund, idempotent by our refund number', () => {
    const r = provider.refundRequest(
      {
        orderNo: order.orderNo,
        tradeNo: '2026112822001',
        amount: 1250,
        currency: 'CNY',
        refundNo: 'RLC1',
        reason: 'x',
      },
      new Date('2026-11-28T04:30:00Z'),
    );
    const p = Object.fromEntries(new URLSearchParams(r.body));
    expect(p.method).toBe('alipay.trade.refund');
    expect(JSON.parse(p.biz_content!)).toMatchObject({
      out_trade_no: order.orderNo,
      refund_amount: '12.50',
      out_request_no: 'RLC1',
    });
    expect(
      provider.refundAnswer(
        answer('alipay_trade_refund', '{"code":"10000","msg":"Success","fund_change":"Y","refund_fee":"12.50"}'),
      ),
    ).toBe('refunded');
    expect(
      provider.refundAnswer(
        answer('alipay_trade_refund', '{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TRADE_STATUS_ERROR"}'),
      ),
    ).toBeUndefined();
  });

  it('closes an unpaid trade with a signed alipay.trade.close; a trade never scanned counts as closed', () => {
    const r = provider.closeRequest!(order.orderNo, new Date('2026-11-28T04:30:00Z'));
    const p = Object.fromEntries(new URLSearchParams(r.body));
    expect(p.method).toBe('alipay.trade.close');
    expect(JSON.parse(p.biz_content!)).toEqual({ out_trade_no: order.orderNo });
    expect(provider.closeAnswer!(answer('alipay_trade_close', '{"code":"10000","msg":"Success"}'))).toBe(true);
    expect(
      provider.closeAnswer!(
        answer('alipay_trade_close', '{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TRADE_NOT_EXIST"}'),
      ),
    ).toBe(true);
    expect(
      provider.closeAnswer!(
        answer('alipay_trade_close', '{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TRADE_STATUS_ERROR"}'),
      ),
    ).toBe(false);
  });
});

describe('WeChat Pay (API v3)', () => {
  const merchant = pair();
  const platform = pair();
  const apiV3Key = 'a'.repeat(16) + 'B'.repeat(16);
  const now = new Date('2026-11-28T04:30:00Z');
  const provider = createWechatPay(
    {
      mchId: '1900000109',
      appId: 'wxd678efh567hg6787',
      serialNo: '5157F09EFDC096DE15EBE81A47057A72',
      privateKey: merchant.privateKey,
      platformKeys: { PLATFORM1: platform.publicKey },
      apiV3Key,
    },
    () => now,
  );
  /** A payment notification as WeChat Pay posts it: the transaction encrypted, the headers signed. */
  const notification = (transaction: Record<string, unknown>, o: { ts?: number; serial?: string } = {}) => {
    const nonce = 'fdasflkja484w';
    const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from('transaction'));
    const ct = Buffer.concat([cipher.update(JSON.stringify(transaction)), cipher.final(), cipher.getAuthTag()]);
    const rawBody = JSON.stringify({
      id: 'EV-2018022511223320873',
      create_time: '2026-11-28T12:30:10+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: ct.toString('base64'),
        associated_data: 'transaction',
        nonce,
      },
    });
    const ts = String(o.ts ?? Math.floor(now.getTime() / 1000));
    const hdrNonce = 'c3VwZXJub25jZQ';
    const sig = crypto
      .createSign('RSA-SHA256')
      .update(`${ts}\n${hdrNonce}\n${rawBody}\n`)
      .sign(platform.privateKey, 'base64');
    return {
      headers: {
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': hdrNonce,
        'wechatpay-signature': sig,
        'wechatpay-serial': o.serial ?? 'PLATFORM1',
      },
      rawBody,
    };
  };
  const paid = {
    mchid: '1900000109',
    appid: 'wxd678efh567hg6787',
    out_trade_no: order.orderNo,
    transaction_id: '4200000985202611281234567890',
    trade_state: 'SUCCESS',
    amount: { total: 1250, payer_total: 1250, currency: 'CNY' },
  };

  it('reads a genuine success as paid', () => {
    expect(provider.verify(notification(paid))).toEqual({
      orderNo: order.orderNo,
      outcome: 'paid',
      amount: 1250,
      tradeNo: '4200000985202611281234567890',
      currency: 'CNY',
    });
    expect(provider.verify(notification({ ...paid, trade_state: 'CLOSED' }))?.outcome).toBe('closed');
  });

  it('refuses a changed body, an old timestamp, an unknown certificate and another merchant', () => {
    const n = notification(paid);
    expect(provider.verify({ ...n, rawBody: n.rawBody.replace('支付成功', '支付失败') })).toBeUndefined();
    expect(provider.verify(notification(paid, { ts: Math.floor(now.getTime() / 1000) - 600 }))).toBeUndefined();
    expect(provider.verify(notification(paid, { serial: 'SOMEONE' }))).toBeUndefined();
    expect(provider.verify(notification({ ...paid, mchid: '1900000110' }))).toBeUndefined();
  });

  it('signs the native-pay request with the merchant key', () => {
    const r = provider.payRequest(order, now);
    const auth = Object.fromEntries(
      [...r.headers.authorization!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(auth).toMatchObject({
      mchid: '1900000109',
      serial_no: '5157F09EFDC096DE15EBE81A47057A72',
      timestamp: String(now.getTime() / 1000),
    });
    const msg = `POST\n/v3/pay/transactions/native\n${auth.timestamp}\n${auth.nonce_str}\n${r.body}\n`;
    expect(crypto.createVerify('RSA-SHA256').update(msg).verify(merchant.publicKey, auth.signature!, 'base64')).toBe(
      true,
    );
    expect(JSON.parse(r.body)).toMatchObject({ out_trade_no: order.orderNo, amount: { total: 1250, currency: 'CNY' } });
  });

  /** An answer as WeChat Pay sends it: the body plain, its signature in the headers. */
  const answer = (status: number, body: unknown, key = platform.privateKey) => {
    const rawBody = JSON.stringify(body);
    const ts = String(Math.floor(now.getTime() / 1000));
    const sig = crypto.createSign('RSA-SHA256').update(`${ts}\nnonce1\n${rawBody}\n`).sign(key, 'base64');
    return {
      status,
      headers: {
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': 'nonce1',
        'wechatpay-signature': sig,
        'wechatpay-serial': 'PLATFORM1',
      },
      body: rawBody,
    };
  };

  it('reads the code URL of a signed native-pay answer, not of an unsigned one', () => {
    expect(provider.payAnswer(answer(200, { code_url: 'weixin://wxpay/bizpayurl?pr=abc' }))).toEqual({
      payUrl: 'weixin://wxpay/bizpayurl?pr=abc',
    });
    expect(
      provider.payAnswer(answer(200, { code_url: 'weixin://wxpay/bizpayurl?pr=abc' }, pair().privateKey)),
    ).toBeUndefined();
  });

  it('asks about an order by our number with a signed GET, and reads paid, not yet paid and unknown', () => {
    const r = provider.queryRequest({ orderNo: order.orderNo }, now);
    expect(r.method).toBe('GET');
    expect(r.url).toBe(
      `https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/${order.orderNo}?mchid=1900000109`,
    );
    const auth = Object.fromEntries(
      [...r.headers.authorization!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const msg = `GET\n/v3/pay/transactions/out-trade-no/${order.orderNo}?mchid=1900000109\n${auth.timestamp}\n${auth.nonce_str}\n\n`;
    expect(crypto.createVerify('RSA-SHA256').update(msg).verify(merchant.publicKey, auth.signature!, 'base64')).toBe(
      true,
    );
    const of = { orderNo: order.orderNo };
    expect(provider.queryAnswer(answer(200, paid), of)).toEqual({
      orderNo: order.orderNo,
      outcome: 'paid',
      amount: 1250,
      tradeNo: '4200000985202611281234567890',
      currency: 'CNY',
    });
    const notPaid = { ...paid, trade_state: 'NOTPAY', transaction_id: undefined };
    expect(provider.queryAnswer(answer(200, notPaid), of)?.outcome).toBe('pending');
    expect(provider.queryAnswer(answer(404, { code: 'ORDER_NOT_EXIST', message: 'x' }), of)?.outcome).toBe('pending');
    expect(provider.queryAnswer(answer(200, { ...paid, mchid: '1900000110' }), of)).toBeUndefined();
  });

  it('gives a payment back through /v3/refund/domestic/refunds, and reads done and on its way', () => {
    const r = provider.refundRequest(
      { orderNo: order.orderNo, tradeNo: '4200000985', amount: 1250, currency: 'CNY', refundNo: 'RLC1', reason: 'x' },
      now,
    );
    expect(r.url).toBe('https://api.mch.weixin.qq.com/v3/refund/domestic/refunds');
    expect(JSON.parse(r.body)).toMatchObject({
      out_trade_no: order.orderNo,
      out_refund_no: 'RLC1',
      amount: { refund: 1250, total: 1250 },
    });
    expect(provider.refundAnswer(answer(200, { status: 'SUCCESS' }))).toBe('refunded');
    expect(provider.refundAnswer(answer(200, { status: 'PROCESSING' }))).toBe('pending');
    expect(provider.refundAnswer(answer(200, { status: 'SUCCESS' }, pair().privateKey))).toBeUndefined();
  });

  it('closes an unpaid transaction with a signed POST …/close naming the merchant', () => {
    const r = provider.closeRequest!(order.orderNo, now);
    expect(r.url).toBe(`https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/${order.orderNo}/close`);
    expect(JSON.parse(r.body)).toEqual({ mchid: '1900000109' });
    expect(r.headers.authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000109"/);
    expect(provider.closeAnswer!({ status: 204, headers: {}, body: '' })).toBe(true);
    expect(provider.closeAnswer!({ status: 400, headers: {}, body: '{"code":"ORDERPAID"}' })).toBe(false);
  });
});

describe('PayPal (webhooks)', () => {
  const paypal = pair();
  const now = new Date('2026-11-28T04:30:00Z');
  const provider = createPaypal(
    {
      clientId: 'AYSq3RDGsmBLJE',
      clientSecret: 'EGnHDxD_qRPdaLdZz8iCr8N7_MzF',
      webhookId: '1JE4291016473214C',
      certificate: paypal.publicKey,
    },
    () => now,
  );
  const event = (type: string, over: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: 'WH-58D329510W468432D-8HN650336L201105X',
      event_version: '1.0',
      create_time: '2026-11-28T04:29:58.000Z',
      resource_type: 'capture',
      event_type: type,
      summary: 'Payment completed for $ 12.5 USD',
      resource: {
        id: '42311647XV020574X',
        status: 'COMPLETED',
        invoice_id: order.orderNo,
        amount: { currency_code: 'USD', value: '12.50' },
        ...over,
      },
    });
  const signed = (rawBody: string, o: { certUrl?: string; time?: string } = {}) => {
    const id = 'b2384410-f8d2-11e6-8b8d-4d7ec1ec6ab8';
    const time = o.time ?? '2026-11-28T04:29:59Z';
    const sig = crypto
      .createSign('RSA-SHA256')
      .update(`${id}|${time}|1JE4291016473214C|${zlib.crc32(Buffer.from(rawBody))}`)
      .sign(paypal.privateKey, 'base64');
    return {
      headers: {
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': sig,
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': o.certUrl ?? 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
      },
      rawBody,
    };
  };

  it('reads a completed capture as paid and a refund as refunded', () => {
    expect(provider.verify(signed(event('PAYMENT.CAPTURE.COMPLETED')))).toEqual({
      orderNo: order.orderNo,
      outcome: 'paid',
      amount: 1250,
      tradeNo: '42311647XV020574X',
      currency: 'USD',
    });
    // The refund's resource is the refund: the payment it gives back is the capture of its "up" link.
    const refund = event('PAYMENT.CAPTURE.REFUNDED', {
      id: '1Y107995YT783435V',
      invoice_id: `R${order.orderNo}`,
      links: [{ rel: 'up', href: 'https://api.paypal.com/v2/payments/captures/42311647XV020574X' }],
    });
    expect(provider.verify(signed(refund))).toEqual({
      orderNo: order.orderNo,
      outcome: 'refunded',
      amount: 1250,
      tradeNo: '42311647XV020574X',
      currency: 'USD',
    });
    // One made in PayPal's dashboard names no order: it is found by its capture.
    const dashboard = event('PAYMENT.CAPTURE.REFUNDED', {
      id: '1Y107995YT783435V',
      invoice_id: undefined,
      links: [{ rel: 'up', href: 'https://api.paypal.com/v2/payments/captures/42311647XV020574X' }],
    });
    expect(provider.verify(signed(dashboard))).toMatchObject({ orderNo: '', tradeNo: '42311647XV020574X' });
  });

  it('refuses a changed body, a certificate off paypal.com and an old transmission', () => {
    const n = signed(event('PAYMENT.CAPTURE.COMPLETED'));
    expect(provider.verify({ ...n, rawBody: n.rawBody.replace('12.50', '0.01') })).toBeUndefined();
    expect(
      provider.verify(signed(event('PAYMENT.CAPTURE.COMPLETED'), { certUrl: 'https://paypal.com.evil.example/cert' })),
    ).toBeUndefined();
    expect(
      provider.verify(signed(event('PAYMENT.CAPTURE.COMPLETED'), { time: '2026-11-28T03:00:00Z' })),
    ).toBeUndefined();
  });

  it('creates the order with our number as its invoice id and PayPal idempotency', () => {
    const r = provider.payRequest({ ...order, currency: 'USD' }, now);
    expect(r.headers['paypal-request-id']).toBe(order.orderNo);
    expect(JSON.parse(r.body)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        { invoice_id: order.orderNo, description: '100 × SMS', amount: { currency_code: 'USD', value: '12.50' } },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: order.returnUrl,
            cancel_url: order.cancelUrl,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });
    // No credentials in the adapter's request: the gateway adds its bearer token.
    expect(r.headers.authorization).toBeUndefined();
  });

  const paypalOrder = (status: string, capture?: { status: string; value?: string }) => ({
    id: '5O190127TN364715T',
    status,
    purchase_units: [
      {
        invoice_id: order.orderNo,
        amount: { currency_code: 'USD', value: '12.50' },
        ...(capture
          ? {
              payments: {
                captures: [
                  { id: '3C679366HH908993F', status: capture.status, amount: { value: capture.value ?? '12.50' } },
                ],
              },
            }
          : {}),
      },
    ],
  });
  const ans = (status: number, body: unknown) => ({ status, headers: {}, body: JSON.stringify(body) });
  const of = { orderNo: order.orderNo, providerOrderId: '5O190127TN364715T' };

  it('reads the approval link of a created order, and an order as approved, captured, refunded', () => {
    expect(
      provider.payAnswer(
        ans(200, {
          id: '5O190127TN364715T',
          status: 'PAYER_ACTION_REQUIRED',
          links: [
            { href: 'https://api-m.paypal.com/v2/checkout/orders/5O190127TN364715T', rel: 'self' },
            { href: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T', rel: 'payer-action' },
          ],
        }),
      ),
    ).toEqual({
      payUrl: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T',
      providerOrderId: '5O190127TN364715T',
    });
    expect(provider.queryAnswer(ans(200, paypalOrder('APPROVED')), of)?.outcome).toBe('approved');
    expect(provider.queryAnswer(ans(201, paypalOrder('COMPLETED', { status: 'COMPLETED' })), of)).toEqual({
      orderNo: order.orderNo,
      outcome: 'paid',
      amount: 1250,
      tradeNo: '3C679366HH908993F',
    });
    expect(provider.queryAnswer(ans(200, paypalOrder('COMPLETED', { status: 'REFUNDED' })), of)?.outcome).toBe(
      'refunded',
    );
    expect(provider.queryAnswer(ans(200, paypalOrder('PAYER_ACTION_REQUIRED')), of)?.outcome).toBe('pending');
    expect(provider.queryAnswer(ans(200, paypalOrder('APPROVED')), { ...of, orderNo: 'LCOTHER00000' })).toBeUndefined();
    expect(provider.captureRequest!('5O190127TN364715T').url).toBe(
      'https://api-m.paypal.com/v2/checkout/orders/5O190127TN364715T/capture',
    );
  });

  it('reads an approval webhook as approved (the console captures it)', () => {
    const body = { id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: paypalOrder('APPROVED') };
    expect(provider.verify(signed(JSON.stringify(body)))?.outcome).toBe('approved');
  });

  it('gives a capture back in full, idempotent by our refund number', () => {
    const r = provider.refundRequest(
      {
        orderNo: order.orderNo,
        tradeNo: '3C679366HH908993F',
        amount: 1250,
        currency: 'USD',
        refundNo: 'RLC1',
        reason: 'x',
      },
      now,
    );
    expect(r.url).toBe('https://api-m.paypal.com/v2/payments/captures/3C679366HH908993F/refund');
    expect(r.headers['paypal-request-id']).toBe('RLC1');
    expect(provider.refundAnswer(ans(201, { id: '1JU08902781691411', status: 'COMPLETED' }))).toBe('refunded');
    expect(provider.refundAnswer(ans(201, { id: '1JU08902781691411', status: 'PENDING' }))).toBe('pending');
    expect(provider.refundAnswer(ans(422, { name: 'UNPROCESSABLE_ENTITY' }))).toBeUndefined();
  });
});
