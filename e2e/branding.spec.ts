// A second brand on another host name: its name, colour, account type and languages.
import { expect, test } from '@playwright/test';

test('portier.localhost shows the Portier brand with e-mail-only forms', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  await page.goto(`http://portier.localhost:${port}/login`);
  await expect(page).toHaveTitle('Sign in - Portier');
  await expect(page.getByText('© Portier Access')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByLabel('Country code')).toHaveCount(0);
  const color = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-color').trim(),
  );
  expect(color.toLowerCase()).toBe('#13a89e');
  const languages = await page
    .getByTestId('language-select')
    .locator('option')
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  expect(languages).not.toContain('zh-CN');
  expect(languages).not.toContain('zh-TW');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/brands/portier/favicon.svg');

  await page.goto(`http://portier.localhost:${port}/regist`);
  await expect(page.getByLabel('Country code')).toHaveCount(0);
});

test('the default brand offers mobile and e-mail', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in - LockHub');
  await expect(page.getByRole('radio', { name: 'Mobile number' })).toBeChecked();
  await expect(page.getByLabel('Country code')).toHaveValue('AU');
});
