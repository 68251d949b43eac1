// Paid units bought as an owner buys them (issue 17): value-added services → Buy → the sandbox pay page → paid.
// Metered actions (a face from a photo, a desk-reader fingerprint per lock, a passcode sent by SMS or e-mail) need
// them first. services.spec.ts buys through the pages; journeys that only need units buy them through the API
// (`buyUnitsThroughApi`): the order the page creates, then the sandbox pay page's own "paid" form, posted.
import { expect, type Page } from '@playwright/test';
import { api } from './api-setup';

/**
 * Buys `count` units of `serviceType` with PayPal from `page`'s signed-in browser context, without rendering a page:
 * creates the order, reads the sandbox pay page's "paid" form and posts it, as its button does; waits for the balance.
 */
export async function buyUnitsThroughApi(page: Page, serviceType: number, count: number) {
  const { list } = await api(page.request).get('/service/listPackage', { currency: 2 });
  const pkg = list.find((p) => p.serviceType === serviceType && p.count === count);
  if (!pkg) throw new Error(`no package of ${count} units of service ${serviceType}`);
  const balance = async () =>
    (await api(page.request).get('/service/getBalance', {})).list.find((b) => b.serviceType === serviceType)?.balance ??
    0;
  const before = await balance();
  const order = await api(page.request).post('/order/create', {
    packageId: pkg.packageId,
    payMethod: 3,
    requestId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
  });
  const html = await (await page.request.get(order.payUrl!)).text();
  const form =
    /<form method="post" action="([^"]+)"[^>]*>((?:(?!<\/form>).)*data-testid="sandbox-success"(?:(?!<\/form>).)*)<\/form>/.exec(
      html,
    );
  if (!form) throw new Error(`no "paid" form on the sandbox page ${order.payUrl}`);
  const fields = Object.fromEntries(
    [...form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      unescape(m[2]!),
    ]),
  );
  const res = await page.request.post(form[1]!, { form: fields, maxRedirects: 0 });
  expect(res.headers()['location']).toMatch(/payment=applied$/);
  expect(await balance()).toBe(before + count);
}

/** Starts the 10-day premium trial from `page`'s signed-in browser context, through the API. */
export async function startPremiumTrialThroughApi(page: Page) {
  const info = await api(page.request).post('/premium/startTrial', {});
  expect(info.status, 'premium status: on trial').toBe(1);
}

/** The text of an attribute value the pay page escaped (`esc`). */
const unescape = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
