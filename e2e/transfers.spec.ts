// Issue 19 journey: an owner offers a lock to a second account from the lock's page (the receiver checked by name,
// the gateway warning, a code sent to the owner's own address); the receiver sees the notice on the console, accepts,
// and finds the lock in their list; the lock has left the sender's list, and both sides' history says accepted.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { deviceBench, type Bench } from './support/devices';
import { requestCode, uniqueEmail } from './support/flows';
import { shot } from './support/shots';
import { addLockThroughApi, openConsole, pairGatewayThroughApi, signUpThroughApi } from './support/api-setup';

test.describe.configure({ mode: 'serial' });

let owner: Page;
let receiver: Page;
let bench: Bench;
const ownerAccount = { email: uniqueEmail() };
const receiverAccount = { email: uniqueEmail() };
const lock = () => bench.locks[0]!;

async function signedIn(browser: Browser) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  owner = await signedIn(browser);
  receiver = await signedIn(browser);
  bench = deviceBench(1);
});
test.afterAll(async () => {
  await bench?.close();
  await owner?.context().close();
  await receiver?.context().close();
});

test('set up: an owner with a gateway and a lock, and a second account', async ({ baseURL }) => {
  test.setTimeout(180_000);
  await signUpThroughApi(owner, ownerAccount);
  await pairGatewayThroughApi(owner, bench.gateway, baseURL!);
  await addLockThroughApi(owner, lock());
  await signUpThroughApi(receiver, receiverAccount);
  await openConsole(receiver);
  await expect(receiver.getByText('No locks yet')).toBeVisible();
});

test('the owner offers the lock: receiver checked by name, gateway warning, a code to their own address', async ({
  request,
}) => {
  await owner.goto(`/manage/ekey?lockId=${lock().lockId}`);
  await owner.getByRole('link', { name: 'Transfer' }).click();
  await expect(owner).toHaveURL(/\/manage\/transferLock\?lockId=\d+/);
  await expect(owner.getByRole('heading', { name: 'Transfer locks', level: 1 })).toBeVisible();
  // The page's lock is ticked; it is reached through the owner's gateway, which stays behind.
  await expect(owner.getByRole('checkbox', { name: lock().name })).toBeChecked();
  await expect(owner.getByTestId('transfer-gateway-warning')).toContainText('stay with you');

  // Nothing goes out before the receiver is checked.
  await owner.getByTestId('transfer-submit').click();
  await expect(owner.getByText('Check who the receiver is first')).toBeVisible();
  await owner.getByRole('textbox', { name: 'Receiver’s e-mail or mobile number' }).fill('nobody-here@example.com');
  await owner.getByRole('button', { name: 'Check' }).click();
  await expect(owner.getByRole('alert').filter({ hasText: 'not registered' })).toBeVisible();
  await owner.getByRole('textbox', { name: 'Receiver’s e-mail or mobile number' }).fill(receiverAccount.email);
  await owner.getByRole('button', { name: 'Check' }).click();
  await expect(owner.getByTestId('transfer-receiver')).toContainText(receiverAccount.email);

  const code = await requestCode(owner, request, ownerAccount);
  await owner.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await owner.getByTestId('transfer-submit').click();
  const row = owner.getByRole('row').filter({ hasText: receiverAccount.email });
  await expect(row.getByTestId('transfer-status')).toHaveText('Waiting');
  await expect(row).toContainText('Sent');
  await shot(owner, 't1-offered');
});

test('the receiver is told, accepts, and the lock moves', async () => {
  await receiver.goto('/console/home');
  await expect(receiver.getByTestId('transfer-notice')).toContainText('Lock transfers waiting for your answer: 1');
  await receiver.getByRole('link', { name: 'Answer' }).click();
  await expect(receiver).toHaveURL(/\/manage\/transferLock$/);
  const row = receiver.getByRole('row').filter({ hasText: ownerAccount.email });
  await expect(row).toContainText(lock().name);
  await row.getByRole('button', { name: 'Accept' }).click();
  await receiver.getByRole('tooltip').getByRole('button', { name: 'Accept' }).click();
  await expect(receiver.getByTestId('toast-success')).toContainText('The locks are yours now');
  await expect(row.getByTestId('transfer-status')).toHaveText('Accepted');
  await shot(receiver, 't2-accepted');

  await receiver.goto('/console/home');
  await expect(receiver.getByRole('row').filter({ hasText: lock().name })).toBeVisible();
  await expect(receiver.getByTestId('transfer-notice')).toHaveCount(0);

  // Gone from the sender's list; their history says accepted.
  await owner.goto('/console/home');
  await expect(owner.getByText('No locks yet')).toBeVisible();
  await owner.goto('/manage/transferLock');
  await expect(
    owner.getByRole('row').filter({ hasText: receiverAccount.email }).getByTestId('transfer-status'),
  ).toHaveText('Accepted');
});
