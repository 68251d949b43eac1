// User journeys shared by the specs: unique accounts, registering, requesting codes, signing in.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { latestCode } from './outbox';
import { solveSlider } from './slider';

export const PASSWORD = 'Secret123!';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const uniqueEmail = () => `e2e-${stamp()}@example.com`;
/** An Australian-style mobile number (national digits). */
export const uniqueMobile = () => `4${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export type Account = { email: string } | { mobile: string };
const recipientOf = (a: Account) => ('email' in a ? a.email : a.mobile);

export async function fillAccount(page: Page, account: Account) {
  await page.locator('form').waitFor();
  const both = page.getByRole('radio', { name: 'E-mail' });
  if ('email' in account) {
    if (await both.count()) await both.check();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  } else {
    await page.getByRole('radio', { name: 'Mobile number' }).check();
    await page.getByLabel('Country code').selectOption('AU');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(account.mobile);
  }
}

/** Clicks "Send code", passes the slider check and returns the code read from the outbox. */
export async function requestCode(page: Page, request: APIRequestContext, account: Account): Promise<string> {
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  await solveSlider(page);
  await expect(page.getByText('Verification code sent')).toBeVisible();
  return latestCode(request, recipientOf(account), since);
}

/** The server sends one code per account per interval (a minute; 5 s for browser tests, playwright.config.ts). */
export async function waitForResend(page: Page, since: number) {
  const left = since + Number(process.env.E2E_CODE_RESEND_MS ?? 60_000) + 1000 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

/** Registers through the UI; returns a time no earlier than when the server sent its code. */
export async function register(page: Page, request: APIRequestContext, account: Account, password = PASSWORD) {
  await page.goto('/regist');
  await fillAccount(page, account);
  const code = await requestCode(page, request, account);
  // Taken once the code is in the outbox, so it is never earlier than the server's own send time.
  const codeRequestedAt = Date.now();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/registSuccess$/);
  await expect(page.getByRole('heading', { name: 'Registration succeeded' })).toBeVisible();
  return codeRequestedAt;
}

export async function login(page: Page, account: Account, password = PASSWORD) {
  await page.goto('/login');
  await fillAccount(page, account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * `account` signed in on a page of its own, in a browser context that carries `from`'s device id (the browser it
 * registered with: no new-device code).
 */
export async function signedInBeside(browser: Browser, from: Page, account: Account) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addCookies((await from.context().cookies()).filter((c) => c.name === 'DEVICE_ID'));
  const p = await context.newPage();
  await login(p, account);
  await expect(p).toHaveURL(/\/console\/home/);
  return p;
}

export async function expectConsole(page: Page) {
  await expect(page).toHaveURL(/\/console\/home/);
  await expect(page.getByText('No locks yet')).toBeVisible();
}
