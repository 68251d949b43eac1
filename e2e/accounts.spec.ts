// Registering (e-mail and mobile, codes from the outbox), signing in and out, resetting the password, and
// the verification code a new device needs.
import { expect, test } from '@playwright/test';
import { expectConsole, fillAccount, login, PASSWORD, register, requestCode, uniqueEmail, uniqueMobile } from './support/flows';

test('register with an e-mail address, sign in and log out', async ({ page, request }) => {
  const account = { email: uniqueEmail() };
  await register(page, request, account);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, account);
  await expectConsole(page);
  await expect(page).toHaveTitle('Home - LockHub');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have logged out')).toBeVisible();
  // The session is gone: the console sends us back to sign in.
  await page.goto('/console/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('register with a mobile number and sign in with it', async ({ page, request }) => {
  const account = { mobile: uniqueMobile() };
  await register(page, request, account);
  await login(page, account);
  await expectConsole(page);
  await page.getByRole('menuitem', { name: 'Account information' }).click();
  await expect(page.getByTestId('account-id')).toContainText(account.mobile);
});

test('register shows the rules inline and requires the agreement', async ({ page }) => {
  await page.goto('/regist');
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password', { exact: true }).fill('other');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('E-mail format error')).toBeVisible();
  await expect(page.getByText('Must be 8-20 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('Please read and agree to the Privacy Policy and the User Terms')).toBeVisible();
  await expect(page).toHaveURL(/\/regist$/);
});

test('reset the password with a code, then sign in with the new one', async ({ page, request }) => {
  const account = { email: uniqueEmail() };
  await register(page, request, account);

  await page.goto('/resetPwd');
  await fillAccount(page, account);
  const code = await requestCode(page, request, account);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByLabel('New password', { exact: true }).fill('Changed456#');
  await page.getByLabel('Confirm password', { exact: true }).fill('Changed456#');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/resetSuccess$/);
  await expect(page.getByText(/Return to login in \d seconds?/)).toBeVisible();
  // The countdown returns to the login page by itself.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await login(page, account, PASSWORD);
  await expect(page.getByText('Wrong account or password')).toBeVisible();
  await login(page, account, 'Changed456#');
  await expectConsole(page);
});

test('a new device needs a verification code to sign in', async ({ page, request, browser }) => {
  const account = { email: uniqueEmail() };
  await register(page, request, account);

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await login(fresh, account);
  await expect(fresh.getByText(/You are signing in on a new device/)).toBeVisible();
  const code = await requestCode(fresh, request, account);
  await fresh.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await fresh.getByRole('button', { name: 'Verify and sign in' }).click();
  await expectConsole(fresh);
  await other.close();
});
