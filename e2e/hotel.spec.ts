// Issue 19 journey: a lock put in hotel mode through the gateway becomes a room; the room is placed in a building; a
// guest is checked in and gets a passcode that opens the simulated lock, which shows the room occupied; at check-out
// the code is taken back on the lock (it no longer opens) and the room reads vacant.
import { expect, test, type Page } from '@playwright/test';
import { deviceBench, type Bench } from './support/devices';
import { login, register, uniqueEmail } from './support/flows';
import { addLockInConsole, pairGatewayInConsole } from './support/console-locks';

test.describe.configure({ mode: 'serial' });

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/p2shots/${name}.png`, fullPage: true });

let page: Page;
let bench: Bench;
const lock = () => bench.locks[0]!;
let code = '';

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  bench = deviceBench(1);
});
test.afterAll(async () => {
  await bench?.close();
  await page?.close();
});

test('set up: a lock in hotel mode through the gateway', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const account = { email: uniqueEmail() };
  await register(page, request, account);
  await login(page, account);
  await expect(page).toHaveURL(/\/console\/home/);
  await pairGatewayInConsole(page, bench.gateway, baseURL!);
  await addLockInConsole(page, lock());
  await page.goto('/hotel/rooms');
  await expect(page.getByText('No rooms yet')).toBeVisible();
  await page.goto(`/manage/ekey?lockId=${lock().lockId}`);
  await page.getByRole('switch', { name: 'Hotel mode' }).click();
  await expect(page.getByRole('switch', { name: 'Hotel mode' })).toBeChecked({ timeout: 20_000 });
  expect(lock().switches.hotelMode).toBe(1);
});

test('the room is listed, placed in a building, and a guest checks in with a passcode that opens it', async () => {
  await page.goto('/hotel/rooms');
  const row = page.getByRole('row').filter({ hasText: lock().name });
  await expect(row.getByTestId('room-status')).toHaveText('Vacant');
  await row.getByRole('cell').nth(1).getByRole('button').click();
  await page.getByRole('dialog').getByRole('textbox').fill('East wing');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('East wing');

  await row.getByRole('button', { name: `Check in: ${lock().name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Guest name').fill('Ms Rossi');
  await dialog.getByTestId('check-in-submit').click();
  await expect(dialog.getByTestId('stay-code')).toHaveText(/^\d{6,9}$/);
  code = (await dialog.getByTestId('stay-code').textContent())!;
  await shot(page, 'h1-checked-in');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(row.getByTestId('room-status')).toHaveText('Occupied');
  await expect(row).toContainText('Ms Rossi');
  // The lock shows the room occupied, and the code opens it.
  await expect.poll(() => lock().switches.roomStatus, { timeout: 20_000 }).toBe(1);
  expect(lock().enterPasscode(code)).toBe(true);
});

test('check-out takes the code back on the lock and the room reads vacant', async () => {
  const row = page.getByRole('row').filter({ hasText: lock().name });
  await row.getByRole('button', { name: `Check out: ${lock().name}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Check out' }).click();
  await expect(row.getByTestId('room-status')).toHaveText('Vacant');
  await expect.poll(() => lock().switches.roomStatus, { timeout: 20_000 }).toBe(2);
  await expect.poll(() => lock().enterPasscode(code), { timeout: 20_000 }).toBe(false);
  await shot(page, 'h2-checked-out');
});
