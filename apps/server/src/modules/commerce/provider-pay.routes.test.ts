// The real providers mounted (issue 17), with Alipay and PayPal played by small servers on loopback that check our
// requests' signatures and credentials and answer in each provider's wire format (signed with keys made here): the
// pay page starts the payment once and shows Alipay's QR code, a signed notification pays the order once, a forged
// one is refused, the poller finds a payment whose notification never came, PayPal's return captures the payment,
// and a pay method with no provider and no sandbox is refused at order time.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAY_METHOD, SERVICE_TYPE, type Order } from '@lockconsole/shared/commerce/commerce';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { orders, paymentNotifications } from '../../db/schema/commerce';
import { alipaySign } from './providers/alipay';

const pair = () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};
const appKeys = pair();
const alipayKeys = pair();
const paypalKeys = pair();
const APP_ID = '2021000000000001';

/** What the fake providers saw and hold. */
const seen: { method: string; url: string; auth?: string; orderNo?: string }[] = [];
const alipayPaid = new Map<string, string>(); // orderNo → total_amount
const alipayRefunds: { orderNo: string; amount: string; refundNo: string }[] = [];
const alipayClosed = new Set<string>();
const paypalRefunds: { capture: string; requestId: string }[] = [];
const paypalOrders = new Map<string, { invoice: string; value: string; status: string }>();

function alipayAnswer(method: string, response: Record<string, unknown>) {
  const text = JSON.stringify(response);
  const sign = crypto.createSign('RSA-SHA256').update(text).sign(alipayKeys.privateKey, 'base64');
  return `{"${method.replaceAll('.', '_')}_response":${text},"sign":"${sign}"}`;
}

function fakeAlipay(req: http.IncomingMessage, body: string, res: http.ServerResponse) {
  const p = Object.fromEntries(new URLSearchParams(body));
  const { sign, ...rest } = p;
  const str = Object.keys(rest)
    .filter((k) => rest[k] !== '')
    .sort()
    .map((k) => `${k}=${rest[k]}`)
    .join('&');
  const genuine =
    p.app_id === APP_ID &&
    crypto
      .createVerify('RSA-SHA256')
      .update(str)
      .verify(appKeys.publicKey, sign ?? '', 'base64');
  const orderNo = (JSON.parse(p.biz_content ?? '{}') as { out_trade_no?: string }).out_trade_no;
  seen.push({ method: `alipay ${p.method}`, url: req.url ?? '', orderNo });
  res.setHeader('content-type', 'application/json;charset=utf-8');
  if (!genuine) return res.end(alipayAnswer(p.method ?? 'x', { code: '40002', msg: 'Invalid Arguments' }));
  const biz = JSON.parse(p.biz_content ?? '{}') as { out_trade_no: string; total_amount?: string };
  if (p.method === 'alipay.trade.precreate')
    return res.end(
      alipayAnswer(p.method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: biz.out_trade_no,
        qr_code: `https://qr.alipay.com/bax${biz.out_trade_no.slice(-8)}`,
      }),
    );
  if (p.method === 'alipay.trade.refund') {
    const b = biz as { out_trade_no: string; refund_amount?: string; out_request_no?: string };
    alipayRefunds.push({ orderNo: b.out_trade_no, amount: b.refund_amount!, refundNo: b.out_request_no! });
    return res.end(
      alipayAnswer(p.method, { code: '10000', msg: 'Success', fund_change: 'Y', refund_fee: b.refund_amount }),
    );
  }
  if (p.method === 'alipay.trade.close') {
    alipayClosed.add(biz.out_trade_no);
    return res.end(alipayAnswer(p.method, { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no }));
  }
  const paid = alipayPaid.get(biz.out_trade_no);
  if (!paid && alipayClosed.has(biz.out_trade_no))
    return res.end(
      alipayAnswer(p.method!, {
        code: '10000',
        msg: 'Success',
        trade_no: `2026112822${biz.out_trade_no.slice(-6)}`,
        out_trade_no: biz.out_trade_no,
        trade_status: 'TRADE_CLOSED',
        total_amount: '0.01',
      }),
    );
  return res.end(
    alipayAnswer(
      p.method!,
      paid
        ? {
            code: '10000',
            msg: 'Success',
            trade_no: `2026112822${biz.out_trade_no.slice(-6)}`,
            out_trade_no: biz.out_trade_no,
            trade_status: 'TRADE_SUCCESS',
            total_amount: paid,
          }
        : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: 'no trade' },
    ),
  );
}

function fakePaypal(req: http.IncomingMessage, body: string, res: http.ServerResponse) {
  const url = req.url ?? '';
  seen.push({ method: `paypal ${req.method} ${url.split('?')[0]}`, url, auth: req.headers.authorization });
  res.setHeader('content-type', 'application/json');
  if (url === '/v1/oauth2/token') {
    const ok = req.headers.authorization === `Basic ${Buffer.from('pp-client:pp-secret').toString('base64')}`;
    res.statusCode = ok ? 200 : 401;
    return res.end(JSON.stringify(ok ? { access_token: 'A21AAtoken', token_type: 'Bearer', expires_in: 32400 } : {}));
  }
  if (req.headers.authorization !== 'Bearer A21AAtoken') {
    res.statusCode = 401;
    return res.end('{}');
  }
  const refund = /^\/v2\/payments\/captures\/(\w+)\/refund$/.exec(url);
  if (refund) {
    paypalRefunds.push({ capture: refund[1]!, requestId: String(req.headers['paypal-request-id']) });
    res.statusCode = 201;
    return res.end(JSON.stringify({ id: 'REF1', status: 'COMPLETED' }));
  }
  const m = /^\/v2\/checkout\/orders(?:\/(\w+))?(\/capture)?$/.exec(url);
  if (m && !m[1] && req.method === 'POST') {
    const b = JSON.parse(body) as { purchase_units: { invoice_id: string; amount: { value: string } }[] };
    const id = `PP${crypto.randomBytes(8).toString('hex').toUpperCase()}`;
    paypalOrders.set(id, {
      invoice: b.purchase_units[0]!.invoice_id,
      value: b.purchase_units[0]!.amount.value,
      status: 'PAYER_ACTION_REQUIRED',
    });
    res.statusCode = 200;
    return res.end(
      JSON.stringify({
        id,
        status: 'PAYER_ACTION_REQUIRED',
        links: [{ href: `https://www.paypal.com/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' }],
      }),
    );
  }
  const o = m?.[1] ? paypalOrders.get(m[1]) : undefined;
  if (!o) {
    res.statusCode = 404;
    return res.end(JSON.stringify({ name: 'RESOURCE_NOT_FOUND' }));
  }
  if (m![2]) {
    if (o.status !== 'APPROVED') {
      res.statusCode = 422;
      return res.end(JSON.stringify({ name: 'UNPROCESSABLE_ENTITY' }));
    }
    o.status = 'COMPLETED';
  }
  const captured = o.status === 'COMPLETED';
  res.statusCode = m![2] ? 201 : 200;
  return res.end(
    JSON.stringify({
      id: m![1],
      status: o.status,
      purchase_units: [
        {
          invoice_id: o.invoice,
          amount: { currency_code: 'USD', value: o.value },
          ...(captured
            ? { payments: { captures: [{ id: `CAP${m![1]}`, status: 'COMPLETED', amount: { value: o.value } }] } }
            : {}),
        },
      ],
    }),
  );
}

let t: TestApp;
let server: http.Server;
let dir: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => (req.url?.startsWith('/alipay') ? fakeAlipay(req, body, res) : fakePaypal(req, body, res)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pay-keys-'));
  const file = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  t = await createTestApp({
    env: {
      PUBLIC_URL: 'https://locks.example.com',
      PAYMENTS_SANDBOX: 'false',
      PAY_ALIPAY_APP_ID: APP_ID,
      PAY_ALIPAY_PRIVATE_KEY_FILE: file('app.pem', appKeys.privateKey),
      PAY_ALIPAY_PUBLIC_KEY_FILE: file('alipay.pem', alipayKeys.publicKey),
      PAY_ALIPAY_GATEWAY: `${base}/alipay/gateway.do`,
      PAY_PAYPAL_CLIENT_ID: 'pp-client',
      PAY_PAYPAL_CLIENT_SECRET: 'pp-secret',
      PAY_PAYPAL_WEBHOOK_ID: '1JE4291016473214C',
      PAY_PAYPAL_CERT_FILE: file('paypal.pem', paypalKeys.publicKey),
      PAY_PAYPAL_BASE: base,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server?.close(r));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const rid = () => `req-${Math.random().toString(36).slice(2, 12)}`;

async function order(payMethod: number, serviceType: number = SERVICE_TYPE.sms) {
  const u = await createUserWithSession(t.db, t.services.sessions);
  const list = await t.get<{ list: { packageId: number; serviceType: number; count: number }[] }>(
    '/service/listPackage',
    { currency: payMethod === PAY_METHOD.paypal ? 2 : 1 },
    { token: u.token },
  );
  const p = list.body.data.list.find((x) => x.serviceType === serviceType)!;
  const made = await t.post<Order>(
    '/order/create',
    { packageId: p.packageId, payMethod, requestId: rid() },
    { token: u.token },
  );
  return { u, p, made };
}

const balance = async (token: string) => {
  const r = await t.get<{ list: { serviceType: number; balance: number }[] }>('/service/getBalance', {}, { token });
  return r.body.data.list.find((b) => b.serviceType === SERVICE_TYPE.sms)!.balance;
};
const stored = async (orderNo: string) => (await t.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

/** Alipay's asynchronous notification, form-encoded and signed with Alipay's key (or another). */
function alipayNotification(orderNo: string, amount: string, key = alipayKeys.privateKey) {
  const p: Record<string, string> = {
    notify_time: '2026-11-28 12:30:10',
    notify_type: 'trade_status_sync',
    notify_id: `ntf${orderNo.slice(-10)}`,
    app_id: APP_ID,
    charset: 'utf-8',
    version: '1.0',
    trade_no: `2026112822${orderNo.slice(-6)}`,
    out_trade_no: orderNo,
    trade_status: 'TRADE_SUCCESS',
    total_amount: amount,
  };
  p.sign = alipaySign(key, p);
  p.sign_type = 'RSA2';
  return t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(p).toString(),
  });
}

describe('Alipay through its own API', () => {
  it('starts the payment once at the pay page (a signed precreate), shows its QR code, and a signed notification pays once', async () => {
    const { u, p, made } = await order(PAY_METHOD.alipay);
    expect(made.body.errorCode).toBe(0);
    const o = made.body.data;
    expect(o.payUrl).toBe(`/pay/order/${o.orderNo}`);
    const before = seen.length;
    const page = await t.app.inject({ url: o.payUrl!, headers: { 'accept-language': 'zh-CN' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('请使用支付宝扫码支付');
    expect(page.body).toContain('<svg');
    expect(seen.slice(before).map((s) => s.method)).toEqual(['alipay alipay.trade.precreate']);
    // Opened again: the kept answer, no second request.
    await t.app.inject({ url: o.payUrl! });
    expect(seen.length).toBe(before + 1);
    expect((await stored(o.orderNo)).payTarget).toBe(`https://qr.alipay.com/bax${o.orderNo.slice(-8)}`);

    const amount = (o.amount / 100).toFixed(2);
    const first = await alipayNotification(o.orderNo, amount);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('success');
    expect(await balance(u.token)).toBe(p.count);
    // Alipay repeats a notification until it hears "success": the repeat is answered and credits nothing.
    expect((await alipayNotification(o.orderNo, amount)).body).toBe('success');
    expect(await balance(u.token)).toBe(p.count);
    expect((await stored(o.orderNo)).status).toBe(ORDER_STATUS.paid);
    const log = await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, o.orderNo));
    expect(log.map((l) => l.outcome).sort()).toEqual(['applied', 'duplicate']);
  });

  it('refuses a notification not signed by Alipay, or for another amount, and changes nothing', async () => {
    const { u, made } = await order(PAY_METHOD.alipay);
    const o = made.body.data;
    await t.app.inject({ url: o.payUrl! });
    const forged = await alipayNotification(o.orderNo, (o.amount / 100).toFixed(2), pair().privateKey);
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toBe('fail');
    // A forgery leaves its size and digest in the log, not its bytes.
    const [last] = await t.db.select().from(paymentNotifications).orderBy(desc(paymentNotifications.id)).limit(1);
    expect(last).toMatchObject({ provider: 'alipay', outcome: 'badSignature', orderNo: null });
    expect(Object.keys(last!.body).sort()).toEqual(['bytes', 'sha256']);
    // Genuine but for another amount: acknowledged (Alipay would repeat it forever), logged, not applied.
    const cheaper = await alipayNotification(o.orderNo, '0.01');
    expect(cheaper.body).toBe('success');
    expect(await balance(u.token)).toBe(0);
    expect((await stored(o.orderNo)).status).toBe(ORDER_STATUS.created);
    const log = await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, o.orderNo));
    expect(log.map((l) => l.outcome)).toEqual(['mismatch']);
  });

  it('the payer’s "I have paid" and the poller find a payment whose notification never came', async () => {
    const a = await order(PAY_METHOD.alipay);
    const b = await order(PAY_METHOD.alipay);
    for (const x of [a, b]) await t.app.inject({ url: x.made.body.data.payUrl! });
    // Not paid yet: the check says so and changes nothing.
    t.clock.advance(6_000);
    const early = await t.app.inject({ method: 'POST', url: `/pay/order/${a.made.body.data.orderNo}/check` });
    expect(early.statusCode).toBe(303);
    expect(early.headers.location).toBe(`/account/service?orderId=${a.made.body.data.orderId}&payment=pending`);
    for (const x of [a, b]) alipayPaid.set(x.made.body.data.orderNo, (x.made.body.data.amount / 100).toFixed(2));
    // Pressed again at once: answered from what is stored, Alipay not asked (a public page never floods it).
    const asked = seen.length;
    const again = await t.app.inject({ method: 'POST', url: `/pay/order/${a.made.body.data.orderNo}/check` });
    expect(again.headers.location).toMatch(/payment=pending$/);
    expect(seen.length).toBe(asked);
    t.clock.advance(6_000);
    const checked = await t.app.inject({ method: 'POST', url: `/pay/order/${a.made.body.data.orderNo}/check` });
    expect(checked.headers.location).toBe(`/account/service?orderId=${a.made.body.data.orderId}&payment=applied`);
    expect(await balance(a.u.token)).toBe(a.p.count);
    // b: the poller, once the order is older than a round; a second round asks nothing more about a paid order.
    t.clock.advance(61_000);
    expect(await t.services.payments.poll()).toBe(1);
    expect(await balance(b.u.token)).toBe(b.p.count);
    const before = seen.length;
    t.clock.advance(61_000);
    await t.services.payments.poll();
    const mine = [a, b].map((x) => x.made.body.data.orderNo);
    expect(seen.slice(before).filter((s) => mine.includes(s.orderNo ?? ''))).toEqual([]);
  });

  it('gives the money back at once when a payment arrives for an order its owner cancelled', async () => {
    const { u, made } = await order(PAY_METHOD.alipay);
    const o = made.body.data;
    await t.app.inject({ url: o.payUrl! });
    expect((await t.post(`/order/cancel`, { orderId: o.orderId }, { token: u.token })).body.errorCode).toBe(0);
    // Closed at Alipay too, so the QR code left open can no longer be paid…
    expect(seen.filter((x) => x.orderNo === o.orderNo).map((x) => x.method)).toEqual([
      'alipay alipay.trade.precreate',
      'alipay alipay.trade.close',
    ]);
    // …and a payment that comes all the same (scanned before the close) goes back.
    const amount = (o.amount / 100).toFixed(2);
    expect((await alipayNotification(o.orderNo, amount)).body).toBe('success');
    expect((await alipayNotification(o.orderNo, amount)).body).toBe('success');
    expect(await balance(u.token)).toBe(0);
    expect((await stored(o.orderNo)).status).toBe(ORDER_STATUS.canceled);
    // Once per notification, with the same refund number: Alipay refunds it once.
    const mine = alipayRefunds.filter((r) => r.orderNo === o.orderNo);
    expect(mine.map((r) => r.amount)).toEqual([amount, amount]);
    expect(new Set(mine.map((r) => r.refundNo))).toEqual(new Set([`R${o.orderNo}`]));
    const log = await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, o.orderNo));
    expect(log.map((l) => l.outcome).sort()).toEqual(['afterCancel', 'afterCancel', 'refundSent', 'refundSent']);
  });

  it('the poller watches a cancelled order for a while: closed at Alipay too, nothing to do and nothing logged', async () => {
    const { u, made } = await order(PAY_METHOD.alipay);
    const o = made.body.data;
    await t.app.inject({ url: o.payUrl! });
    expect((await t.post(`/order/cancel`, { orderId: o.orderId }, { token: u.token })).body.errorCode).toBe(0);
    t.clock.advance(61_000);
    const asked = seen.length;
    await t.services.payments.poll();
    expect(
      seen
        .slice(asked)
        .filter((x) => x.orderNo === o.orderNo)
        .map((x) => x.method),
    ).toEqual(['alipay alipay.trade.query']);
    expect((await stored(o.orderNo)).status).toBe(ORDER_STATUS.canceled);
    expect(await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, o.orderNo))).toEqual(
      [],
    );
  });
});

describe('PayPal through its own API', () => {
  it('sends the payer to PayPal, and captures the approved payment when PayPal sends them back', async () => {
    const { u, p, made } = await order(PAY_METHOD.paypal);
    const o = made.body.data;
    const page = await t.app.inject({ url: o.payUrl! });
    expect(page.statusCode).toBe(303);
    const ppId = (await stored(o.orderNo)).providerOrderId!;
    expect(page.headers.location).toBe(`https://www.paypal.com/checkoutnow?token=${ppId}`);
    expect(seen.filter((s) => s.method === 'paypal POST /v1/oauth2/token').length).toBeGreaterThan(0);
    expect(paypalOrders.get(ppId)).toMatchObject({ invoice: o.orderNo, value: (o.amount / 100).toFixed(2) });

    paypalOrders.get(ppId)!.status = 'APPROVED';
    t.clock.advance(6_000);
    const back = await t.app.inject({ url: `/pay/paypal/return?token=${ppId}&PayerID=QYR5Z8XDVJNXQ` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/account/service?orderId=${o.orderId}&payment=applied`);
    expect(paypalOrders.get(ppId)!.status).toBe('COMPLETED');
    expect(await balance(u.token)).toBe(p.count);
    expect((await stored(o.orderNo)).providerRef).toBe(`CAP${ppId}`);
  });

  it('closes the order when the payer gives up at PayPal', async () => {
    const { made } = await order(PAY_METHOD.paypal);
    const o = made.body.data;
    await t.app.inject({ url: o.payUrl! });
    const ppId = (await stored(o.orderNo)).providerOrderId!;
    const back = await t.app.inject({ url: `/pay/paypal/cancel?token=${ppId}` });
    expect(back.headers.location).toBe(`/account/service?orderId=${o.orderId}&payment=cancelled`);
    expect((await stored(o.orderNo)).status).toBe(ORDER_STATUS.canceled);
  });

  it('the operator refunds a paid order through PayPal: the capture goes back and the units leave the balance', async () => {
    const { u, made } = await order(PAY_METHOD.paypal);
    const o = made.body.data;
    await t.app.inject({ url: o.payUrl! });
    const ppId = (await stored(o.orderNo)).providerOrderId!;
    paypalOrders.get(ppId)!.status = 'APPROVED';
    t.clock.advance(6_000);
    await t.app.inject({ url: `/pay/paypal/return?token=${ppId}` });
    const r = await t.services.payments.refundThroughProvider(o.orderNo, 'Refunded by the operator');
    expect(r).toMatchObject({ provider: 'refunded', takenBack: o.count });
    expect(paypalRefunds.at(-1)).toEqual({ capture: `CAP${ppId}`, requestId: `R${o.orderNo}` });
    expect(await balance(u.token)).toBe(0);
    expect((await stored(o.orderNo)).status).toBe(ORDER_STATUS.payback);
    // Refunded already: nothing more is sent.
    const sent = paypalRefunds.length;
    expect(await t.services.payments.refundThroughProvider(o.orderNo, 'again')).toBeUndefined();
    expect(paypalRefunds.length).toBe(sent);
  });
});

describe('a pay method nobody takes', () => {
  it('is refused at order time with the reason, when no provider serves it and the sandbox is off', async () => {
    const { made } = await order(PAY_METHOD.wechat);
    expect(made.body.errorCode).toBe(10899);
    expect(made.body.errorMsg).toMatch(/not available/);
  });

  it('a real provider takes only its currency: a dollar package is refused with Alipay, an RMB one with PayPal', async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    const pkgs = async (currency: number) =>
      (
        await t.get<{ list: { packageId: number; serviceType: number }[] }>(
          '/service/listPackage',
          { currency },
          { token: u.token },
        )
      ).body.data.list;
    const usd = (await pkgs(2)).find((p) => p.serviceType === SERVICE_TYPE.sms)!;
    const rmb = (await pkgs(1)).find((p) => p.serviceType === SERVICE_TYPE.sms)!;
    for (const [p, payMethod] of [
      [usd, PAY_METHOD.alipay],
      [rmb, PAY_METHOD.paypal],
    ] as const) {
      const r = await t.post(
        '/order/create',
        { packageId: p.packageId, payMethod, requestId: rid() },
        { token: u.token },
      );
      expect(r.body.errorCode).toBe(10900);
      expect(r.body.errorMsg).toMatch(/Alipay and WeChat Pay take RMB, PayPal takes dollars/);
    }
  });

  it('refuses notifications for a provider that is not configured', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/wechat',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(r.statusCode).toBe(400);
    // A name that is no provider (an object's own property names included) is refused the same way.
    for (const name of ['constructor', '__proto__', 'toString']) {
      const x = await t.app.inject({ method: 'POST', url: `/api/pay/notify/${name}`, payload: 'a=b' });
      expect(x.statusCode, name).toBe(400);
    }
  });
});
