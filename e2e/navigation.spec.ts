// Route table and guard as a user meets them: the 404 page, the lockId check, session expiry.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectConsole, login, uniqueEmail } from './support/flows';
import { registerThroughApi } from './support/api-setup';

test('every unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
  await expect(page).toHaveTitle(/^404 Error/);
});

test.describe('signed in', () => {
  test.describe.configure({ mode: 'serial' });
  const account = { email: uniqueEmail() };
  let context: BrowserContext;
  let page: Page;

  // One browser (one trusted device) for the whole group, as a returning user.
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
    await registerThroughApi(page.request, account);
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('a lockId with a leading zero is refused with "Invalid url address"', async () => {
    await login(page, account);
    await expectConsole(page);
    await page.goto('/console/home?lockId=012');
    await expect(page.getByText('Invalid url address')).toBeVisible();
    await expect(page).not.toHaveURL(/lockId=012/);
  });

  test('a lockId is refused on a navigation inside the console too', async () => {
    await page.goto('/account/info');
    await expect(page.getByRole('heading', { name: 'Account information' })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/console/home?lockId=00');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('Invalid url address')).toBeVisible();
  });

  test('/home goes to the console', async () => {
    await page.goto('/home');
    await expectConsole(page);
  });

  test('the console switches to each language without raw keys on screen', async () => {
    await page.goto('/account/info');
    const names = [
      'Čeština',
      'Deutsch',
      'Español',
      'Français',
      'Português (Brasil)',
      'Русский',
      'Türkçe',
      'Українська',
      '简体中文',
      '繁體中文（台灣）',
      '繁體中文（香港）',
      '日本語',
      'Italiano',
      'English',
    ];
    for (const name of names) {
      // The menu animates open and closed; a click that lands mid-animation is retried, as a person would.
      await expect(async () => {
        const item = page.getByRole('menuitem', { name });
        if (!(await item.isVisible())) await page.getByTestId('language-menu').click();
        await item.click({ timeout: 2_000 });
        await expect(page.getByTestId('language-menu')).toContainText(name, { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(/\b(?:common|nav|auth|account|console|errors|validation)\.[A-Za-z]+(?:\.[A-Za-z]+)*\b/);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an expired session returns to login with a notice', async () => {
    await page.getByRole('menuitem', { name: 'Account information' }).click();
    await expect(page).toHaveURL(/\/account\/info$/);
    // The server no longer knows the session (as when it expired): the next call answers -4.
    await context.clearCookies({ name: 'ACCESS_TOKEN' });
    await page.getByRole('button', { name: 'Change nickname' }).click();
    await page.getByRole('dialog').getByLabel('Nickname').fill('Expired');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your login has expired, please log in again')).toBeVisible();
    // The user was forgotten: the console needs a new sign-in.
    await page.goto('/console/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a call redirected to the site root marks the logout for the next start', async () => {
    await login(page, account);
    await expectConsole(page);
    await page.route('**/api/user/getInfo**', (route) => route.fulfill({ status: 302, headers: { location: '/' } }));
    await page.getByRole('menuitem', { name: 'Account information' }).click();
    await page.getByRole('button', { name: 'Change nickname' }).click();
    await page.getByRole('dialog').getByLabel('Nickname').fill('Redirected');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByText('Your login has expired', { exact: true })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'LC_LOGOUT_REDIRECT')).toBe(false);
    await page.unroute('**/api/user/getInfo**');
  });
});
