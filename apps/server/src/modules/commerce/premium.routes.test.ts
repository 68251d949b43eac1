// Premium (issue 17): the 10-day trial once per account, overdue when it ends, a paid year through the sandbox
// provider (added to what is left), "will be overdue" in its last week, the tier that must cover the account's
// locks, and the status every answer reports (info, getInfo, isPaidFeatureAvailable) agreeing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@lockconsole/shared/commerce/commerce';
import type { PremiumInfo } from '@lockconsole/shared/commerce/premium';
import { createTestApp, type TestApp } from '../../test/harness';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { createUserWithSession, givePremium } from '../../test/factories';
import { makeLock } from '../locks/locks.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const info = async (token: string) => (await t.get<PremiumInfo>('/premium/info', {}, { token })).body.data;
const available = async (token: string) =>
  (await t.post<{ available: boolean; paidUserStatus: number }>('/user/isPaidFeatureAvailable', {}, { token })).body
    .data;

/** Pays an order through the sandbox pay page's signed "pay" form. */
async function pay(order: Order) {
  const page = await t.app.inject({ url: order.payUrl! });
  const form = [...page.body.matchAll(/<form[^>]*>(.*?)<\/form>/g)]
    .map((m) => Object.fromEntries([...m[1]!.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((x) => [x[1]!, x[2]!])))
    .find((f) => f.outcome === 'SUCCESS')!;
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/pay/sandbox/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  expect(r.headers.location).toContain('payment=applied');
}

describe('premium', () => {
  it('a trial once: on trial for 10 days, then overdue; never a second trial', async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    const before = await info(u.token);
    expect(before).toMatchObject({ status: 0, until: null, trialUsed: false, lockCount: 0, currency: 2 });
    expect(before.tiers.map((x) => x.count)).toEqual([10, 50, 200]);
    expect(await available(u.token)).toEqual({ available: false, paidUserStatus: 0 });

    const started = await t.post<PremiumInfo>('/premium/startTrial', {}, { token: u.token });
    expect(started.body.data).toMatchObject({ status: 1, trialUsed: true, until: t.clock.now().getTime() + 10 * DAY });
    expect(await available(u.token)).toEqual({ available: true, paidUserStatus: 1 });
    const again = await t.post('/premium/startTrial', {}, { token: u.token });
    expect(again.body).toMatchObject({ errorCode: 10894 });

    t.clock.advance(10 * DAY + 1000);
    expect((await info(u.token)).status).toBe(3);
    expect(await available(u.token)).toEqual({ available: false, paidUserStatus: 3 });
    expect(
      (await t.get<{ paidUserStatus: number }>('/user/getInfo', {}, { token: u.token })).body.data.paidUserStatus,
    ).toBe(3);
    expect((await t.post('/premium/startTrial', {}, { token: u.token })).body.errorCode).toBe(10894);
  });

  it('a paid year through the pay page: open, added to what is left, "will be overdue" in its last week', async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    await t.post('/premium/startTrial', {}, { token: u.token });
    const trialEnd = (await info(u.token)).until!;
    const tier = (await info(u.token)).tiers[0]!;
    const o = await t.post<Order>(
      '/order/create',
      { packageId: tier.packageId, payMethod: 3, requestId: `vip-${Date.now()}` },
      { token: u.token },
    );
    expect(o.body.data).toMatchObject({ serviceType: 99, count: 10, amount: tier.amount });
    await pay(o.body.data);
    const open = await info(u.token);
    expect(open).toMatchObject({ status: 2, willOverdue: false, until: trialEnd + 365 * DAY });
    t.clock.set(new Date(open.until! - 3 * DAY));
    // (A year on, the person signs in again.)
    const later = await t.services.sessions.create(u.userId);
    expect(await info(later.token)).toMatchObject({ status: 2, willOverdue: true });
    // Premium is not a balance of units: the services page's packages do not list it.
    const pkgs = await t.get<{ list: { serviceType: number }[] }>('/service/listPackage', {}, { token: later.token });
    expect(pkgs.body.data.list.some((p) => p.serviceType === 99)).toBe(false);
  });

  it('a refunded year is taken back: premium ends when nothing else is left', async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    const tier = (await info(u.token)).tiers[0]!;
    const o = await t.post<Order>(
      '/order/create',
      { packageId: tier.packageId, payMethod: 3, requestId: `vip-refund-${Date.now()}` },
      { token: u.token },
    );
    await pay(o.body.data);
    expect(await info(u.token)).toMatchObject({ status: 2 });
    expect(await t.services.payments.refund(o.body.data.orderNo)).toMatchObject({ serviceType: 99, takenBack: 1 });
    t.clock.advance(1000); // (the year ended at the moment it was paid)
    expect((await info(u.token)).status).toBe(3);
  });

  it('refuses a tier that covers fewer locks than the account owns', async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    for (let i = 0; i < 11; i++) await makeLock(t.db, u.userId);
    const i = await info(u.token);
    expect(i.lockCount).toBe(11);
    const small = await t.post(
      '/order/create',
      { packageId: i.tiers[0]!.packageId, payMethod: 1, requestId: `vip-small-${Date.now()}` },
      { token: u.token },
    );
    expect(small.body).toMatchObject({
      errorCode: 10895,
      errorMsg: 'This premium tier covers 10 locks; your account owns 11. Choose a larger one',
    });
    const fits = await t.post<Order>(
      '/order/create',
      { packageId: i.tiers[1]!.packageId, payMethod: 1, requestId: `vip-fits-${Date.now()}` },
      { token: u.token },
    );
    expect(fits.body.errorCode).toBe(0);
  });
});

describe('premium ends soon', () => {
  it('one message in the last week of a paid year, in the account’s language; a renewed year has its own', async () => {
    const now = t.clock.now().getTime();
    const soon = await createUserWithSession(t.db, t.services.sessions);
    const german = await createUserWithSession(t.db, t.services.sessions);
    const later = await createUserWithSession(t.db, t.services.sessions);
    // Ends in 3 days, in 3 days, in 30 days.
    await givePremium(t.db, soon.userId, new Date(now - 362 * DAY));
    await givePremium(t.db, german.userId, new Date(now - 362 * DAY));
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, german.userId));
    await givePremium(t.db, later.userId, new Date(now - 335 * DAY));
    const mine = async (email: string) => (await t.outbox()).filter((m) => m.recipient === email);

    await t.services.premiumReminder.run();
    const [mail] = await mine(soon.email);
    const end = new Date(now + 3 * DAY).toISOString().slice(0, 10);
    expect(mail!.subject).toBe(`Your premium ends on ${end}`);
    expect(mail!.body).toContain('batch unlock');
    expect((await mine(german.email))[0]!.subject).not.toContain('Your premium');
    expect(await mine(later.email)).toHaveLength(0);
    // Not twice for the same year.
    await t.services.premiumReminder.run();
    expect(await mine(soon.email)).toHaveLength(1);
    // The year renewed (a year added to what was left): its own last week, its own message.
    await givePremium(t.db, soon.userId, new Date(now + 3 * DAY));
    t.clock.advance(362 * DAY);
    await t.services.premiumReminder.run();
    expect(await mine(soon.email)).toHaveLength(2);
  });
});
