// Automated accessibility check (axe, WCAG 2 A/AA) of the public pages, plus keyboard use of the login form.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PUBLIC_PAGES = [
  '/login',
  '/regist',
  '/resetPwd',
  '/registSuccess',
  '/resetSuccess',
  '/user/loginByAccessToken',
  '/privacy',
  '/terms',
  '/unlock/not-a-valid-link',
  '/no-such-page',
];

for (const path of PUBLIC_PAGES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the login form works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('radio', { name: 'E-mail' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await page.keyboard.type('nobody@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('Wrong123!');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Wrong account or password')).toBeVisible();
});
