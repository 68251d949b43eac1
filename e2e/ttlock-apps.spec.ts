// The TTLock-compatible API (issue 25) as an owner sets it up: register an application on the integrations page (the
// client secret shown once), sign in with it as a TTLock integration does (the password's md5), see the sign-in
// listed under "Signed in to applications", sign it out — the integration's next call is refused — and revoke the
// application.
import AxeBuilder from '@axe-core/playwright';
import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dialogsSettled } from './support/console-locks';
import { PASSWORD, uniqueEmail } from './support/flows';
import { shot as saveShot } from './support/shots';
import { openConsole, signUpThroughApi } from './support/api-setup';

test.describe.configure({ mode: 'serial' });

const account = { email: uniqueEmail() };
const app = { clientId: '', clientSecret: '' };
let access = '';
let page: Page;

const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');

/** What a TTLock client sends: auth in the query, the rest in a form body. */
async function v3(request: APIRequestContext, path: string, extra: Record<string, string> = {}) {
  const q = new URLSearchParams({ clientId: app.clientId, accessToken: access, date: String(Date.now()) });
  const res = await request.post(`/v3/${path}?${q}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams(extra).toString(),
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
});
test.afterAll(async () => {
  await page?.close();
});

test('register an application: client id and secret shown once, with how to use them', async () => {
  await signUpThroughApi(page, account);
  await openConsole(page);
  await page.getByRole('menuitem', { name: 'Integrations' }).click();
  await page.getByRole('tab', { name: 'Applications' }).click();
  await expect(page.getByText('No applications')).toBeVisible();
  await page.getByRole('button', { name: 'New application' }).click();
  await dialogsSettled(page);
  const form = page.getByRole('dialog').filter({ hasText: 'Callback URL' });
  await form.getByLabel('Name').fill('Home Assistant');
  await form.getByRole('button', { name: /^(Create|Save)$/ }).click();
  await expect(page.getByTestId('open-app-secret')).toBeVisible();
  app.clientSecret = (await page.getByTestId('open-app-secret').textContent())!.trim();
  app.clientId = (await page.getByTestId('open-app-client-id').textContent())!.trim();
  expect(app.clientId).toMatch(/^[0-9a-f]{32}$/);
  await expect(page.getByText('it is shown only this once')).toBeVisible();
  await expect(page.getByText(/set the server address to http:\/\/127\.0\.0\.1/)).toBeVisible();
  await saveShot(page, 'ttlock-app-made');
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Home Assistant' });
  await expect(row).toContainText(app.clientId);
  await expect(row).not.toContainText(app.clientSecret);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('a TTLock integration signs in; the sign-in is listed and signing it out ends it', async ({ request }) => {
  const token = await request.post('/oauth2/token', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams({
      client_id: app.clientId,
      client_secret: app.clientSecret,
      username: account.email,
      password: md5(PASSWORD),
    }).toString(),
  });
  const t = (await token.json()) as { access_token: string; expires_in: number };
  expect(t.expires_in).toBe(7_776_000);
  access = t.access_token;
  expect(await v3(request, 'lock/list', { pageNo: '1', pageSize: '1000' })).toMatchObject({ list: [], total: 0 });

  await page.reload();
  await page.getByRole('tab', { name: 'Applications' }).click();
  const signedIn = page.getByRole('row').filter({ hasText: 'Home Assistant' }).last();
  await expect(signedIn).toContainText(app.clientId);
  await page.getByRole('button', { name: 'Sign out of Home Assistant' }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).last().click();
  await expect(page.getByText('Your account is not signed in to any application')).toBeVisible();
  expect((await v3(request, 'lock/list')).errcode).toBe(10004);
});

test('revoke the application: its client id no longer signs in', async ({ request }) => {
  await page.getByRole('button', { name: 'Revoke application Home Assistant' }).click();
  await page.getByRole('button', { name: 'Revoke', exact: true }).last().click();
  await expect(page.getByText('No applications')).toBeVisible();
  const again = await request.post('/oauth2/token', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams({
      client_id: app.clientId,
      client_secret: app.clientSecret,
      username: account.email,
      password: md5(PASSWORD),
    }).toString(),
  });
  expect(((await again.json()) as { errcode: number }).errcode).toBe(10000);
});
