// Paid services (issue 17) through the API and the sandbox provider: the catalogue, an order made once per request
// id, paid through the pay page's signed notification (valid, repeated, forged, altered, after a cancel, late), the
// balance and the purchase and use records, a stranger kept out, and units used under concurrency.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PAYABLE_MS, ORDER_STATUS, SERVICE_TYPE, type Order } from '@lockconsole/shared/commerce/commerce';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import type { UserContext } from '../../http/context';
import { users } from '../../db/schema/accounts';
import { paymentNotifications } from '../../db/schema/commerce';
import { createCatalogueRepo } from './catalogue.repo';
import { createLedgerRepo } from './ledger.repo';
import { createMeter } from './meter';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Pkg = { packageId: number; serviceType: number; count: number; amount: number; currency: number };
const rid = () => `req-${Math.random().toString(36).slice(2, 12)}`;

async function smsPackage(token: string): Promise<Pkg> {
  const r = await t.get<{ currency: number; list: Pkg[] }>('/service/listPackage', {}, { token });
  expect(r.body.errorCode).toBe(0);
  return r.body.data.list.find((p) => p.serviceType === SERVICE_TYPE.sms)!;
}

/** A new account's unpaid order of the first SMS package. */
async function smsOrder(payMethod: number) {
  const u = await createUserWithSession(t.db, t.services.sessions);
  const p = await smsPackage(u.token);
  const made = await t.post<Order>(
    '/order/create',
    { packageId: p.packageId, payMethod, requestId: rid() },
    { token: u.token },
  );
  return { u, p, o: made.body.data };
}

/** The pay page, and the two signed notifications its buttons send. */
async function payPage(order: Order) {
  const page = await t.app.inject({ url: order.payUrl! });
  const forms = [...page.body.matchAll(/<form[^>]*>(.*?)<\/form>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((x) => [x[1]!, x[2]!])),
  );
  return {
    status: page.statusCode,
    body: page.body,
    pay: forms.find((f) => f.outcome === 'SUCCESS')!,
    cancel: forms.find((f) => f.outcome === 'CANCELLED')!,
  };
}

const notify = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pay/sandbox/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const balanceOf = async (token: string, type: number) => {
  const r = await t.get<{ list: { serviceType: number; balance: number }[] }>('/service/getBalance', {}, { token });
  return r.body.data.list.find((b) => b.serviceType === type)!.balance;
};

describe('the catalogue and orders', () => {
  it('lists the packages in dollars for English, in RMB when asked; an order is made once per request id', async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    const list = await t.get<{ currency: number; list: Pkg[] }>('/service/listPackage', {}, { token: u.token });
    expect(list.body.data.currency).toBe(2);
    expect(new Set(list.body.data.list.map((p) => p.serviceType))).toEqual(new Set([1, 3, 4, 5]));
    const rmb = await t.get<{ list: Pkg[] }>('/service/listPackage', { currency: 1 }, { token: u.token });
    expect(rmb.body.data.list.every((p) => p.currency === 1)).toBe(true);

    const p = list.body.data.list[0]!;
    const requestId = rid();
    const a = await t.post<Order>(
      '/order/create',
      { packageId: p.packageId, payMethod: 1, requestId },
      { token: u.token },
    );
    expect(a.body.errorCode).toBe(0);
    expect(a.body.data).toMatchObject({ status: ORDER_STATUS.created, amount: p.amount, count: p.count, payMethod: 1 });
    expect(a.body.data.payUrl).toMatch(/^\/pay\/sandbox\/LC[A-Z0-9]+$/);
    const again = await t.post<Order>(
      '/order/create',
      { packageId: p.packageId, payMethod: 1, requestId },
      { token: u.token },
    );
    expect(again.body.data.orderId).toBe(a.body.data.orderId);
    const all = await t.get<{ total: number }>('/order/list', {}, { token: u.token });
    expect(all.body.data.total).toBe(1);
  });

  it("a brand's site with packages of its own sells only those; another site's package cannot be ordered", async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    await t.db.update(users).set({ siteId: 77 }).where(eq(users.id, u.userId));
    const own = await createCatalogueRepo(t.db).add({
      siteId: 77,
      serviceType: 5,
      count: 40,
      amount: 999,
      currency: 2,
    });
    const list = await t.get<{ list: Pkg[] }>('/service/listPackage', {}, { token: u.token });
    expect(list.body.data.list.map((p) => p.packageId)).toEqual([own.id]);
    const other = await t.post('/order/create', { packageId: 1, payMethod: 1, requestId: rid() }, { token: u.token });
    expect(other.body.errorCode).toBe(10890);
  });

  it('refuses an unknown package and a malformed request id, and makes nothing', async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    const none = await t.post(
      '/order/create',
      { packageId: 999999, payMethod: 1, requestId: rid() },
      { token: u.token },
    );
    expect(none.body).toMatchObject({ errorCode: 10890, errorMsg: 'This package is not on sale' });
    const p = await smsPackage(u.token);
    const bad = await t.post(
      '/order/create',
      { packageId: p.packageId, payMethod: 1, requestId: 'x' },
      { token: u.token },
    );
    expect(bad.body.errorCode).toBe(-3);
    expect((await t.get<{ total: number }>('/order/list', {}, { token: u.token })).body.data.total).toBe(0);
  });

  it('cancels an unpaid order once; a stranger neither reads nor cancels it', async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    const stranger = await createUserWithSession(t.db, t.services.sessions);
    const p = await smsPackage(u.token);
    const o = (
      await t.post<Order>(
        '/order/create',
        { packageId: p.packageId, payMethod: 2, requestId: rid() },
        { token: u.token },
      )
    ).body.data;
    expect((await t.get('/order/detail', { orderId: o.orderId }, { token: stranger.token })).body.errorCode).toBe(
      10891,
    );
    expect((await t.post('/order/cancel', { orderId: o.orderId }, { token: stranger.token })).body.errorCode).toBe(
      10891,
    );
    const c = await t.post<Order>('/order/cancel', { orderId: o.orderId }, { token: u.token });
    expect(c.body.data).toMatchObject({ status: ORDER_STATUS.canceled, payUrl: null });
    expect((await t.post('/order/cancel', { orderId: o.orderId }, { token: u.token })).body.errorCode).toBe(10892);
  });
});

describe('paying through the sandbox provider', () => {
  it('a valid notification pays the order once and adds its units; a repeat changes nothing', async () => {
    const { u, p, o } = await smsOrder(2);
    const page = await payPage(o);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<svg'); // the wallet's QR code
    expect(page.body).toContain(`$${(p.amount / 100).toFixed(2)}`);
    const r = await notify(page.pay);
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe(`/account/service?orderId=${o.orderId}&payment=applied`);
    const paid = await t.get<Order>('/order/detail', { orderId: o.orderId }, { token: u.token });
    expect(paid.body.data).toMatchObject({ status: ORDER_STATUS.paid, payUrl: null });
    expect(await balanceOf(u.token, SERVICE_TYPE.sms)).toBe(p.count);
    const twice = await notify(page.pay);
    expect(twice.headers.location).toContain('payment=duplicate');
    expect(await balanceOf(u.token, SERVICE_TYPE.sms)).toBe(p.count);
    // The page now says it cannot be paid.
    expect((await t.app.inject({ url: o.payUrl! })).body).toContain('This order can no longer be paid: Paid');
    const rec = await t.get<{ list: { kind: number; count: number; balance: number; orderId: number }[] }>(
      '/service/listRecord',
      {},
      { token: u.token },
    );
    expect(rec.body.data.list).toEqual([
      expect.objectContaining({ kind: 1, count: p.count, balance: p.count, orderId: o.orderId }),
    ]);
  });

  it('refuses a forged or altered notification and an order of another amount; nothing is paid', async () => {
    const { u, o } = await smsOrder(3);
    const { pay } = await payPage(o);
    expect((await notify({ ...pay, sign: 'f'.repeat(64) })).statusCode).toBe(400);
    expect((await notify({ ...pay, amount: '1' })).statusCode).toBe(400);
    expect((await notify({ orderNo: o.orderNo })).statusCode).toBe(400);
    // Every notification is logged, a forged one too, with its own fields only and each cut short.
    await notify({ ...pay, sign: 'x'.repeat(5000), junk: 'y'.repeat(5000) });
    const logged = await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, o.orderNo));
    expect(logged.map((l) => l.outcome)).toEqual(['badSignature', 'badSignature', 'badSignature', 'badSignature']);
    expect(JSON.stringify(logged.at(-1)!.body).length).toBeLessThan(600);
    expect((await t.get<Order>('/order/detail', { orderId: o.orderId }, { token: u.token })).body.data.status).toBe(
      ORDER_STATUS.created,
    );
    expect(await balanceOf(u.token, SERVICE_TYPE.sms)).toBe(0);
  });

  it('the payer cancelling closes the order; a payment after a cancel is not credited', async () => {
    const { u, o } = await smsOrder(1);
    const { pay, cancel } = await payPage(o);
    expect((await notify(cancel)).headers.location).toContain('payment=cancelled');
    expect((await notify(pay)).headers.location).toContain('payment=afterCancel');
    expect((await t.get<Order>('/order/detail', { orderId: o.orderId }, { token: u.token })).body.data.status).toBe(
      ORDER_STATUS.canceled,
    );
    expect(await balanceOf(u.token, SERVICE_TYPE.sms)).toBe(0);
  });

  it('an unpaid order past its time reads overdue; a payment that still arrives is credited', async () => {
    const { u, p, o } = await smsOrder(1);
    const { pay } = await payPage(o);
    t.clock.advance(ORDER_PAYABLE_MS + 1000);
    const late = await t.get<Order>('/order/detail', { orderId: o.orderId }, { token: u.token });
    expect(late.body.data).toMatchObject({ status: ORDER_STATUS.overdue, payUrl: null });
    expect((await notify(pay)).headers.location).toContain('payment=applied');
    expect(await balanceOf(u.token, SERVICE_TYPE.sms)).toBe(p.count);
  });
});

describe('using units', () => {
  it('100 parallel uses of 10 units: exactly 10 succeed, the rest are refused with the service named', async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    const p = (await t.get<{ list: Pkg[] }>('/service/listPackage', {}, { token: u.token })).body.data.list.find(
      (x) => x.serviceType === SERVICE_TYPE.faceIdentify,
    )!;
    const o = (
      await t.post<Order>(
        '/order/create',
        { packageId: p.packageId, payMethod: 1, requestId: rid() },
        { token: u.token },
      )
    ).body.data;
    await notify((await payPage(o)).pay);
    // The face balance the spec's calls answer is the account's units.
    const info = await t.get<{ balance: number }>('/user/getFaceAuthInfo', {}, { token: u.token });
    expect(info.body.data.balance).toBe(p.count);
    // Leave exactly 10 units.
    const ctx = { session: { userId: u.userId, sessionId: 1 }, t: (k: string) => k } as unknown as UserContext;
    const ledger = createLedgerRepo(t.db);
    await ledger.consume(u.userId, SERVICE_TYPE.faceIdentify, p.count - 10, 'service.use.faceAdd', {}, new Date());
    const meter = createMeter({ db: t.db, ledger, clock: t.clock });
    const use = { payer: u.userId, serviceType: SERVICE_TYPE.faceIdentify, reason: 'service.use.faceAdd' };
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => meter.use(ctx, { ...use, detail: { lock: 'Front' } }, async () => 'added')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(90);
    expect(refused.every((r) => (r.reason as { errorName?: string }).errorName === 'quotaEmpty')).toBe(true);
    expect(await balanceOf(u.token, SERVICE_TYPE.faceIdentify)).toBe(0);
    const uses = await t.get<{ total: number }>('/service/listRecord', { kind: 2 }, { token: u.token });
    expect(uses.body.data.total).toBe(11);
  });
});

describe('refunds (payback 5)', () => {
  it('the operator records a refund: the order reads refunded, the units left leave the balance, once', async () => {
    const { u, p, o } = await smsOrder(3);
    const page = await payPage(o);
    expect((await notify(page.pay)).statusCode).toBeLessThan(400);
    expect(await balanceOf(u.token, SERVICE_TYPE.sms)).toBe(p.count);
    // Some units were used before the refund: they stay used; the balance never goes below zero.
    const used = await createLedgerRepo(t.db).consume(
      u.userId,
      SERVICE_TYPE.sms,
      3,
      'service.use.passcodeShare',
      {},
      new Date(),
    );
    expect(used).toBe(p.count - 3);

    const r = await t.services.payments.refund(o.orderNo);
    expect(r).toEqual({ serviceType: SERVICE_TYPE.sms, count: p.count, takenBack: p.count - 3 });
    expect(await balanceOf(u.token, SERVICE_TYPE.sms)).toBe(0);
    const detail = await t.get<Order>('/order/detail', { orderId: o.orderId }, { token: u.token });
    expect(detail.body.data.status).toBe(ORDER_STATUS.payback);
    const records = await t.get<{ list: { count: number; description: string | null }[] }>(
      '/service/listRecord',
      { kind: 2 },
      { token: u.token },
    );
    expect(records.body.data.list[0]).toMatchObject({
      count: -(p.count - 3),
      description: `Refunded: order ${o.orderNo}`,
    });
    expect(await t.services.payments.refund(o.orderNo)).toBeUndefined();
    // An unpaid order cannot be refunded.
    const unpaid = await smsOrder(1);
    expect(await t.services.payments.refund(unpaid.o.orderNo)).toBeUndefined();
  });
});
