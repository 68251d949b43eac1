// Issue 7 journey in Chromium against a simulated gateway and lock: issue each offline passcode type in the
// console, type it on the simulated keypad at chosen lock times (SimLock.setClock) and find the record; a custom
// code goes adding → valid through the gateway, add failed while the gateway is offline, and resync recovers it
// once the gateway is back; rename, share text, delete; /passcode/send with its lock picker.
import { expect, test, type Page } from '@playwright/test';
import { lockTimeText, offsetMinutesOf } from '../packages/lockcore/src/lock-time';
import { deviceBench, type Bench } from './support/devices';
import { uniqueEmail } from './support/flows';
import { buyUnitsThroughApi, startPremiumTrialThroughApi } from './support/services';
import { shot } from './support/shots';
import { addLockThroughApi, pairGatewayThroughApi, signUpThroughApi } from './support/api-setup';

test.describe.configure({ mode: 'serial' });

const H = 3_600_000;
/** Picks an option once the dropdown has stopped moving (a click during its slide-in can land on the next one). */
async function chooseOption(page: Page, label: string) {
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first();
  await option.waitFor();
  await option.evaluate((el) =>
    Promise.all(
      (el.closest('.ant-select-dropdown') ?? el)
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
  await option.click();
}

/** Types the hour into a searchable hour select and takes it (no scrolling through a moving list). */
async function pickHour(page: Page, name: string, label: string) {
  const box = page.getByRole('combobox', { name });
  await box.click();
  await box.fill(label);
  // Enter takes the active option: wait until the list is filtered down to the typed hour (an Enter before that took
  // the hour that was active, once on CI).
  const shown = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('title', label);
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('');
  await expect(box.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText(label);
}

let page: Page;
let bench: Bench;
const lock = () => bench.locks[0]!;
/** The lock's offset from UTC in minutes (set at lock init; periods are in lock time). */
const tz = () => offsetMinutesOf(lock().timezoneOffsetMs);
const local = (ms: number) => lockTimeText(ms, tz(), 'T');
const codes: Record<string, string> = {};

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  bench = deviceBench(1);
});
test.afterAll(async () => {
  await bench?.close();
  await page?.close();
});

/** Opens the issue page, picks the type, lets `fill` set the fields, submits; returns the code shown. */
async function issue(type: string, fill: () => Promise<void> = async () => {}) {
  await page.goto(`/manage/issuePasscode?lockId=${lock().lockId}`);
  await expect(page.getByRole('heading', { name: 'Issue passcode' })).toBeVisible();
  await page.locator('label.ant-radio-button-wrapper', { hasText: new RegExp(`^${type}$`) }).click();
  await fill();
  await page.getByRole('button', { name: type === 'Custom' ? 'Send to lock' : 'Get passcode' }).click();
  const code = page.getByTestId('issued-code');
  await expect(code).toHaveText(/^\d{6,9}$/, { timeout: 15_000 });
  return (await code.textContent())!;
}

/** Types `code` on the keypad with the lock's clock at `at`. */
function typeAt(code: string, at: number) {
  lock().setClock(at);
  return lock().enterPasscode(code);
}

/** The records page of this code shows a successful passcode unlock (uploaded through the gateway). */
async function expectRecord(code: string) {
  await page.goto(`/manage/records?lockId=${lock().lockId}&keyboardPwd=${code}`);
  const row = page.getByRole('row').filter({ hasText: code }).filter({ hasText: 'Succeeded' });
  await expect(row.first()).toBeVisible({ timeout: 20_000 });
  await expect(row.first().getByTestId('record-event')).toHaveText('Unlocked with a passcode');
}

test('set up: an account, a gateway and a lock', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const account = { email: uniqueEmail() };
  await signUpThroughApi(page, account);
  await pairGatewayThroughApi(page, bench.gateway, baseURL!);
  await addLockThroughApi(page, lock());
  // Sending a passcode by e-mail uses an e-mail unit.
  await buyUnitsThroughApi(page, 4, 500);

  await page.goto(`/manage/passcode?lockId=${lock().lockId}`);
  await expect(page.getByText('No passcodes yet')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Issue passcode' })).toBeVisible();
});

test('issue form: the spec rules show inline before anything is sent', async () => {
  await page.goto(`/manage/issuePasscode?lockId=${lock().lockId}`);
  await page.locator('label.ant-radio-button-wrapper', { hasText: /^Timed$/ }).click();
  await page.getByLabel('Start', { exact: true }).fill(local(Date.now() - 30 * H));
  await page.getByRole('button', { name: 'Get passcode' }).click();
  await expect(page.getByText('The start time cannot be more than 24 hours before now')).toBeVisible();
  await expect(page.getByText('Choose an end time')).toBeVisible();
  await page.getByLabel('Start', { exact: true }).fill(local(Date.now() + 2 * H));
  await page.getByLabel('End', { exact: true }).fill(local(Date.now() + H));
  await expect(page.getByText('The start time must be earlier than the end time')).toBeVisible();
  await page.locator('label.ant-radio-button-wrapper', { hasText: /^Custom$/ }).click();
  await page.getByLabel('Passcode', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Send to lock' }).click();
  await expect(page.getByText('Please enter 6-9 digits the lock supports')).toBeVisible();
  await shot(page, '01-form-rules');
});

test('one-time code: works once at the lock, then never again', async () => {
  const now = Date.now();
  codes.once = await issue('One-time');
  await expect(page.getByTestId('first-use')).toContainText('within 6 hours');
  await shot(page, '02-issued-once');
  expect(typeAt(codes.once, now + 10 * 60_000)).toBe(true);
  expect(typeAt(codes.once, now + 20 * 60_000)).toBe(false);
  await expectRecord(codes.once);
});

test('permanent code starting two hours ago works now', async () => {
  const now = Date.now();
  codes.permanent = await issue('Permanent', async () => {
    await page.getByLabel('Start', { exact: true }).fill(local(now - 2 * H));
    await page.getByLabel('Number of digits').click();
    await chooseOption(page, '7 digits');
  });
  expect(codes.permanent).toHaveLength(7);
  await expect(page.getByTestId('first-use')).toContainText('within 24 hours of its start');
  expect(typeAt(codes.permanent, now)).toBe(true);
  await expectRecord(codes.permanent);
});

test('timed code: refused before its start, accepted inside its period', async () => {
  const now = Date.now();
  codes.limited = await issue('Timed', async () => {
    await page.getByLabel('Start', { exact: true }).fill(local(now + 3 * H));
    await page.getByLabel('End', { exact: true }).fill(local(now + 10 * H));
  });
  // A 7-hour period: the only other start the lock could consider (24 h earlier) has ended by now, so "refused
  // before its start" is certain (with a period over 21 h a guess-rate false accept of about 1/1,900 is possible).
  expect(codes.limited).toHaveLength(8);
  expect(typeAt(codes.limited, now)).toBe(false);
  expect(typeAt(codes.limited, now + 4 * H)).toBe(true);
  await expectRecord(codes.limited);
});

test('recurring code: daily 09:00–17:00 for a month, refused outside its hours', async () => {
  const now = Date.now();
  codes.cycle = await issue('Recurring', async () => {
    await page.getByLabel('Days').click();
    await chooseOption(page, 'Every day');
    await pickHour(page, 'From', '09:00');
    await pickHour(page, 'To', '17:00');
    await page.getByLabel('Lasts').click();
    await chooseOption(page, '1 month');
  });
  expect(codes.cycle).toHaveLength(9);
  await expect(page.getByTestId('issued-validity')).toContainText('Every day, 09:00–17:00');
  await shot(page, '03-issued-cycle');
  // Today at the lock, 10:00 and 20:00 local.
  const midnight = Date.parse(`${local(now).slice(0, 10)}T00:00:00Z`) - tz() * 60_000;
  expect(typeAt(codes.cycle, midnight + 20 * H)).toBe(false);
  expect(typeAt(codes.cycle, midnight + 10 * H)).toBe(true);
  await expectRecord(codes.cycle);
});

test('clear code: used once, it voids the permanent code that started earlier', async () => {
  const now = Date.now();
  lock().setClock(now);
  codes.clear = await issue('Clear code');
  expect(typeAt(codes.clear, now + 60_000)).toBe(true);
  expect(typeAt(codes.permanent!, now + 2 * 60_000)).toBe(false);
  await expectRecord(codes.clear);
});

test('the passcode tab lists every code with type, validity and status; search and show codes', async () => {
  lock().setClock(Date.now());
  await page.goto(`/manage/passcode?lockId=${lock().lockId}`);
  const panel = page.getByTestId('passcode-panel');
  for (const type of ['One-time', 'Permanent', 'Timed', 'Recurring', 'Clear code'])
    await expect(panel.getByTestId('passcode-type').filter({ hasText: new RegExp(`^${type}$`) })).toHaveCount(1);
  await expect(panel.getByText(codes.once!)).toHaveCount(0);
  await panel.getByRole('switch', { name: 'Show codes' }).click();
  await expect(panel.getByText(codes.once!)).toBeVisible();
  await shot(page, '04-passcode-tab');
  await panel.getByRole('searchbox', { name: 'Search by name or code' }).fill(codes.limited!);
  await panel.getByRole('searchbox', { name: 'Search by name or code' }).press('Enter');
  await expect(panel.getByRole('row')).toHaveCount(2); // header + the one code
  await expect(panel.getByText(codes.limited!)).toBeVisible();
});

test('rename, share (copy text, send by e-mail), and the records link of a code', async ({ request }) => {
  const panel = page.getByTestId('passcode-panel');
  const row = panel.getByRole('row').filter({ hasText: codes.limited! });
  await row.getByRole('button', { name: /^Rename/ }).click();
  await page.getByLabel('Passcode name').fill('Plumber');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('Plumber')).toBeVisible();
  await row.getByRole('button', { name: 'Share: Plumber' }).click();
  await expect(page.getByTestId('share-text')).toHaveValue(new RegExp(`Passcode for .*: ${codes.limited}`));
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel("Recipient's e-mail").fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText('E-mail format error')).toBeVisible();
  await dialog.getByLabel("Recipient's e-mail").fill('guest@example.com');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText('Passcode sent')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/dev/outbox.json')).json()) as {
        messages: { recipient: string; body: string }[];
      };
      return messages.some((m) => m.recipient === 'guest@example.com' && m.body.includes(codes.limited!));
    })
    .toBe(true);
  await shot(page, '05-share');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: 'Records: Plumber' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/records\\?lockId=\\d+&keyboardPwd=${codes.limited}`));
  await expect(page.getByRole('row').filter({ hasText: codes.limited! }).first()).toBeVisible();
});

test('a passcode template (issue 19): written with its preview, chosen when sharing, its words arrive', async ({
  request,
}) => {
  // Message templates are a premium function.
  await startPremiumTrialThroughApi(page);
  await page.goto('/account/emailTmpl');
  await expect(page.getByRole('heading', { name: 'E-mail templates' })).toBeVisible();
  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Guest stay');
  await form.getByRole('textbox', { name: 'Start text' }).fill('Welcome to our home!');
  const content = form.getByRole('textbox', { name: 'Content' });
  await content.fill('Door ');
  await form.getByTestId('placeholder-room').click();
  await content.press('End');
  await content.pressSequentially(', code ');
  await form.getByTestId('placeholder-passcode').click();
  await content.press('End');
  await content.pressSequentially(', valid ');
  await form.getByTestId('placeholder-time').click();
  await expect(form.getByTestId('template-preview')).toContainText('Door Room 204, code 482913, valid from');
  // A special character is refused under its field before anything is sent.
  await form.getByRole('textbox', { name: 'End text' }).fill('See you <soon>');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Special characters are not allowed: <')).toBeVisible();
  await form.getByRole('textbox', { name: 'End text' }).fill('See you soon');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Guest stay' })).toContainText('Passcode');
  await shot(page, '05b-template');

  await page.goto(`/manage/passcode?lockId=${lock().lockId}`);
  const row = page.getByTestId('passcode-panel').getByRole('row').filter({ hasText: 'Plumber' });
  await row.getByRole('button', { name: 'Share: Plumber' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Wording').click();
  await chooseOption(page, 'Guest stay');
  await dialog.getByLabel("Recipient's e-mail").fill('stay@example.com');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText('Passcode sent')).toBeVisible({ timeout: 15_000 });
  const mail = async () => {
    const { messages } = (await (await request.get('/dev/outbox.json')).json()) as {
      messages: { recipient: string; body: string }[];
    };
    return messages.find((m) => m.recipient === 'stay@example.com')?.body ?? '';
  };
  await expect.poll(mail).toContain(`, code ${codes.limited}, valid `);
  const body = await mail();
  expect(body.split('\n')[0]).toBe('Welcome to our home!');
  expect(body).toContain('See you soon');
  expect(body).not.toContain('{');
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('custom code goes adding → valid through the gateway and opens the lock', async () => {
  lock().setClock(Date.now());
  const before = lock().passcodeCount;
  codes.custom = await issue('Custom', async () => {
    await page.getByLabel('Passcode', { exact: true }).fill('480913');
  });
  await expect(page.getByTestId('passcode-status-tag')).toHaveText('Valid', { timeout: 20_000 });
  await shot(page, '06-custom-valid');
  expect(lock().passcodeCount).toBe(before + 1);
  expect(typeAt('480913', Date.now())).toBe(true);
  await expectRecord('480913');
});

test('changing a custom code: updating → valid, the lock takes the new digits and drops the old', async () => {
  await page.goto(`/manage/passcode?lockId=${lock().lockId}`);
  const panel = page.getByTestId('passcode-panel');
  await panel.getByRole('button', { name: 'Change: 480913' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Passcode', { exact: true }).fill('111111');
  await dialog.getByRole('button', { name: 'Send to lock' }).click();
  await expect(dialog.getByText('too simple', { exact: false })).toBeVisible();
  await dialog.getByLabel('Passcode', { exact: true }).fill('480927');
  await dialog.getByRole('button', { name: 'Send to lock' }).click();
  await expect(dialog).toBeHidden();
  await panel.getByRole('switch', { name: 'Show codes' }).click();
  const row = panel.getByRole('row').filter({ hasText: '480927' });
  await expect(row.getByTestId('passcode-status-tag')).toHaveText('Valid', { timeout: 20_000 });
  expect(typeAt('480927', Date.now())).toBe(true);
  expect(typeAt('480913', Date.now())).toBe(false);
});

test('with the gateway offline a custom code fails with the cause; resync recovers it when it is back', async () => {
  test.setTimeout(120_000);
  bench.gateway.kill();
  await page.goto('/plug/home');
  await expect(page.getByTestId(`gateway-row-${bench.gateway.gatewayId}`).getByTestId('gateway-online')).toHaveText(
    'Offline',
    { timeout: 20_000 },
  );
  await issue('Custom', async () => {
    await page.getByLabel('Name (optional)').fill('Courier');
    await page.getByLabel('Passcode', { exact: true }).fill('703518');
  });
  await expect(page.getByTestId('passcode-status-tag')).toHaveText('Add failed', { timeout: 30_000 });
  await expect(page.getByTestId('passcode-failure')).toBeVisible();
  await shot(page, '07-custom-add-failed');

  await page.goto(`/manage/passcode?lockId=${lock().lockId}`);
  const row = page.getByTestId('passcode-panel').getByRole('row').filter({ hasText: 'Courier' });
  await expect(row.getByTestId('passcode-status-tag')).toHaveText('Add failed');
  await expect(row.getByTestId('passcode-failure')).toHaveText(/^Cause: .+/);
  await shot(page, '08-tab-add-failed');

  await bench.gateway.connect();
  await page.goto('/plug/home');
  await expect(page.getByTestId(`gateway-row-${bench.gateway.gatewayId}`).getByTestId('gateway-online')).toHaveText(
    'Online',
    { timeout: 20_000 },
  );
  await page.goto(`/manage/passcode?lockId=${lock().lockId}`);
  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(row.getByTestId('passcode-status-tag')).toHaveText('Valid', { timeout: 30_000 });
  expect(typeAt('703518', Date.now())).toBe(true);
  await shot(page, '09-resynced');
});

test('deleting a custom code removes it from the lock', async () => {
  const panel = page.getByTestId('passcode-panel');
  const row = panel.getByRole('row').filter({ hasText: 'Courier' });
  await row.getByRole('button', { name: 'Delete: Courier' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0, { timeout: 30_000 });
  expect(typeAt('703518', Date.now())).toBe(false);
});

test('deleting a valid offline code revokes it on the lock through the gateway', async () => {
  const panel = page.getByTestId('passcode-panel');
  const row = panel.getByRole('row').filter({ hasText: 'Plumber' });
  await row.getByRole('button', { name: 'Delete: Plumber' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0, { timeout: 30_000 });
  // Inside its period, where it opened the door before: now refused.
  expect(typeAt(codes.limited!, Date.now() + 4 * H)).toBe(false);
  lock().setClock(Date.now());
});

test('/passcode/send: choose the lock, then issue', async () => {
  await page.goto('/passcode/send');
  await expect(page.getByRole('heading', { name: 'Send a passcode' })).toBeVisible();
  await page.getByLabel('Lock', { exact: true }).click();
  await chooseOption(page, lock().name);
  await page.getByRole('button', { name: 'Get passcode' }).click();
  await expect(page.getByTestId('issued-code')).toHaveText(/^\d{6,9}$/, { timeout: 15_000 });
  await shot(page, '10-send-page');
});
