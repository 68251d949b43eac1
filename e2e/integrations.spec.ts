// Integrations (issue 20) as a person uses them: create an API key on the integrations page (shown once, copyable),
// use it from another system (a signed request adds a group with it), see that change in the audit log with the
// key's name, filter the log to console changes, and revoke the key — the next request with it is refused; add a
// webhook (its secret shown once), send a test event to a receiver started here and see it delivered in the log.
import AxeBuilder from '@axe-core/playwright';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signRequest } from '../packages/shared/src/http/signature';
import { dialogsSettled } from './support/console-locks';
import { uniqueEmail } from './support/flows';
import { startPremiumTrialThroughApi } from './support/services';
import { shot as saveShot } from './support/shots';
import { openConsole, signUpThroughApi } from './support/api-setup';

test.describe.configure({ mode: 'serial' });

const APP_ID = 'lockconsole-web';
const APP_SECRET = 'lockconsole-web-public-secret';
const account = { email: uniqueEmail() };
let page: Page;
let key = '';

/** What another system does with the key: a signed POST, the key in the accessToken header. */
async function call(request: APIRequestContext, path: string, extra: Record<string, string>) {
  const params = { date: String(Date.now()), ...extra };
  const res = await request.post(`/api${path}`, {
    headers: {
      appId: APP_ID,
      signature: signRequest(APP_SECRET, APP_ID, `/api${path}`, params),
      accessToken: key,
      'content-type': 'application/x-www-form-urlencoded',
    },
    data: new URLSearchParams(params).toString(),
  });
  return { status: res.status(), body: (await res.json()) as { errorCode: number; errorMsg: string } };
}

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
});
test.afterAll(async () => {
  await page?.close();
});

test('create an API key: named, scoped, shown once', async () => {
  await signUpThroughApi(page, account);
  // The other system makes lock groups (a premium function).
  await startPremiumTrialThroughApi(page);
  await openConsole(page);
  await page.getByRole('menuitem', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/account\/integrations$/);
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Scopes' });
  await dialogsSettled(page);
  await dialog.getByLabel('Name').fill('Booking platform');
  await dialog.getByRole('checkbox', { name: /^Locks/ }).check();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  const shown = page.getByTestId('api-key-value');
  await expect(shown).toContainText(/^lk_/);
  key = (await shown.textContent())!.trim();
  await expect(page.getByText('it is shown only this once')).toBeVisible();
  await saveShot(page, 'api-key-made');
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Booking platform' });
  await expect(row).toContainText(key.slice(0, 11));
  await expect(row).not.toContainText(key.slice(11));
  await expect(row).toContainText('Never used');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test("another system uses the key; the audit log shows the change with the key's name", async ({ request }) => {
  const made = await call(request, '/group/add', { groupName: 'Holiday flats' });
  expect(made.body.errorCode, made.body.errorMsg).toBe(0);
  const refused = await call(request, '/accessKey/create', { name: 'Escalation', scopes: '["read"]' });
  expect(refused.status).toBe(403);
  expect(refused.body.errorMsg).toBe('This API key is not allowed to make this call');

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Booking platform' })).not.toContainText('Never used');
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const entry = page.getByRole('row').filter({ hasText: '/group/add' });
  await expect(entry).toContainText('API key Booking platform');
  await expect(entry).toContainText('Done');
  await page.getByLabel('Made through').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Console$/ }).click();
  await expect(page.getByRole('row').filter({ hasText: '/group/add' })).toHaveCount(0);
  await saveShot(page, 'audit-log');
});

test('revoke the key: the next request with it is refused', async ({ request }) => {
  await page.getByRole('tab', { name: 'API keys' }).click();
  await page.getByRole('button', { name: 'Revoke API key Booking platform' }).click();
  await page.getByRole('button', { name: 'Revoke', exact: true }).last().click();
  await expect(page.getByText('API key revoked')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Booking platform' })).toHaveCount(0);
  expect((await call(request, '/group/add', { groupName: 'After revoke' })).body.errorCode).not.toBe(0);
});

test('add a webhook, send a test event, see it delivered and signed', async () => {
  const got: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(200).end('received');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  try {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events`;
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Events' });
    await dialogsSettled(page);
    await dialog.getByLabel('URL').fill(url);
    await dialog.getByRole('checkbox', { name: 'Alert' }).check();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();
    await dialogsSettled(page);
    const row = page.getByRole('row').filter({ hasText: url });
    await row.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByText('Test event sent')).toBeVisible();
    await row.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('dialog').filter({ hasText: 'Deliveries to' });
    await expect(log.getByTestId('delivery-status').first()).toHaveText('Delivered', { timeout: 15_000 });
    await expect(log.getByTestId('delivery-event').first()).toHaveText('test');
    await expect(log).toContainText('200 (1 attempt)');
    await saveShot(page, 'webhook-log');
    expect(got).toHaveLength(1);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(got[0]!.headers['x-lockconsole-signature']))!;
    expect(v1).toBe(crypto.createHmac('sha256', secret).update(`${t}.${got[0]!.body}`).digest('hex'));
  } finally {
    await new Promise((r) => receiver.close(r));
  }
});
