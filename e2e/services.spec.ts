// Paid services (issue 17) as a person buys them: value-added services shows the balances and the packages; buying
// 100 SMS opens the sandbox provider's pay page (amount, wallet QR code), paying returns to the console with the
// payment received and the balance risen; the purchase is in the records. An order whose pay page is left can be
// cancelled from the list; one cancelled at the pay page reads so on return.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { dialogsSettled } from './support/console-locks';
import { login, register, uniqueEmail } from './support/flows';
import { shot as saveShot } from './support/shots';

test.describe.configure({ mode: 'serial' });

const account = { email: uniqueEmail() };
let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
});
test.afterAll(async () => {
  await page?.close();
});

async function buy(serviceType: number, count: number, payMethod: string) {
  await page.getByTestId(`buy-${serviceType}-${count}`).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Pay with' });
  await dialogsSettled(page);
  await dialog.getByRole('radio', { name: payMethod }).check();
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/LC[A-Z0-9]+$/);
}

test('buy 100 SMS through the sandbox pay page; the balance rises and the purchase is recorded', async ({
  request,
}) => {
  await register(page, request, account);
  await login(page, account);
  await page.getByRole('menuitem', { name: 'Value-added services' }).click();
  await expect(page).toHaveURL(/\/account\/service$/);
  await expect(page.getByTestId('balance-1')).toContainText('0');
  await expect(page.getByRole('row').filter({ hasText: '100 × SMS' })).toContainText('$2.00');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await buy(1, 100, 'WeChat Pay');
  await expect(page.getByTestId('sandbox-amount')).toHaveText('$2.00');
  await expect(page.locator('svg').first()).toBeVisible(); // the wallet's QR code
  await saveShot(page, 'services-sandbox-page');
  await page.getByTestId('sandbox-success').click();
  await expect(page).toHaveURL(/\/account\/service\?orderId=\d+&payment=applied$/);
  await expect(page.getByTestId('payment-notice')).toContainText('Payment received: 100 × SMS added to your balance');
  await expect(page.getByTestId('balance-1')).toContainText('100');
  await expect(page.getByTestId('order-status').first()).toHaveText('Paid');
  await saveShot(page, 'services-paid');

  await page.getByRole('link', { name: 'Purchase and use records' }).click();
  await expect(page).toHaveURL(/\/account\/record$/);
  // The services page stays on screen until the lazily loaded records page replaces it: wait for its heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase and use records' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'SMS' });
  await expect(row).toContainText('Purchase');
  await expect(row).toContainText('+100');
});

test('cancel an unpaid order from the list; a payment cancelled at the pay page reads so', async () => {
  await page.goto('/account/service');
  await buy(4, 500, 'PayPal');
  await page.getByTestId('sandbox-cancelled').click();
  await expect(page.getByTestId('payment-notice')).toContainText('Payment canceled. Nothing was charged');
  await expect(page.getByTestId('order-status').first()).toHaveText('Canceled');

  await buy(3, 100, 'Alipay');
  await page.goto('/account/service');
  await expect(page.getByTestId('order-status').first()).toHaveText('Unpaid');
  await page.getByTestId('order-cancel').first().click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Canceled');
  await expect(page.getByTestId('balance-3')).toContainText('0');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('premium: the 10-day trial once, then a year bought through the pay page', async () => {
  await page.getByRole('menuitem', { name: 'Premium' }).click();
  await expect(page).toHaveURL(/\/account\/vip$/);
  await expect(page.getByTestId('premium-status')).toHaveText('Not open');
  await expect(page.getByText('You own 0 locks')).toBeVisible();
  await page.getByTestId('premium-trial').click();
  await expect(page.getByTestId('premium-status')).toHaveText('On trial');
  await expect(page.getByTestId('premium-trial')).toHaveCount(0);
  await page.getByTestId('premium-buy-10').click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Pay with' });
  await dialogsSettled(page);
  await expect(dialog).toContainText('Up to 10 locks · per year');
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/LC[A-Z0-9]+$/);
  await page.getByTestId('sandbox-success').click();
  await expect(page).toHaveURL(/\/account\/vip\?orderId=\d+&payment=applied$/);
  await expect(page.getByTestId('payment-notice')).toContainText('Payment received: premium is open');
  await expect(page.getByTestId('premium-status')).toHaveText('Open');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});
