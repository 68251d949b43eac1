// Issue 16 journey (QR codes) in Chromium against a simulated gateway and lock: issue a QR code on the lock's QR
// code tab, open its public link in a second browser (no login), read the code from the image itself and from its
// text, show it to the lock's scanner and see the record arrive live; the page speaks the holder's language; after
// deleting, the link says only that the QR code is no longer valid.
import { expect, test, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { deviceBench, type Bench } from './support/devices';
import { uniqueEmail } from './support/flows';
import { dialogsSettled } from './support/console-locks';
import { shot as saveShot } from './support/shots';
import { addLockThroughApi, pairGatewayThroughApi, signUpThroughApi } from './support/api-setup';

test.describe.configure({ mode: 'serial' });

const shot = (p: Page, name: string) => saveShot(p, `qrcodes-${name}`);

let page: Page;
let bench: Bench;
let link = '';
let content = '';
const lock = () => bench.locks[0]!;

/** The holder's phone: a fresh browser context (no session cookie), in the given language. */
async function holder(browser: Browser, locale = 'en-US') {
  const context = await browser.newContext({ locale, viewport: { width: 412, height: 860 } });
  return { context, page: await context.newPage() };
}

/** Decodes the QR code image on the page from a screenshot of it (what a scanner sees). */
async function decodeShownCode(p: Page): Promise<string | null> {
  const png = PNG.sync.read(await p.getByTestId('qr-image').screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  bench = deviceBench(1);
});
test.afterAll(async () => {
  await bench?.close();
  await page?.close();
});

test('set up: an account, a gateway and a lock', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const account = { email: uniqueEmail() };
  await signUpThroughApi(page, account);
  await pairGatewayThroughApi(page, bench.gateway, baseURL!);
  await addLockThroughApi(page, lock());
  await page.goto(`/manage/qrcode?lockId=${lock().lockId}`);
  await expect(page.getByTestId('qrcode-panel')).toBeVisible();
  await expect(page.getByText('No QR codes yet')).toBeVisible();
});

test('issue a permanent QR code: its link to copy, open or share', async () => {
  await page.getByRole('button', { name: 'Issue QR code' }).click();
  await expect(page).toHaveURL(/\/manage\/issueQrcode\?lockId=/);
  await page.getByLabel('Name (optional)').fill('Cleaner');
  // antd's radio buttons hide their input: click the button's label, as a person does.
  await page.locator('label.ant-radio-button-wrapper', { hasText: /^Permanent$/ }).click();
  await expect(page.getByRole('radio', { name: 'Permanent' })).toBeChecked();
  await expect(page.getByLabel('New code every')).toHaveValue('10');
  await page.getByRole('button', { name: 'Issue QR code' }).click();
  await expect(page.getByText('QR code Cleaner issued')).toBeVisible();
  link = await page.getByTestId('qrcode-link').inputValue();
  expect(link).toMatch(/\/q\/[^/]+$/);
  await expect(page.getByTestId('qrcode-email')).toHaveAttribute('href', /^mailto:\?subject=/);
  await expect(page.getByTestId('qrcode-sms')).toHaveAttribute('href', /^sms:\?&body=.*%2Fq%2F/);
  await shot(page, '01-issued');

  await page.getByTestId('qrcode-back').click();
  const row = page.getByRole('row').filter({ hasText: 'Cleaner' });
  await expect(row.getByTestId('qrcode-status-tag')).toHaveText('Valid');
  await expect(row).toContainText('Permanent');
  await expect(row.getByTestId('qrcode-refresh')).toHaveText('Every 10 minutes');
});

test('the public page shows the code large, as text, with a countdown; the lock opens with it', async ({ browser }) => {
  const phone = await holder(browser);
  await phone.page.goto(link);
  await expect(phone.page.getByTestId('qr-name')).toHaveText('Cleaner');
  await expect(phone.page.getByTestId('qr-lock')).toContainText(lock().name);
  await expect(phone.page.getByTestId('qr-countdown')).toHaveText(/^New code in \d{1,2}:\d\d$/);
  content = (await phone.page.getByTestId('qr-content').textContent())!.trim();
  expect(content.length).toBeGreaterThan(10);
  // The image encodes exactly the text shown below it.
  expect(await decodeShownCode(phone.page)).toBe(content);
  await saveShot(phone.page, 'qrcodes-02-public-page');

  // From the QR code's row to its records, which follow live.
  await page.getByRole('button', { name: 'Records: Cleaner' }).click();
  await expect(page).toHaveURL(/qrcodeNo=/);
  await expect(page.getByText('No records yet')).toBeVisible();
  expect(lock().scanQrCode(content)).toBe(true);
  const rec = page.getByRole('row').filter({ hasText: 'Unlocked with a QR code' }).filter({ hasText: 'Succeeded' });
  await expect(rec.first()).toBeVisible({ timeout: 20_000 });
  await expect(rec.first()).toContainText('Cleaner');
  await shot(page, '03-record-live');

  // A forged code is refused and recorded too.
  expect(lock().scanQrCode(`${content.slice(0, -4)}AAAA`)).toBe(false);
  await phone.context.close();
});

test('the page speaks the holder’s language', async ({ browser }) => {
  const phone = await holder(browser, 'de-DE');
  await phone.page.goto(link);
  await expect(phone.page.getByTestId('qr-countdown')).toHaveText(/^Neuer Code in \d{1,2}:\d\d$/);
  await expect(phone.page.getByTestId('qr-lock')).toContainText('Schloss');
  await expect(phone.page.locator('html')).toHaveAttribute('lang', 'de');
  await phone.context.close();
});

test('deleted: the link shows only that the QR code is no longer valid', async ({ browser }) => {
  await page.goto(`/manage/qrcode?lockId=${lock().lockId}`);
  const row = page.getByRole('row').filter({ hasText: 'Cleaner' });
  await row.getByRole('button', { name: 'Delete: Cleaner' }).click();
  await expect(page.getByText('The link stops working at once.', { exact: false })).toBeVisible();
  await dialogsSettled(page);
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No QR codes yet')).toBeVisible({ timeout: 10_000 });

  const phone = await holder(browser);
  await phone.page.goto(link);
  await expect(phone.page.getByTestId('qr-gone')).toHaveText('This QR code is no longer valid.');
  await expect(phone.page.getByTestId('qr-content')).toHaveCount(0);
  await expect(phone.page.getByTestId('qr-name')).toHaveCount(0);
  await saveShot(phone.page, 'qrcodes-04-deleted');
  await phone.context.close();
  // A code already on a screen stays good until its window ends (the lock checks it offline).
  expect(lock().scanQrCode(content)).toBe(true);
});
