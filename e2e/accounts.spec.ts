// Registering (e-mail and mobile, codes from the outbox), signing in and out, resetting the password, and
// the verification code a new device needs.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  expectConsole,
  fillAccount,
  login,
  PASSWORD,
  register,
  requestCode,
  uniqueEmail,
  uniqueMobile,
  waitForResend,
} from './support/flows';

// Accounts for the journeys that need a second code: registered first, so the server's one-code-per-minute
// rule has mostly run out by the time their tests start.
const resetAccount = { email: uniqueEmail() };
const deviceAccount = { email: uniqueEmail() };
let registeredAt = 0;
let deviceRegisteredAt = 0;
let resetContext: BrowserContext;
let resetPage: Page;

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(120_000);
  resetContext = await browser.newContext();
  resetPage = await resetContext.newPage();
  registeredAt = await register(resetPage, request, resetAccount);
  deviceRegisteredAt = await register(resetPage, request, deviceAccount);
});
test.afterAll(async () => {
  await resetContext.close();
});

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

test('reset the password with a code, then sign in with the new one', async ({ request }) => {
  test.setTimeout(150_000);
  const page = resetPage;
  const account = resetAccount;
  await waitForResend(page, registeredAt);
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

test('a new device needs a verification code to sign in', async ({ request, browser }) => {
  test.setTimeout(150_000);
  const account = deviceAccount;
  await waitForResend(resetPage, deviceRegisteredAt);
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
