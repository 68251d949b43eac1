// Issue 15 journey (fingerprints, faces, palm veins) in Chromium against a simulated gateway and two locks: enrol a
// fingerprint at the lock — consent required, each press (and a poor read) seen live, done with the lock's number —
// then that finger opens the lock and the record arrives live under the given name; a face from a photo (pre-check
// "Looks good", added, valid) and a photo without a face (the reason shown, nothing added); a palm vein at the lock
// with its three steps live; a fingerprint collected with the simulated desk readers of maker 1 and maker 2, pushed
// to both locks, then opening one of them with its record arriving live.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SimFingerprintReader } from '../packages/simulator/src/sim-fingerprint-reader';
import { deviceBench, type Bench } from './support/devices';
import { uniqueEmail } from './support/flows';
import { buyUnitsThroughApi } from './support/services';
import { dialogsSettled } from './support/console-locks';
import { shot as saveShot } from './support/shots';
import { addLockThroughApi, pairGatewayThroughApi, signUpThroughApi } from './support/api-setup';

test.describe.configure({ mode: 'serial' });

const FIXTURES = path.resolve('apps/server/src/modules/faces/fixtures');
const shot = (p: Page, name: string) => saveShot(p, `biometrics-${name}`);

let page: Page;
let bench: Bench;
const lock = () => bench.locks[0]!;
const other = () => bench.locks[1]!;
const tab = (kind: string, l = lock()) => `/manage/${kind}?lockId=${l.lockId}`;

/** Waits until the lock is enrolling (the command reached it), then returns its steps so far. */
async function lockEnrolling(kind: string) {
  await expect.poll(() => lock().enrolment?.kind, { timeout: 20_000 }).toBe(kind);
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  bench = deviceBench(2);
});
test.afterAll(async () => {
  await bench?.close();
  await page?.close();
});

test('set up: an account, a gateway and two locks', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const account = { email: uniqueEmail() };
  await signUpThroughApi(page, account);
  await pairGatewayThroughApi(page, bench.gateway, baseURL!);
  await addLockThroughApi(page, lock());
  await addLockThroughApi(page, other());
  // A face from a photo and a desk-reader fingerprint use units.
  await buyUnitsThroughApi(page, 3, 100);
  await buyUnitsThroughApi(page, 5, 100);
  await page.goto(tab('fingerprint'));
  await expect(page.getByTestId('fingerprint-panel')).toBeVisible();
  await expect(page.getByText('No fingerprints yet')).toBeVisible();
});

let printNumber = '';

test('enroll a fingerprint at the lock: consent, each press live, a poor read, done with its number', async () => {
  test.setTimeout(90_000);
  await page.getByTestId('fingerprint-enrol').click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Enroll a fingerprint at the lock' });
  await expect(dialog).toBeVisible();
  await dialogsSettled(page);
  await dialog.getByLabel('Name (optional)').fill('Ann thumb');
  // Consent is required: nothing is sent without it.
  await dialog.getByTestId('fingerprint-enrol-start').click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Confirm that the person agreed' })).toBeVisible();
  expect(lock().enrolment).toBeUndefined();
  const consent = dialog.getByRole('checkbox', {
    name: 'Ann thumb agreed that their fingerprint is stored in this lock and used to open it.',
  });
  await consent.check();
  await dialog.getByTestId('fingerprint-enrol-start').click();

  await expect(dialog.getByTestId('enrol-step')).toHaveText("Press the finger on the lock's sensor: 0 of 4", {
    timeout: 20_000,
  });
  await expect(dialog.getByTestId('enrol-count')).toHaveText('0 of 4');
  await expect(dialog.getByTestId('enrol-close-help')).toContainText('keeps waiting until its own timeout');
  await lockEnrolling('fingerprint');
  await shot(page, '01-enrol-start');

  expect(lock().pressFinger()).toBe(true);
  await expect(dialog.getByTestId('enrol-count')).toHaveText('1 of 4');
  await expect(dialog.getByTestId('enrol-hint')).toContainText('Lift the finger');
  // A poor read does not count: the page asks to press again.
  expect(lock().pressFinger({ poor: true })).toBe(false);
  await expect(dialog.getByTestId('enrol-hint')).toContainText('Poor read');
  await expect(dialog.getByTestId('enrol-count')).toHaveText('1 of 4');
  await shot(page, '02-enrol-poor');
  expect(lock().pressFinger()).toBe(true);
  await expect(dialog.getByTestId('enrol-count')).toHaveText('2 of 4');
  expect(lock().pressFinger()).toBe(true);
  await expect(dialog.getByTestId('enrol-count')).toHaveText('3 of 4');
  expect(lock().pressFinger()).toBe(true);

  const done = dialog.getByTestId('enrol-done');
  await expect(done).toContainText('Fingerprint enrolled: number', { timeout: 20_000 });
  printNumber = /number (\S+)/.exec((await done.textContent()) ?? '')![1]!;
  expect(lock().credentials.kinds.fingerprint.numbers.has(printNumber)).toBe(true);
  await shot(page, '03-enrol-done');
  await dialog.getByTestId('enrol-close').click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'Ann thumb' });
  await expect(row.getByTestId('fingerprint-status-tag')).toHaveText('Valid');
  await expect(row.getByTestId('fingerprint-number')).toHaveText(printNumber);
  await expect(row.getByTestId('fingerprint-source')).toHaveText('At the lock');
  await expect(row).toContainText('Recorded');
  await row.getByText('Recorded').hover();
  await expect(page.getByRole('tooltip')).toContainText('Consent recorded by');
});

test('the enrolled finger opens the lock: the record arrives live under its name', async () => {
  await page.getByRole('button', { name: 'Records: Ann thumb' }).click();
  await expect(page).toHaveURL(new RegExp(`printNo=${printNumber}`));
  await expect(page.getByText('No records yet')).toBeVisible();
  expect(lock().pressFinger({ number: printNumber })).toBe(true);
  const rec = page.getByRole('row').filter({ hasText: 'Unlocked with a fingerprint' }).filter({ hasText: 'Succeeded' });
  await expect(rec.first()).toBeVisible({ timeout: 20_000 });
  await expect(rec.first()).toContainText('Ann thumb');
  await shot(page, '04-record-live');
});

test('a failed enrollment at the lock shows the cause; Retry shows the steps again', async () => {
  test.setTimeout(90_000);
  await page.goto(tab('fingerprint'));
  await page.getByTestId('fingerprint-enrol').click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Enroll a fingerprint at the lock' });
  await dialogsSettled(page);
  await dialog.getByLabel('Name (optional)').fill('Cy index');
  await dialog.getByRole('checkbox', { name: /Cy index agreed that their fingerprint is stored/ }).check();
  await dialog.getByTestId('fingerprint-enrol-start').click();
  await expect(dialog.getByTestId('enrol-count')).toHaveText('0 of 4', { timeout: 20_000 });
  await lockEnrolling('fingerprint');
  expect(lock().pressFinger()).toBe(true);
  await expect(dialog.getByTestId('enrol-count')).toHaveText('1 of 4');
  // The person walks away: the lock gives up.
  expect(lock().cancelEnrolment()).toBe(true);
  const failed = dialog.getByTestId('enrol-failed');
  await expect(failed).toContainText('The enrollment failed', { timeout: 20_000 });
  await expect(failed).toContainText('Reason:');
  await shot(page, '04b-enrol-failed');
  await dialog.getByTestId('enrol-retry').click();
  await expect(dialog.getByTestId('enrol-count')).toHaveText('0 of 4', { timeout: 20_000 });
  await lockEnrolling('fingerprint');
  for (let i = 0; i < 4; i++) expect(lock().pressFinger()).toBe(true);
  await expect(dialog.getByTestId('enrol-done')).toContainText('Fingerprint enrolled: number', { timeout: 20_000 });
  await dialog.getByTestId('enrol-close').click();
  const row = page.getByRole('row').filter({ hasText: 'Cy index' });
  await expect(row.getByTestId('fingerprint-status-tag')).toHaveText('Valid');
});

test('a face from a photo: checked, added, valid; a photo without a face is refused with the reason', async () => {
  test.setTimeout(90_000);
  await page.goto(tab('face'));
  await page.getByTestId('face-photo').click();
  await expect(page).toHaveURL(/\/manage\/issueFace\?lockId=/);
  await expect(page.getByText('up to 2 MB')).toBeVisible();
  await page.getByTestId('face-photo-input').setInputFiles(path.join(FIXTURES, 'astronaut.png'));
  await expect(page.getByTestId('face-check')).toHaveText('Looks good', { timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'The chosen photo' })).toBeVisible();
  await page.getByLabel('Name (optional)').fill('Astro');
  await page.getByRole('checkbox', { name: /Astro agreed that their face is stored in this lock/ }).check();
  await shot(page, '05-face-checked');
  await page.getByTestId('face-add-submit').click();
  await expect(page.getByTestId('enrol-done')).toContainText('Face enrolled: number', { timeout: 30_000 });
  await shot(page, '06-face-added');

  // Another photo, without a face: the pre-check says why, and Add sends nothing.
  await page.getByTestId('face-another').click();
  await page.getByTestId('face-photo-input').setInputFiles(path.join(FIXTURES, 'coffee.png'));
  const check = page.getByTestId('face-check');
  await expect(check).toHaveAttribute('data-phase', 'refused', { timeout: 30_000 });
  await expect(check).toContainText(/face/i);
  await page.getByRole('checkbox', { name: /agreed that their face is stored/ }).check();
  await page.getByTestId('face-add-submit').click();
  await expect(page.getByText('This photo cannot be used: choose another one')).toBeVisible();
  await shot(page, '07-face-refused');

  await page.goto(tab('face'));
  const rows = page.getByTestId('face-panel').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: 'Astro' });
  await expect(row.getByTestId('face-status-tag')).toHaveText('Valid');
  await expect(row.getByTestId('face-source')).toHaveText('From a photo');
  expect(lock().credentials.kinds.face.numbers.size).toBe(1);
});

test('a palm vein at the lock: three steps live', async () => {
  test.setTimeout(60_000);
  await page.goto(tab('palmVein'));
  await page.getByTestId('palmVein-enrol').click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Enroll a palm vein at the lock' });
  await dialogsSettled(page);
  await dialog.getByLabel('Name (optional)').fill('Bo palm');
  await dialog.getByRole('checkbox', { name: /Bo palm agreed that their palm vein pattern is stored/ }).check();
  await dialog.getByTestId('palmVein-enrol-start').click();
  await expect(dialog.getByTestId('enrol-count')).toHaveText('0 of 3', { timeout: 20_000 });
  await lockEnrolling('palmVein');
  for (const n of [1, 2]) {
    expect(lock().showPalm()).toBe(true);
    await expect(dialog.getByTestId('enrol-count')).toHaveText(`${n} of 3`);
  }
  await expect(dialog.getByTestId('enrol-hint')).toContainText('Hold the same palm over the scanner again');
  expect(lock().showPalm()).toBe(true);
  await expect(dialog.getByTestId('enrol-done')).toContainText('Palm vein enrolled: number', { timeout: 20_000 });
  await shot(page, '08-palm-done');
  await dialog.getByTestId('enrol-close').click();
  const row = page.getByRole('row').filter({ hasText: 'Bo palm' });
  await expect(row.getByTestId('palmVein-status-tag')).toHaveText('Valid');
});

for (const maker of [1, 2] as const) {
  test(`a fingerprint from the desk reader of maker ${maker}, sent to both locks, opens one`, async () => {
    test.setTimeout(90_000);
    const reader = new SimFingerprintReader(maker);
    await reader.start();
    try {
      await page.goto(tab('fingerprint'));
      await page.getByTestId('fingerprint-reader').click();
      await expect(page).toHaveURL(/\/manage\/issuePrint\?lockId=/);
      await page.getByRole('radio', { name: `Driver ${maker} (maker ${maker})` }).check();
      await page.getByTestId('reader-connect').click();
      await expect(page.getByTestId('reader-connected')).toBeVisible({ timeout: 10_000 });
      await page.getByTestId('reader-collect-start').click();
      await expect.poll(() => reader.device.enrolling?.total, { timeout: 10_000 }).toBeGreaterThan(0);
      const total = reader.device.enrolling!.total;
      const finger = `finger-${maker}-${Date.now()}`;
      expect(reader.device.press(finger, 85)).toBe('counted');
      await expect(page.getByTestId('reader-step')).toHaveText(`Press the finger on the reader: 1 of ${total}`);
      // A weak press does not count.
      reader.device.press(finger, 10);
      await expect(page.getByTestId('reader-progress')).toContainText('Poor read');
      for (let i = 2; i <= total; i++) reader.device.press(finger, 85);
      await expect(page.getByTestId('reader-collected')).toContainText('Fingerprint collected', { timeout: 10_000 });
      await shot(page, `09-reader-${maker}-collected`);

      // The page's lock is chosen; add the other one.
      await page.getByRole('checkbox', { name: other().name }).check();
      await page.getByLabel('Name (optional)').fill(`Reader ${maker}`);
      await page.getByRole('checkbox', { name: /agreed that their fingerprint is stored in these locks/ }).check();
      await page.getByTestId('fingerprint-add-submit').click();
      const results = page.getByTestId('fingerprint-lock-results');
      await expect(results).toContainText('of 2 locks took it', { timeout: 20_000 });
      await expect(results.getByTestId('fingerprint-result-status-tag')).toHaveCount(2);
      await shot(page, `10-reader-${maker}-sent`);

      // Valid on the page's lock; that finger now opens it.
      await page.goto(tab('fingerprint'));
      const row = page.getByRole('row').filter({ hasText: `Reader ${maker}` });
      await expect(row.getByTestId('fingerprint-status-tag')).toHaveText('Valid', { timeout: 20_000 });
      await expect(row.getByTestId('fingerprint-source')).toHaveText('Desk reader');
      const number = (await row.getByTestId('fingerprint-number').textContent())!;
      await expect.poll(() => other().credentials.kinds.fingerprint.numbers.size, { timeout: 20_000 }).toBe(maker);
      // Its records page, then the finger at the lock: the record arrives live under the given name.
      await row.getByRole('button', { name: `Records: Reader ${maker}` }).click();
      await expect(page).toHaveURL(new RegExp(`printNo=${number}`));
      // The records page has read its list (and follows the lock live) before the finger touches the lock.
      await expect(page.getByText('No records yet')).toBeVisible();
      expect(lock().pressFinger({ number })).toBe(true);
      // (A valid finger locks an open lock: record 33 then.)
      const rec = page
        .getByRole('row')
        .filter({ hasText: /(Unlocked|Locked) with a fingerprint/ })
        .filter({ hasText: 'Succeeded' });
      await expect(rec.first()).toBeVisible({ timeout: 20_000 });
      await expect(rec.first()).toContainText(`Reader ${maker}`);
    } finally {
      await reader.close();
    }
  });
}
