// Paid units bought as an owner buys them (issue 17): value-added services → Buy → the sandbox pay page → paid.
// Metered actions (a face from a photo, a desk-reader fingerprint per lock, a passcode sent by SMS or e-mail) need
// them first.
import { expect, type Page } from '@playwright/test';
import { dialogsSettled } from './console-locks';

/** Buys the package of `count` units of `serviceType` (1 SMS, 3 face, 4 e-mail, 5 fingerprint) with PayPal. */
export async function buyUnits(page: Page, serviceType: number, count: number) {
  await page.goto('/account/service');
  await page.getByTestId(`buy-${serviceType}-${count}`).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Pay with' });
  await dialogsSettled(page);
  await dialog.getByRole('radio', { name: 'PayPal' }).check();
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/LC[A-Z0-9]+$/);
  await page.getByTestId('sandbox-success').click();
  await expect(page.getByTestId('payment-notice')).toContainText('Payment received');
}

/** Starts the 10-day premium trial from Premium (once per account): the premium functions open. */
export async function startPremiumTrial(page: Page) {
  await page.goto('/account/vip');
  await page.getByTestId('premium-trial').click();
  await expect(page.getByTestId('premium-status')).toHaveText('On trial');
}
