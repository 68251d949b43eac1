// Issue 16 journey (key fobs and wireless keypads) in Chromium against a simulated gateway and lock: pair a key fob
// found by the lock's scan (battery, firmware and signal shown; one already paired cannot be chosen), see it become
// valid live, press its button and see the record arrive live and the battery warning once it is low; pair a
// wireless keypad, rename it and remove it; remove the fob and see its button refused.
import { expect, test, type Page } from '@playwright/test';
import type { Accessory } from '../packages/simulator/src/sim-accessories';
import { deviceBench, type Bench } from './support/devices';
import { uniqueEmail } from './support/flows';
import { dialogsSettled } from './support/console-locks';
import { shot as saveShot } from './support/shots';
import { addLockThroughApi, pairGatewayThroughApi, signUpThroughApi } from './support/api-setup';

test.describe.configure({ mode: 'serial' });

const shot = (p: Page, name: string) => saveShot(p, `keyfobs-${name}`);

let page: Page;
let bench: Bench;
let fob: Accessory;
const lock = () => bench.locks[0]!;
const tab = () => `/manage/keyfobNo?lockId=${lock().lockId}`;

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
  await page.goto(tab());
  await expect(page.getByTestId('keyfob-panel')).toBeVisible();
  await expect(page.getByText('No key fobs yet')).toBeVisible();
  await expect(page.getByText('No wireless keypads yet')).toBeVisible();
});

test('pair a key fob: scan, pick, name, pair — valid live, with its battery', async () => {
  test.setTimeout(60_000);
  // Its button held near the lock; a second fob further away is heard too.
  fob = lock().bringAccessory('keyfob', { battery: 21, rssi: -45 });
  const other = lock().bringAccessory('keyfob', { rssi: -68 });
  await page.getByTestId('keyfob-pair').click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Pair a key fob' });
  await expect(dialog).toBeVisible();
  await dialogsSettled(page);
  await expect(dialog).toContainText('keep its button pressed');
  await dialog.getByTestId('keyfob-scan').click();
  const found = dialog.getByTestId(`scanned-${fob.number}`);
  await expect(found).toBeVisible({ timeout: 20_000 });
  // 21 % is not low yet (the console warns at 20 % or less): the warning comes with the first press below.
  await expect(found.getByTestId('accessory-battery')).toHaveText('21%');
  await expect(found.getByTestId('accessory-battery')).not.toHaveAttribute('data-low');
  await expect(found).toContainText('1.2.4');
  await expect(dialog.getByTestId(`scanned-${other.number}`)).toBeVisible();
  // The nearest one is chosen.
  await expect(found.getByRole('radio')).toBeChecked();
  await shot(page, '01-scan');
  await dialog.getByLabel('Name (optional)').fill('Gate fob');
  await dialog.getByTestId('keyfob-pair-submit').click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'Gate fob' });
  await expect(row.getByTestId('keyfob-status-tag')).toHaveText('Valid', { timeout: 20_000 });
  await expect(row).toContainText(fob.number);
  await expect(row).toContainText('Permanent');
  await expect(row.getByTestId('accessory-battery')).toHaveText('21%');
  expect(lock().credentials.kinds.keyfob.numbers.has(fob.number)).toBe(true);
  await shot(page, '02-paired');
});

test('a paired fob cannot be chosen again', async () => {
  lock().bringAccessory('keyfob', { number: fob.number });
  await page.getByTestId('keyfob-pair').click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Pair a key fob' });
  await dialogsSettled(page);
  await dialog.getByTestId('keyfob-scan').click();
  const again = dialog.getByTestId(`scanned-${fob.number}`);
  await expect(again).toBeVisible({ timeout: 20_000 });
  await expect(again).toContainText('Already paired');
  await expect(again.getByRole('radio')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialogsSettled(page);
});

test('press the fob: the record arrives live, the low battery shows', async () => {
  await page.getByRole('button', { name: 'Records: Gate fob' }).click();
  await expect(page).toHaveURL(new RegExp(`keyfobNo=${fob.number}`));
  await expect(page.getByText('No records yet')).toBeVisible();
  expect(lock().pressFob(fob.number)).toBe(true);
  const rec = page.getByRole('row').filter({ hasText: 'Unlocked with a key fob' }).filter({ hasText: 'Succeeded' });
  await expect(rec.first()).toBeVisible({ timeout: 20_000 });
  await expect(rec.first()).toContainText('Gate fob');
  await shot(page, '03-record-live');

  // The press spent battery (21 → 20 %): the fob's row warns.
  await page.goto(tab());
  const battery = page.getByRole('row').filter({ hasText: 'Gate fob' }).getByTestId('accessory-battery');
  await expect(battery).toHaveAttribute('data-low', 'true', { timeout: 20_000 });
  await expect(battery).toContainText('20% (low)');
});

test('pair a wireless keypad, rename it, remove it', async () => {
  test.setTimeout(60_000);
  const keypad = lock().bringAccessory('keypad');
  await page.getByTestId('keypad-pair').click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Pair a wireless keypad' });
  await dialogsSettled(page);
  await dialog.getByTestId('keypad-scan').click();
  await expect(dialog.getByTestId(`scanned-${keypad.number}`)).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('Name (optional)').fill('Garden keypad');
  await dialog.getByTestId('keypad-pair-submit').click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Garden keypad' });
  await expect(row.getByTestId('keypad-status-tag')).toHaveText('Valid', { timeout: 20_000 });
  await expect(row).toContainText('2.0.1');

  await row.getByRole('button', { name: 'Rename: Garden keypad' }).click();
  const rename = page.getByRole('dialog').filter({ hasText: 'Rename wireless keypad' });
  await dialogsSettled(page);
  await rename.getByLabel('Wireless keypad name').fill('Back gate keypad');
  await rename.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByRole('row').filter({ hasText: 'Back gate keypad' });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Delete: Back gate keypad' }).click();
  await dialogsSettled(page);
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No wireless keypads yet')).toBeVisible({ timeout: 20_000 });
  expect(lock().credentials.kinds.keypad.numbers.has(keypad.number)).toBe(false);
});

test('remove the fob: its button is refused', async () => {
  const row = page.getByRole('row').filter({ hasText: 'Gate fob' });
  await row.getByRole('button', { name: 'Delete: Gate fob' }).click();
  await dialogsSettled(page);
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No key fobs yet')).toBeVisible({ timeout: 20_000 });
  expect(lock().pressFob(fob.number)).toBe(false);
  await shot(page, '04-removed');
});
