// Route table and guard as a user meets them: the 404 page, the lockId check, session expiry.
import { expect, test } from '@playwright/test';
import { expectConsole, login, register, uniqueEmail } from './support/flows';

test('every unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
  await expect(page).toHaveTitle(/^404 Error/);
});

test.describe('signed in', () => {
  const account = { email: uniqueEmail() };

  test.beforeAll(async ({ browser, request }) => {
    const context = await browser.newContext();
    await register(await context.newPage(), request, account);
    await context.close();
  });

  test('a lockId with a leading zero is refused with "Invalid url address"', async ({ page }) => {
    await login(page, account);
    await expectConsole(page);
    await page.goto('/console/home?lockId=012');
    await expect(page.getByText('Invalid url address')).toBeVisible();
    await expect(page).not.toHaveURL(/lockId=012/);
  });

  test('/home goes to the console', async ({ page }) => {
    await login(page, account);
    await expectConsole(page);
    await page.goto('/home');
    await expectConsole(page);
  });

  test('an expired session returns to login with a notice', async ({ page, context }) => {
    await login(page, account);
    await expectConsole(page);
    await page.getByRole('menuitem', { name: 'Account information' }).click();
    await expect(page).toHaveURL(/\/account\/info$/);
    // The server forgets the session (e.g. it expired): the next call answers -4.
    await context.clearCookies({ name: 'ACCESS_TOKEN' });
    await page.getByRole('button', { name: 'Change nickname' }).click();
    await page.getByLabel('Nickname').fill('Expired');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your login has expired, please log in again')).toBeVisible();
  });

  test('a call redirected to the site root marks the logout for the next start', async ({ page }) => {
    await login(page, account);
    await expectConsole(page);
    await page.route('**/api/user/getInfo**', (route) => route.fulfill({ status: 302, headers: { location: '/' } }));
    await page.getByRole('menuitem', { name: 'Account information' }).click();
    await page.getByRole('button', { name: 'Change nickname' }).click();
    await page.getByLabel('Nickname').fill('Redirected');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByText('Your login has expired', { exact: true })).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'LC_LOGOUT_REDIRECT')).toBe(false);
  });
});
