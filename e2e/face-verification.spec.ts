// Issue 15 journey: an owner turns on face verification for a lock (daily) and sends an ekey; the key holder's remote
// unlock is refused and the face dialog opens; a photo that shows no face is refused with its reason; the holder's
// face is accepted and the unlock goes through by itself; the owner's balance has one face unit less.
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { deviceBench, type Bench } from './support/devices';
import { signedInBeside, uniqueEmail } from './support/flows';
import { buyUnitsThroughApi } from './support/services';
import { shot } from './support/shots';
import { addLockThroughApi, pairGatewayThroughApi, registerThroughApi, signUpThroughApi } from './support/api-setup';

test.describe.configure({ mode: 'serial' });

const FIXTURES = path.join(import.meta.dirname, '../apps/server/src/modules/faces/fixtures');

let page: Page;
let bench: Bench;
const owner = { email: uniqueEmail() };
const holder = { email: uniqueEmail() };
const lock = () => bench.locks[0]!;

const signedIn = (browser: Browser, account: { email: string }) => signedInBeside(browser, page, account);

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  bench = deviceBench(1);
});
test.afterAll(async () => {
  await bench?.close();
  await page?.close();
});

test('set up: face verification on, daily, and an ekey for a second account', async ({ baseURL }) => {
  test.setTimeout(240_000);
  await registerThroughApi(page.request, holder);
  await signUpThroughApi(page, owner);
  await pairGatewayThroughApi(page, bench.gateway, baseURL!);
  await addLockThroughApi(page, lock());
  await buyUnitsThroughApi(page, 3, 100);

  await page.goto(`/manage/ekey?lockId=${lock().lockId}`);
  const row = page.getByTestId('setting-faceAuth');
  await row.getByRole('switch', { name: 'Face verification' }).click();
  await expect(row.getByRole('switch', { name: 'Face verification' })).toBeChecked();
  await row.getByRole('combobox', { name: 'Ask' }).selectOption({ label: 'Every day' });
  await expect(row.getByRole('combobox', { name: 'Ask' }).locator('option:checked')).toHaveText('Every day');
  await expect(row).toContainText('Face recognition units left: 100');

  await page.getByRole('button', { name: 'Send ekey' }).click();
  await expect(page.getByRole('heading', { name: 'Send an ekey' })).toBeVisible();
  const email = page.getByRole('radio', { name: 'E-mail' });
  if (await email.count()) await email.check();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(holder.email);
  await page.getByLabel('Key name').fill('Holder');
  await page.getByRole('checkbox', { name: 'Allow remote unlock' }).check();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/ekey\?lockId=\d+/);
});

test('the holder shows their face once, and the remote unlock goes through', async ({ browser }) => {
  const p = await signedIn(browser, holder);
  try {
    await p.getByRole('button', { name: /^Unlock .* remotely$/ }).click();
    const dialog = p.getByRole('dialog');
    await expect(dialog).toContainText('This lock asks key holders to show their face');
    await expect(p.getByTestId(`remote-result-${lock().lockId}`)).toContainText('show your face');

    await dialog.getByTestId('face-verify-input').setInputFiles(path.join(FIXTURES, 'coffee.png'));
    await expect(dialog).toContainText('No face was found in the photo');
    await dialog.getByTestId('face-verify-input').setInputFiles(path.join(FIXTURES, 'astronaut.png'));
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(p.getByTestId(`remote-result-${lock().lockId}`)).toHaveText('Unlocked', { timeout: 20_000 });
    await shot(p, 'f1-verified-unlocked');
  } finally {
    await p.context().close();
  }
  await page.goto(`/manage/ekey?lockId=${lock().lockId}`);
  await expect(page.getByTestId('setting-faceAuth')).toContainText('Face recognition units left: 99');
});
