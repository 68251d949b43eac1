// Issue 19 journey: an owner places three locks in Berlin from their settings (the city chosen by name); a visitor
// without an account opens the public map and sees Berlin with three locks and nothing of the locks themselves; on the
// display board, a door opened with the mechanical key at one of those locks appears live as "Berlin, Germany".
import { expect, test, type Page } from '@playwright/test';
import { deviceBench, type Bench } from './support/devices';
import { uniqueEmail } from './support/flows';
import { shot } from './support/shots';
import { addLockThroughApi, pairGatewayThroughApi, signUpThroughApi } from './support/api-setup';

test.describe.configure({ mode: 'serial' });

let page: Page;
let visitor: Page;
let bench: Bench;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  visitor = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  bench = deviceBench(3);
});
test.afterAll(async () => {
  await bench?.close();
  await page?.close();
  await visitor?.context().close();
});

test('set up: three locks placed in Berlin from their settings', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const account = { email: uniqueEmail() };
  await signUpThroughApi(page, account);
  await pairGatewayThroughApi(page, bench.gateway, baseURL!);
  for (const lock of bench.locks) await addLockThroughApi(page, lock);
  for (const lock of bench.locks) {
    await page.goto(`/manage/ekey?lockId=${lock.lockId}`);
    const row = page.getByTestId('setting-location');
    await expect(row).toContainText('Not set');
    await row.getByRole('combobox', { name: 'Location' }).fill('Berlin');
    await row.getByRole('option', { name: /^Berlin, Germany/ }).click();
    await expect(page.getByText('Location saved: Berlin, Germany')).toBeVisible();
    await expect(row).toContainText('Berlin, Germany');
  }
  await shot(page, 'm1-location');
});

test('a visitor sees Berlin with three locks on the public map, and no lock', async () => {
  await visitor.goto('/map/base');
  const berlin = visitor.getByRole('row', { name: /^Berlin, Germany/ });
  await expect(berlin.getByRole('cell').first()).toHaveText('3');
  await expect(visitor.locator('[data-place^="city:"] circle').first()).toBeVisible();
  for (const lock of bench.locks) await expect(visitor.getByText(lock.name)).toHaveCount(0);
  await shot(visitor, 'm2-map-base');
});

test('the display board shows a door opening in Berlin as it happens', async () => {
  await visitor.goto('/map/new');
  await expect(visitor.getByText('live', { exact: true })).toBeVisible({ timeout: 15_000 });
  const before = Number((await visitor.locator('[data-total="unlocks"] dd').textContent())!.replace(/\D/g, ''));
  bench.locks[1]!.turnKey();
  const item = visitor.locator('.map-feed__item').filter({ hasText: 'Berlin, Germany' });
  await expect(item.first()).toContainText('Mechanical key', { timeout: 20_000 });
  await expect
    .poll(async () => Number((await visitor.locator('[data-total="unlocks"] dd').textContent())!.replace(/\D/g, '')))
    .toBeGreaterThan(before);
  await shot(visitor, 'm3-board');
});
