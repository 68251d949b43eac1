// Issue 18 journey in Chromium against a simulated gateway with three locks that have records (cards and passcodes
// refused at the lock: a record each, no change of state): export one lock's card records from its records page's Export button
// (the filter carried over, the estimate before Start), follow the job to done in "Your exports" and download the
// xlsx; then a CSV of the three locks from the side menu's Exports, followed to done and downloaded; then the lock
// users of one lock from the lock users page. Each file is read back: its name, header row and number of rows.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { deviceBench, type Bench } from './support/devices';
import { uniqueEmail } from './support/flows';
import { startPremiumTrialThroughApi } from './support/services';
import { shot as saveShot } from './support/shots';
import { addLockThroughApi, pairGatewayThroughApi, signUpThroughApi } from './support/api-setup';

test.describe.configure({ mode: 'serial' });

const shot = (p: Page, name: string) => saveShot(p, `exports-${name}`);

let page: Page;
let bench: Bench;
const lock = (i: number) => bench.locks[i]!;
const HEADER = ['Lock', 'Lock time', 'Event', 'Person', 'Credential', 'Result', 'Battery'];
/** Records made at each lock: card records (refused cards) and passcode records (wrong codes). */
const CARDS = [3, 1, 2];
const OTHERS = [2, 2, 1];
const today = () => new Date().toISOString().slice(0, 10);

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ acceptDownloads: true });
  bench = deviceBench(3);
});
test.afterAll(async () => {
  await bench?.close();
  await page?.close();
});

test('set up: an account, a gateway and three locks with records', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const account = { email: uniqueEmail() };
  await signUpThroughApi(page, account);
  await pairGatewayThroughApi(page, bench.gateway, baseURL!);
  for (const l of bench.locks) await addLockThroughApi(page, l);
  // Batch and lock-user exports are premium functions.
  await startPremiumTrialThroughApi(page);
  bench.locks.forEach((l, i) => {
    for (let n = 0; n < CARDS[i]!; n++) expect(l.presentCard(`90000${i}${n}`)).toBe(false);
    for (let n = 0; n < OTHERS[i]!; n++) expect(l.enterPasscode('000000')).toBe(false);
  });
  // The gateway uploads them; the last lock's records page shows them all.
  await page.goto(`/manage/records?lockId=${lock(2).lockId}&recordType=0`);
  await expect(page.getByTestId('record-event')).toHaveCount(CARDS[2]! + OTHERS[2]!, { timeout: 20_000 });
});

test('one lock: its card records from the records page, as xlsx, followed to done and downloaded', async () => {
  await page.goto(`/manage/records?lockId=${lock(0).lockId}&recordType=7`);
  await expect(page.getByTestId('record-event')).toHaveCount(CARDS[0]!, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/exportRecord\\?lockId=${lock(0).lockId}&recordType=7$`));
  await expect(page.getByRole('heading', { name: 'Export unlock records' })).toBeVisible();
  // The records page's filter, the last 30 days, xlsx; then the server's count.
  await expect(page.locator('.ant-form-item').filter({ hasText: 'Record type' })).toContainText('Card');
  await expect(page.getByRole('radio', { name: 'Excel workbook (xlsx)' })).toBeChecked();
  await expect(page.getByTestId('export-estimate')).toHaveText(
    new RegExp(`^${CARDS[0]} rows will be exported \\(at most \\d+\\)\\.$`),
  );
  await page.getByTestId('export-start').click();

  const row = page.locator('[data-testid^="export-row-"]').first();
  await expect(row).toContainText(lock(0).name);
  await expect(row).toContainText('Card');
  await expect(row.getByTestId('export-status')).toHaveText('Done', { timeout: 30_000 });
  await expect(row).toContainText('Available until');
  await expect(row.getByTestId('export-progress')).toHaveCount(0);
  await shot(page, '01-one-lock-done');

  const downloading = page.waitForEvent('download');
  await row.getByTestId('export-download').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`records-${lock(0).name}-${today()}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  expect(ws.name).toBe('Unlock records');
  expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
  expect(ws.rowCount).toBe(1 + CARDS[0]!);
  for (let r = 2; r <= ws.rowCount; r++) {
    expect(ws.getCell(`A${r}`).value).toBe(lock(0).name);
    expect(ws.getCell(`C${r}`).value).toBe('Unlocked with a card');
    expect(ws.getCell(`F${r}`).value).toBe('Failed');
  }
});

test('three locks: a batch CSV from Exports, its status reaching done, downloaded', async () => {
  await page.goto('/console/home');
  await page.getByRole('menuitem', { name: 'Exports' }).click();
  await expect(page).toHaveURL(/\/console\/exportRecord$/);
  await expect(page.getByRole('heading', { name: 'Export unlock records of several locks' })).toBeVisible();
  // The one lock export is already in the log.
  await expect(page.locator('[data-testid^="export-row-"]')).toHaveCount(1);
  await expect(page.getByTestId('export-estimate')).toHaveText('Choose the locks to export.');
  await expect(page.getByTestId('export-start')).toBeDisabled();

  const picker = page.getByRole('group', { name: 'Locks' });
  for (const l of bench.locks) await picker.getByRole('checkbox', { name: l.name }).check();
  await expect(page.getByTestId('picked-count')).toHaveText('3 locks chosen');
  const all = CARDS.reduce((a, b) => a + b, 0) + OTHERS.reduce((a, b) => a + b, 0);
  await expect(page.getByTestId('export-estimate')).toHaveText(
    new RegExp(`^${all} rows will be exported \\(at most \\d+\\)\\.$`),
  );
  await page.getByRole('radio', { name: 'CSV text file' }).check();
  await page.getByTestId('export-start').click();

  const rows = page.locator('[data-testid^="export-row-"]');
  await expect(rows).toHaveCount(2);
  const row = rows.first();
  await expect(row).toContainText('CSV');
  for (const l of bench.locks) await expect(row).toContainText(l.name);
  // Queued or in progress with its bar, then done (the stream's `export` events, the list as a safety net).
  await expect(row.getByTestId('export-status')).toHaveText(/^(Queued|In progress|Done)$/);
  await expect(row.getByTestId('export-status')).toHaveText('Done', { timeout: 30_000 });
  await expect(row.getByTestId('export-progress')).toHaveCount(0);
  await expect(row.getByTestId('export-cancel')).toHaveCount(0);
  await shot(page, '02-batch-done');

  const downloading = page.waitForEvent('download');
  await row.getByTestId('export-download').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`records-3-locks-${today()}.csv`);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith(`\uFEFF${HEADER.join(',')}\r\n`)).toBe(true);
  const lines = text.trim().split('\r\n').slice(1);
  expect(lines).toHaveLength(all);
  for (const [i, l] of bench.locks.entries()) {
    expect(lines.filter((s) => s.startsWith(`${l.name},`))).toHaveLength(CARDS[i]! + OTHERS[i]!);
  }
});

test('lock users: from the lock users page, the owned lock’s users as xlsx (no ekeys sent: the header only)', async () => {
  await page.getByRole('menuitem', { name: 'Lock users' }).click();
  await page.getByRole('button', { name: 'Export lock users' }).click();
  await expect(page).toHaveURL(/\/lockUser\/export$/);
  await expect(page.getByRole('heading', { name: 'Export lock users' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Locks' })
    .getByRole('checkbox', { name: lock(0).name })
    .check();
  await expect(page.getByTestId('export-estimate')).toHaveText(
    /^0 rows will be exported \(at most \d+\)\. The chosen locks have 0 lock users\.$/,
  );
  await page.getByTestId('export-start').click();
  const row = page.locator('[data-testid^="export-row-"]').first();
  await expect(row).toContainText('Lock users');
  await expect(row.getByTestId('export-status')).toHaveText('Done', { timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await row.getByTestId('export-download').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`lock-users-${lock(0).name}-${today()}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  expect(ws.name).toBe('Lock users');
  expect((ws.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Name', 'Account', 'Lock']);
  expect(ws.rowCount).toBe(1);
  await shot(page, '03-lock-users');
});
