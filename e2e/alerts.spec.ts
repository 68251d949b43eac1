// Issue 29 journey in Chromium against a simulated gateway and a lock with a door sensor: the door opens and closes
// and the lock page follows live; a forced door and a tamper alarm ring the bell at once, are listed on the alerts
// page (read one, then all) and reach the owner's mailbox; an owner sets a door alert time and mutes a kind; a
// parking lock is lowered and raised from the lock list and in a batch, its records say so, and a car forcing its
// barrier rings the bell.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { deviceBench, type Bench } from './support/devices';
import { uniqueEmail } from './support/flows';
import { startPremiumTrialThroughApi } from './support/services';
import { messagesTo } from './support/outbox';
import { shot as saveShot } from './support/shots';
import { addLockThroughApi, pairGatewayThroughApi, signUpThroughApi } from './support/api-setup';

test.describe.configure({ mode: 'serial' });

let page: Page;
let bench: Bench;
const account = { email: uniqueEmail() };
const lock = () => bench.locks[0]!;
const park = () => bench.locks[1]!;

test.beforeAll(async ({ browser }) => {
  // A page of its own context: axe (below) needs one.
  page = await (await browser.newContext()).newPage();
  bench = deviceBench(2, { doorSensor: true, parking: [1] });
});
test.afterAll(async () => {
  await bench?.close();
  await page?.close();
});

test('set up: an account, a gateway, a lock with a door sensor and a parking lock', async ({ baseURL }) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page, account);
  await pairGatewayThroughApi(page, bench.gateway, baseURL!);
  await addLockThroughApi(page, lock());
  await addLockThroughApi(page, park());
  // Batch unlock (a later test) is a premium function.
  await startPremiumTrialThroughApi(page);
  await page.goto(`/manage/ekey?lockId=${lock().lockId}`);
  await expect(page.getByText('Door', { exact: true })).toBeVisible();
});

test('the door opens and closes, and the lock page follows live', async () => {
  lock().pressButton(); // unlocked: an ordinary opening
  lock().setDoor(true);
  await expect(page.getByTestId('door-state')).toHaveText('Open', { timeout: 15_000 });
  lock().setDoor(false);
  await expect(page.getByTestId('door-state')).toHaveText('Closed', { timeout: 15_000 });
  const bell = page.getByTestId('alert-bell');
  await expect(bell).toHaveAccessibleName('Alerts: 0 unread');
});

test('a forced door and a tamper alarm ring the bell at once and reach the mailbox', async ({ request }) => {
  lock().pressButton(); // locked again
  lock().setDoor(true); // forced
  lock().setDoor(false);
  lock().tamper();
  const bell = page.getByTestId('alert-bell');
  await expect(bell).toHaveAccessibleName('Alerts: 2 unread', { timeout: 15_000 });
  await expect
    .poll(async () => (await messagesTo(request, account.email)).map((m) => m.subject), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([expect.stringMatching(/^Tamper alarm: /), expect.stringMatching(/^Door forced open: /)]),
    );

  await bell.click();
  await expect(page).toHaveURL(/\/console\/alerts$/);
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Tamper alarm' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Door forced open' })).toContainText('was opened while it was locked');
  await saveShot(page, 'alerts-list');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await rows.filter({ hasText: 'Tamper alarm' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Mark read', exact: true }).click();
  await expect(bell).toHaveAccessibleName('Alerts: 1 unread');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Alerts: 0 unread');
});

test('the owner sets a door alert time and stops messages for tamper alarms', async ({ request }) => {
  await page.goto(`/manage/ekey?lockId=${lock().lockId}`);
  await page.getByLabel('Alert when the door stays open for').selectOption({ label: '5 min' });
  await expect(page.getByText('Door alert saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Alert when the door stays open for').locator('option:checked')).toHaveText('5 min');

  await page.goto('/console/alerts');
  await page.getByRole('tab', { name: 'Alert messages' }).click();
  await page.getByRole('checkbox', { name: 'Tamper alarm' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Alert settings saved')).toBeVisible();
  const before = (await messagesTo(request, account.email)).length;
  lock().tamper();
  await expect(page.getByTestId('alert-bell')).toHaveAccessibleName('Alerts: 1 unread', { timeout: 15_000 });
  expect((await messagesTo(request, account.email)).length).toBe(before);
});

test('a parking lock is lowered and raised from the console, in a batch too; a forced barrier rings the bell', async () => {
  await page.goto('/console/home');
  const name = park().name;
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByTestId('lock-status')).toHaveText('Raised');
  await page.getByRole('button', { name: `Lower ${name} remotely` }).click();
  await expect(page.getByTestId(`remote-result-${park().lockId}`)).toHaveText('Lowered', { timeout: 15_000 });
  expect(park().lockStatus).toBe(1);
  await expect(row.getByTestId('lock-status')).toHaveText('Lowered', { timeout: 15_000 });

  // A batch "lock" locks the door lock and raises the parking lock.
  await page.getByRole('checkbox', { name: lock().name }).check();
  await page.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: 'Unlock selected' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Batch unlock' });
  await dialog.getByText('Lock', { exact: true }).click();
  await expect(dialog).toContainText('Parking locks among them are raised.');
  await dialog.getByRole('button', { name: 'Lock all' }).click();
  await expect(dialog.getByTestId(`batch-item-${park().lockId}`)).toContainText('Raised', { timeout: 15_000 });
  await expect(dialog.getByTestId(`batch-item-${lock().lockId}`)).toContainText('Locked', { timeout: 15_000 });
  await expect(dialog.getByText('2 of 2 done, 0 failed')).toBeVisible();
  await saveShot(page, 'parking-batch');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  expect(park().lockStatus).toBe(0);

  await page.goto(`/manage/records?lockId=${park().lockId}&recordType=0`);
  await expect(page.getByTestId('record-event').filter({ hasText: 'Parking lock lowered' })).toHaveCount(1, {
    timeout: 15_000,
  });
  await expect(page.getByTestId('record-event').filter({ hasText: 'Parking lock raised' })).toHaveCount(1);

  const bell = page.getByTestId('alert-bell');
  const unread = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
  park().forceBarrier();
  await expect(bell).toHaveAccessibleName(`Alerts: ${unread + 1} unread`, { timeout: 15_000 });
});
