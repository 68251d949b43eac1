// Automated accessibility check (axe, WCAG 2 A/AA) of the public pages, plus keyboard use of the login form.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { fillAccount, uniqueEmail } from './support/flows';

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

// Playwright asks for reduced motion in every other test (playwright.config.ts); here both ways, as a person's
// system setting would: antd's motion durations are the theme's own, or zero.
for (const [reducedMotion, duration] of [
  ['no-preference', '0.2s'],
  ['reduce', '0s'],
] as const) {
  test.describe(`with reduced motion "${reducedMotion}"`, () => {
    test.use({ reducedMotion });
    test(`dialogs ${duration === '0s' ? 'appear without' : 'animate with'} motion`, async ({ page }) => {
      await page.goto('/regist');
      await fillAccount(page, { email: uniqueEmail() });
      await page.getByRole('button', { name: 'Send code' }).click();
      const dialog = page.getByRole('dialog');
      await expect(page.getByRole('slider')).toBeVisible();
      const mid = await dialog.evaluate((el) =>
        getComputedStyle(el.closest('.ant-modal') ?? el)
          .getPropertyValue('--ant-motion-duration-mid')
          .trim(),
      );
      expect(mid).toBe(duration);
    });
  });
}
