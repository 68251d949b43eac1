// One-time sign-in links (#28.1): a link made for account B, opened in a browser where account A is signed in,
// names B, warns about A and changes nothing until the person says yes; it works once and leaves the address bar
// at once; a session token in the URL signs nobody in.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { signRequest } from '../packages/shared/src/http/signature';
import { uniqueEmail } from './support/flows';
import { signUpThroughApi } from './support/api-setup';

test.describe.configure({ mode: 'serial' });

const A = { email: uniqueEmail() };
const B = { email: uniqueEmail() };
let contextA: BrowserContext;
let pageA: Page;
let tokenB = '';

const APP_ID = 'lockconsole-web';
const APP_SECRET = 'lockconsole-web-public-secret';

/** What the app or an integration does: asks the server for a link to its own account. */
async function createLink(request: APIRequestContext, token: string): Promise<string> {
  const path = '/api/user/createLoginLink';
  const params = { date: String(Date.now()) };
  const res = await request.post(path, {
    headers: {
      appId: APP_ID,
      signature: signRequest(APP_SECRET, APP_ID, path, params),
      accessToken: token,
      'content-type': 'application/x-www-form-urlencoded',
    },
    data: new URLSearchParams(params).toString(),
  });
  const body = (await res.json()) as { errorCode: number; data: { path: string } };
  expect(body.errorCode).toBe(0);
  return body.data.path;
}

async function signedInAs(page: Page, email: string) {
  await page.goto('/account/info');
  await expect(page.getByText(email).first()).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await signUpThroughApi(pageB, B);
  tokenB = (await contextB.cookies()).find((c) => c.name === 'ACCESS_TOKEN')!.value;
  await contextB.close();

  contextA = await browser.newContext();
  pageA = await contextA.newPage();
  await signUpThroughApi(pageA, A);
});
test.afterAll(async () => {
  await contextA?.close();
});

test('a link to another account asks first, names both accounts, and Cancel keeps the current one', async ({
  request,
}) => {
  const link = await createLink(request, tokenB);
  await pageA.goto(link);
  await expect(pageA.getByRole('heading', { name: `Sign in as ${B.email}?` })).toBeVisible();
  await expect(pageA.getByText(`You are signed in as ${A.email}`)).toBeVisible();
  // The link is not left in the address bar (history, bookmarks, screenshots).
  expect(pageA.url()).not.toContain('accessToken');
  await pageA.getByRole('button', { name: 'Cancel' }).click();
  await expect(pageA).toHaveURL(/\/console\/home/);
  await signedInAs(pageA, A.email);
});

test('Continue signs this browser in to the link’s account; the same link never works twice', async ({ request }) => {
  const link = await createLink(request, tokenB);
  await pageA.goto(link);
  await pageA.getByRole('button', { name: 'Continue' }).click();
  await expect(pageA).toHaveURL(/\/console\/home/);
  await signedInAs(pageA, B.email);

  await pageA.goto(link);
  await expect(pageA).toHaveURL(/\/user\/loginByAccessToken$/);
  await expect(pageA.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
});

test('a session token in the URL signs nobody in', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/loginByAccessToken?accessToken=${tokenB}`);
  await expect(page).toHaveURL(/\/user\/loginByAccessToken$/);
  expect((await context.cookies()).find((c) => c.name === 'ACCESS_TOKEN')).toBeUndefined();
  await context.close();
});
