// Issue 19 journey: a lock put in hotel mode through the gateway becomes a room; the room is placed in a building; a
// guest is checked in and gets a passcode that opens the simulated lock, which shows the room occupied; at check-out
// the code is taken back on the lock (it no longer opens) and the room reads vacant.
import { expect, test, type Page } from '@playwright/test';
import { deviceBench, type Bench } from './support/devices';
import { uniqueEmail } from './support/flows';
import { SimEncoder } from '../packages/simulator/src/sim-encoder';
import { shot } from './support/shots';
import { addLockThroughApi, pairGatewayThroughApi, signUpThroughApi } from './support/api-setup';

test.describe.configure({ mode: 'serial' });

let page: Page;
let bench: Bench;
const lock = () => bench.locks[0]!;
let code = '';
const encoder = new SimEncoder();
let encoderPort = 0;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  bench = deviceBench(2, { kinds: { 1: 'lift' } });
  encoderPort = await encoder.start();
});
test.afterAll(async () => {
  await encoder.close();
  await bench?.close();
  await page?.close();
});

test('set up: a lock in hotel mode through the gateway', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const account = { email: uniqueEmail() };
  await signUpThroughApi(page, account);
  await pairGatewayThroughApi(page, bench.gateway, baseURL!);
  await addLockThroughApi(page, lock());
  // A lift controller of the hotel: listed as what it is.
  await addLockThroughApi(page, bench.locks[1]!);
  await page.goto('/console/home');
  await expect(page.getByRole('row').filter({ hasText: bench.locks[1]!.name }).getByTestId('lock-kind')).toContainText(
    'Lift controller',
  );
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

test('a guest checks in with a room card written at the desk; it opens the room until check-out takes it back', async () => {
  const row = page.getByRole('row').filter({ hasText: lock().name });
  await row.getByRole('button', { name: `Check in: ${lock().name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Guest name').fill('Mr Weber');
  await dialog.getByText('A room card', { exact: true }).click();
  await dialog.getByRole('spinbutton', { name: /^Port/ }).fill(String(encoderPort));
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog.getByTestId('encoder-bridge')).toContainText('1.3.0');
  encoder.placeCard('2024000555');
  await expect(dialog.getByTestId('encoder-card')).toContainText('2024000555');
  await dialog.getByTestId('check-in-submit').click();
  await expect(dialog.getByTestId('stay-card')).toContainText('Mr Weber');
  await shot(page, 'h3-card-written');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(row.getByTestId('room-status')).toHaveText('Occupied');
  const card = encoder.takeCard()!;
  expect(lock().presentCard(card.cardNumber, card.cardData)).toBe(true);

  await row.getByRole('button', { name: `Check out: ${lock().name}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Check out' }).click();
  await expect(row.getByTestId('room-status')).toHaveText('Vacant');
  // The same card is written for the next guest (the stay's card left the console at check-out).
  await row.getByRole('button', { name: `Check in: ${lock().name}` }).click();
  const next = page.getByRole('dialog');
  await next.getByLabel('Guest name').fill('Ms Next');
  await next.getByText('A room card', { exact: true }).click();
  await next.getByRole('spinbutton', { name: /^Port/ }).fill(String(encoderPort));
  await next.getByRole('button', { name: 'Connect' }).click();
  encoder.placeCard(card.cardNumber);
  await expect(next.getByTestId('encoder-card')).toContainText(card.cardNumber);
  await next.getByTestId('check-in-submit').click();
  await expect(next.getByTestId('stay-card')).toContainText('Ms Next');
  const again = encoder.takeCard()!;
  expect(lock().presentCard(again.cardNumber, again.cardData)).toBe(true);
});
